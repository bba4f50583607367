// Contact: how to reach the team. The form opens the visitor's mail app addressed to support.
import { emailSchema } from "@inkwell/contract";
import { useState, type FormEvent } from "react";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { Card } from "../../components/Card";
import { Form } from "../../components/Form";
import { Icon } from "../../components/Icon";
import { Input } from "../../components/Input";
import { PageHeader } from "../../components/PageHeader";
import { TextArea } from "../../components/TextArea";
import type { FieldErrors } from "../../lib/forms";
import styles from "./Contact.module.css";

export const SUPPORT_EMAIL = "support@inkwell.local";

export default function ContactPage() {
  const [values, setValues] = useState({ name: "", email: "", subject: "", message: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [opened, setOpened] = useState(false);

  const set = (field: keyof typeof values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _removed, ...rest }) => rest);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: FieldErrors = {};
    if (!values.name.trim()) next.name = "Name is required";
    const email = emailSchema.safeParse(values.email);
    if (!email.success) next.email = email.error.issues[0]?.message ?? "Enter a valid email address";
    if (!values.message.trim()) next.message = "Message is required";
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const subject = values.subject.trim() || `Message from ${values.name.trim()}`;
    const body = `${values.message.trim()}\n\n— ${values.name.trim()} <${values.email.trim()}>`;
    window.location.href = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
    setOpened(true);
  };

  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Get in touch"
        description="Questions about your account, a bug to report or an idea for Inkwell? We'd love to hear from you."
      />
      <div className={styles.layout}>
        <div className={styles.info}>
          <div className={styles.infoItem}>
            <span className={styles.infoIcon}>
              <Icon name="mail" size={20} />
            </span>
            <div>
              <p className={styles.infoTitle}>Email</p>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              <p className={styles.infoText}>We usually reply within one or two working days.</p>
            </div>
          </div>
          <div className={styles.infoItem}>
            <span className={styles.infoIcon}>
              <Icon name="message" size={20} />
            </span>
            <div>
              <p className={styles.infoTitle}>Support chat</p>
              <p className={styles.infoText}>
                For quick questions, the chat bubble in the corner answers right away, day or night.
              </p>
            </div>
          </div>
        </div>
        <Card>
          <h2 className={styles.formTitle}>Send us a message</h2>
          {opened && (
            <Alert tone="success">
              Your mail app should open with the message ready. Thanks for reaching out!
            </Alert>
          )}
          <Form onSubmit={handleSubmit} aria-label="Contact form">
            <div className={styles.twoCol}>
              <Input
                label="Name"
                name="name"
                autoComplete="name"
                value={values.name}
                onChange={(e) => set("name", e.target.value)}
                error={errors.name}
              />
              <Input
                label="Email"
                name="email"
                type="email"
                autoComplete="email"
                value={values.email}
                onChange={(e) => set("email", e.target.value)}
                error={errors.email}
              />
            </div>
            <Input
              label="Subject"
              name="subject"
              value={values.subject}
              onChange={(e) => set("subject", e.target.value)}
            />
            <TextArea
              label="Message"
              name="message"
              rows={6}
              value={values.message}
              onChange={(e) => set("message", e.target.value)}
              error={errors.message}
            />
            <div>
              <Button type="submit">Send message</Button>
            </div>
          </Form>
        </Card>
      </div>
    </>
  );
}
