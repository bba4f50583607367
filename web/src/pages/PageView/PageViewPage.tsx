// A page of the site's own (About, a custom page) at /{slug}: its title and its body as the posts' editor wrote
// it, server-rendered with its head. An address that names no page, or a draft for anyone but an administrator,
// is the not-found page.
import { contentLanguage } from "@inkwell/contract";
import { useIntl } from "react-intl";
import { useParams } from "react-router";
import { Skeleton } from "../../components/Skeleton";
import { useGetPageQuery } from "../../data/api/pagesApi";
import { selectCurrentUser } from "../../data/session/authSlice";
import { useAppSelector } from "../../data/store";
import { asApiError } from "../../lib/apiError";
import { cx } from "../../lib/cx";
import { usePostHtml } from "../../lib/usePostHtml";
import prose from "../../components/Prose.module.css";
import { NotFound } from "../NotFound/NotFound";
import styles from "./PageView.module.css";

export default function PageViewPage() {
  const intl = useIntl();
  const { slug = "" } = useParams();
  const user = useAppSelector(selectCurrentUser);
  const {
    data: page,
    error,
    isLoading,
  } = useGetPageQuery({
    slug,
    admin: user?.role === "admin" ? user.id : null,
  });
  const html = usePostHtml(page && { id: page.id, content: page.html });

  if (isLoading) {
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton width="70%" height={40} />
        <Skeleton height={200} />
      </div>
    );
  }
  if (!page) {
    const status = asApiError(error)?.status;
    if (status === 404 || status === undefined) return <NotFound />;
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{intl.formatMessage({ id: "reading.page.notLoaded" })}</h1>
        <p>{intl.formatMessage({ id: "reading.page.notLoadedText" })}</p>
      </div>
    );
  }
  return (
    <article className={styles.page} lang={contentLanguage(`${page.title}\n${page.description}`)}>
      {page.status === "draft" && (
        <p className={styles.draft}>{intl.formatMessage({ id: "reading.page.draft" })}</p>
      )}
      <h1 className={styles.title}>{page.title}</h1>
      <div
        className={cx(prose.prose, styles.body)}
        data-testid="page-content"
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </article>
  );
}
