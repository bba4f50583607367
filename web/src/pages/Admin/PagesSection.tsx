// The site's pages (administrators only): About, custom pages and the contact page's introduction, drafts
// and published ones, each with its address, whether the header links it, and edit, view and delete.
import type { SitePageSummary } from "@inkwell/contract";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Badge } from "../../components/Badge";
import { Button } from "../../components/Button";
import { ButtonLink } from "../../components/ButtonLink";
import { EmptyState } from "../../components/EmptyState";
import { useDeletePageMutation, useGetAdminPagesQuery } from "../../data/api/pagesApi";
import { useFormats } from "../../i18n/formats";
import styles from "./Admin.module.css";
import { ConfirmDelete } from "./ConfirmDelete";
import { ConsoleList } from "./ConsoleList";
import { PAGE_STATUS_LABELS } from "./labels";
import { useConsoleAction } from "./useConsoleAction";

export function PagesSection() {
  const intl = useIntl();
  const { relative } = useFormats();
  const { data: pages, isLoading } = useGetAdminPagesQuery();
  const [remove, removing] = useDeletePageMutation();
  const [deleting, setDeleting] = useState<SitePageSummary | null>(null);
  const { error, attempt } = useConsoleAction();

  return (
    <>
      <ConsoleList
        title={intl.formatMessage({ id: "console.pages.title" })}
        description={intl.formatMessage({ id: "console.pages.description" })}
        filters={
          <ButtonLink to="/admin/pages/new" size="sm">
            <FormattedMessage id="console.pages.new" />
          </ButtonLink>
        }
        error={error}
        list={{ data: pages && { items: pages }, isLoading }}
        skeletonHeight={200}
        empty={
          <EmptyState
            title={intl.formatMessage({ id: "console.pages.empty" })}
            description={intl.formatMessage({ id: "console.pages.emptyText" })}
            icon="file"
          />
        }
      >
        {(items) => (
          <ul className={styles.list} aria-label={intl.formatMessage({ id: "console.pages.list" })}>
            {items.map((page) => (
              <li key={page.id} className={styles.row} aria-label={page.title}>
                <div className={styles.rowHead}>
                  <span className={styles.rowTitle}>{page.title}</span>
                  <span className={styles.badges}>
                    <Badge tone={page.status === "published" ? "success" : "warning"}>
                      <FormattedMessage id={PAGE_STATUS_LABELS[page.status]} />
                    </Badge>
                    {page.showInNavigation && (
                      <Badge tone="accent">
                        <FormattedMessage id="console.pages.inNavigation" />
                      </Badge>
                    )}
                  </span>
                </div>
                <p className={styles.muted}>
                  <FormattedMessage
                    id="console.pages.meta"
                    values={{ slug: page.slug, when: relative(page.updatedAt) }}
                  />
                </p>
                <div className={styles.actions}>
                  <ButtonLink
                    to={`/admin/pages/${page.id}`}
                    size="sm"
                    variant="secondary"
                    aria-label={intl.formatMessage({ id: "console.pages.editLabel" }, { title: page.title })}
                  >
                    <FormattedMessage id="console.pages.edit" />
                  </ButtonLink>
                  {page.status === "published" && (
                    <ButtonLink to={`/${page.slug}`} size="sm" variant="ghost">
                      <FormattedMessage id="console.pages.view" />
                    </ButtonLink>
                  )}
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={intl.formatMessage(
                      { id: "console.pages.deleteLabel" },
                      { title: page.title },
                    )}
                    onClick={() => setDeleting(page)}
                  >
                    <FormattedMessage id="console.pages.delete" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ConsoleList>
      <ConfirmDelete
        row={deleting}
        name={(page) => page.title}
        message={intl.formatMessage({ id: "console.pages.confirmMessage" })}
        busy={removing.isLoading}
        onDelete={(page) => void attempt(() => remove(page.id).unwrap())}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
