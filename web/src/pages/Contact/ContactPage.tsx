// Contact: how to reach the team. The form sends the message to the server, which keeps it for the admins
// and mails it to the support address (SUPPORT_EMAIL, read from GET /config like the address shown here).
// Its introduction is the site's `contact` page when one is published (administrators edit it in the
// console), the built-in words otherwise.
import { CONTACT_PAGE_SLUG, contactBody } from "@inkwell/contract";
import { useEffect, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useGetConfigQuery } from "../../data/api/authApi";
import { useSendContactMessageMutation } from "../../data/api/contactApi";
import { useGetPageQuery } from "../../data/api/pagesApi";
import { useSite } from "../../data/site/useSite";
import { selectCurrentUser } from "../../data/session/authSlice";
import { useAppSelector } from "../../data/store";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { Card } from "../../components/Card";
import { Form } from "../../components/Form";
import { Icon } from "../../components/Icon";
import { Input } from "../../components/Input";
import { PageHeader } from "../../components/PageHeader";
import { TextArea } from "../../components/TextArea";
import prose from "../../components/Prose.module.css";
import { cx } from "../../lib/cx";
import { useForm } from "../../lib/useForm";
import { usePostHtml } from "../../lib/usePostHtml";
import styles from "./Contact.module.css";

export default function ContactPage() {
  const intl = useIntl();
  const site = useSite().title;
  const user = useAppSelector(selectCurrentUser);
  const { data: config } = useGetConfigQuery();
  const supportEmail = config?.supportEmail;
  const { data: page } = useGetPageQuery({ slug: CONTACT_PAGE_SLUG, admin: null });
  const intro = page?.status === "published" ? page : undefined;
  const introHtml = usePostHtml(intro && { id: intro.id, content: intro.html });
  const form = useForm({ name: "", email: "", subject: "", message: "" });
  const { setValues } = form;
  const [send, { isLoading }] = useSendContactMessageMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  // A signed-in sender's name and address are filled in (still editable), once known.
  useEffect(() => {
    if (!user) return;
    setValues((v) => ({ ...v, name: v.name || user.name, email: v.email || user.email }));
  }, [user, setValues]);

  const handleSubmit = form.handleSubmit(contactBody, async (body) => {
    await send(body).unwrap();
    setSentTo(body.email);
    setValues((v) => ({ ...v, subject: "", message: "" }));
  });

  return (
    <>
      <PageHeader
        eyebrow={intl.formatMessage({ id: "account.contact.eyebrow" })}
        title={intl.formatMessage({ id: "account.contact.title" })}
        description={intro ? undefined : intl.formatMessage({ id: "account.contact.description" }, { site })}
      />
      {intro && (
        <div
          className={cx(prose.prose, styles.intro)}
          data-testid="contact-intro"
          dangerouslySetInnerHTML={{ __html: introHtml }}
        />
      )}
      <div className={styles.layout}>
        <div className={styles.info}>
          {supportEmail && (
            <div className={styles.infoItem}>
              <span className={styles.infoIcon}>
                <Icon name="mail" size={20} />
              </span>
              <div>
                <p className={styles.infoTitle}>
                  <FormattedMessage id="account.contact.emailTitle" />
                </p>
                <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
                <p className={styles.infoText}>
                  <FormattedMessage id="account.contact.replyTime" />
                </p>
              </div>
            </div>
          )}
          <div className={styles.infoItem}>
            <span className={styles.infoIcon}>
              <Icon name="message" size={20} />
            </span>
            <div>
              <p className={styles.infoTitle}>
                <FormattedMessage id="account.contact.chatTitle" />
              </p>
              <p className={styles.infoText}>
                <FormattedMessage id="account.contact.chatText" />
              </p>
            </div>
          </div>
        </div>
        <Card>
          <h2 className={styles.formTitle}>
            <FormattedMessage id="account.contact.formTitle" />
          </h2>
          {sentTo ? (
            <div className={styles.sent}>
              <Alert tone="success">
                <FormattedMessage
                  id="account.contact.sent"
                  values={{ email: sentTo, strong: (chunks) => <strong>{chunks}</strong> }}
                />
              </Alert>
              <div>
                <Button variant="secondary" onClick={() => setSentTo(null)}>
                  <FormattedMessage id="account.contact.sendAnother" />
                </Button>
              </div>
            </div>
          ) : (
            <>
              {form.formError && <Alert>{form.formError}</Alert>}
              <Form
                onSubmit={handleSubmit}
                aria-label={intl.formatMessage({ id: "account.contact.formLabel" })}
              >
                <div className={styles.twoCol}>
                  <Input
                    label={intl.formatMessage({ id: "account.fields.name" })}
                    autoComplete="name"
                    {...form.field("name")}
                  />
                  <Input
                    label={intl.formatMessage({ id: "account.fields.email" })}
                    type="email"
                    autoComplete="email"
                    {...form.field("email")}
                  />
                </div>
                <Input
                  label={intl.formatMessage({ id: "account.contact.subject" })}
                  {...form.field("subject")}
                />
                <TextArea
                  label={intl.formatMessage({ id: "account.contact.message" })}
                  rows={6}
                  {...form.field("message")}
                />
                <div>
                  <Button type="submit" loading={isLoading}>
                    <FormattedMessage id="account.contact.submit" />
                  </Button>
                </div>
              </Form>
            </>
          )}
        </Card>
      </div>
    </>
  );
}
