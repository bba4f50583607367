// Writing one of the site's pages (administrators): its title, its address, whether it is published and in
// the header's navigation, and its body in the posts' editor. A new page gets its address from its title when
// none is given; the server refuses addresses the site uses itself. Loaded on demand (LazyPageEditor.ts).
import { createPageBody, PAGE_SLUG_MAX, PAGE_TITLE_MAX } from "@inkwell/contract";
import type { PageStatus, SitePage } from "@inkwell/contract";
import { useCallback, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useLocation, useNavigate, useParams } from "react-router";
import { Alert } from "../../components/Alert";
import { Button } from "../../components/Button";
import { ButtonLink } from "../../components/ButtonLink";
import { Field } from "../../components/Field";
import { Form } from "../../components/Form";
import { Input } from "../../components/Input";
import { Skeleton } from "../../components/Skeleton";
import { useCreatePageMutation, useGetAdminPageQuery, useUpdatePageMutation } from "../../data/api/pagesApi";
import { useUploadImageMutation } from "../../data/api/postsApi";
import { RichTextEditor } from "../../features/editor";
import { useForm } from "../../lib/useForm";
import { NotFound } from "../NotFound/NotFound";
import styles from "./Admin.module.css";
import { SectionHeader } from "./SectionHeader";
import { PAGE_STATUS_LABELS } from "./labels";

const formFields = createPageBody.pick({ title: true, slug: true });

/** `/admin/pages/new`, or `/admin/pages/{id}` for a page that exists. */
export function PageEditor() {
  const { id } = useParams();
  const pageId = id === undefined ? undefined : Number(id);
  const existing = useGetAdminPageQuery(pageId ?? 0, { skip: pageId === undefined });
  if (pageId !== undefined && !Number.isInteger(pageId)) return <NotFound />;
  if (pageId !== undefined && existing.isLoading) return <Skeleton height={400} />;
  if (pageId !== undefined && !existing.data) return <NotFound />;
  return <PageForm key={existing.data?.id ?? "new"} page={existing.data} />;
}

function PageForm({ page }: { page: SitePage | undefined }) {
  const intl = useIntl();
  const navigate = useNavigate();
  // A page just created is opened at its own address, saying so.
  const justCreated = (useLocation().state as { created?: boolean } | null)?.created === true;
  const [saved, setSaved] = useState(justCreated);
  const form = useForm(
    { title: page?.title ?? "", slug: page?.slug ?? "" },
    { onEdit: () => setSaved(false) },
  );
  const [status, setStatus] = useState<PageStatus>(page?.status ?? "draft");
  const [showInNavigation, setShowInNavigation] = useState(page?.showInNavigation ?? false);
  const html = useRef(page?.html ?? "");
  const [create, creating] = useCreatePageMutation();
  const [update, updating] = useUpdatePageMutation();
  const [upload] = useUploadImageMutation();
  const uploadImage = useCallback(async (file: File) => (await upload(file).unwrap()).url, [upload]);

  const handleSubmit = form.handleSubmit(formFields, async ({ title, slug }) => {
    const body = { title, html: html.current, status, showInNavigation };
    if (page) {
      await update({ id: page.id, ...body, ...(slug ? { slug } : {}) }).unwrap();
    } else {
      const created = await create({ ...body, ...(slug ? { slug } : {}) }).unwrap();
      void navigate(`/admin/pages/${created.id}`, { replace: true, state: { created: true } });
    }
    setSaved(true);
  });

  return (
    <>
      <SectionHeader
        title={intl.formatMessage({ id: page ? "console.pages.editTitle" : "console.pages.newTitle" })}
        description={intl.formatMessage({ id: "console.pages.editorText" })}
      >
        <ButtonLink to="/admin/pages" size="sm" variant="secondary">
          <FormattedMessage id="console.pages.back" />
        </ButtonLink>
      </SectionHeader>
      <Form onSubmit={(event) => void handleSubmit(event)} className={styles.pageForm}>
        {form.formError && <Alert>{form.formError}</Alert>}
        <Input
          label={intl.formatMessage({ id: "console.pages.titleLabel" })}
          maxLength={PAGE_TITLE_MAX}
          {...form.field("title")}
        />
        <Input
          label={intl.formatMessage({ id: "console.pages.slugLabel" })}
          hint={intl.formatMessage({ id: "console.pages.slugHint" })}
          maxLength={PAGE_SLUG_MAX}
          spellCheck={false}
          autoCapitalize="off"
          {...form.field("slug")}
        />
        <div className={styles.pageSettings}>
          <Field label={intl.formatMessage({ id: "console.pages.statusLabel" })}>
            {(control) => (
              <select
                {...control}
                value={status}
                onChange={(event) => {
                  setStatus(event.target.value as PageStatus);
                  setSaved(false);
                }}
              >
                {(["draft", "published"] as const).map((value) => (
                  <option key={value} value={value}>
                    {intl.formatMessage({ id: PAGE_STATUS_LABELS[value] })}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <label className={styles.checkRow}>
            <input
              type="checkbox"
              checked={showInNavigation}
              onChange={(event) => {
                setShowInNavigation(event.target.checked);
                setSaved(false);
              }}
            />
            <FormattedMessage id="console.pages.showInNavigation" />
          </label>
        </div>
        <div className={styles.pageBody}>
          <p className={styles.pageBodyLabel}>
            <FormattedMessage id="console.pages.bodyLabel" />
          </p>
          <RichTextEditor
            initialHtml={page?.html ?? ""}
            onChange={(value) => {
              html.current = value;
              setSaved(false);
            }}
            uploadImage={uploadImage}
            placeholder={intl.formatMessage({ id: "console.pages.bodyPlaceholder" })}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" loading={creating.isLoading || updating.isLoading}>
            <FormattedMessage id={page ? "console.pages.save" : "console.pages.create"} />
          </Button>
          <span role="status" className={styles.muted}>
            {saved && <FormattedMessage id="console.pages.saved" />}
          </span>
        </div>
      </Form>
    </>
  );
}
