// The chosen revision beside the current text: its title and a word-level comparison of the two bodies,
// removed words struck on the revision's side and added ones marked on the current side (stacked on phones).
import { useMemo } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { compareTexts, textOfHtml, type Part } from "./compare";
import styles from "./RevisionDiff.module.css";

interface Side {
  title: string;
  html: string;
}

interface RevisionDiffProps {
  revision: Side;
  current: Side;
}

function Parts({ parts }: { parts: Part[] }) {
  const intl = useIntl();
  return parts.map((part, i) =>
    part.change === "same" ? (
      <span key={i}>{part.text}</span>
    ) : part.change === "added" ? (
      <ins key={i} className={styles.added} title={intl.formatMessage({ id: "revisions.added" })}>
        {part.text}
      </ins>
    ) : (
      <del key={i} className={styles.removed} title={intl.formatMessage({ id: "revisions.removed" })}>
        {part.text}
      </del>
    ),
  );
}

export function RevisionDiff({ revision, current }: RevisionDiffProps) {
  const intl = useIntl();
  const untitled = intl.formatMessage({ id: "revisions.untitled" });
  const texts = useMemo(
    () => ({ before: textOfHtml(revision.html), after: textOfHtml(current.html) }),
    [revision.html, current.html],
  );
  const body = useMemo(() => compareTexts(texts.before, texts.after), [texts]);
  const title = useMemo(() => compareTexts(revision.title, current.title), [revision.title, current.title]);
  const same = body !== null && body.added + body.removed === 0 && revision.title === current.title;

  return (
    <div className={styles.diff} data-testid="revision-diff">
      <p className={styles.summary} role="status">
        {same ? (
          <FormattedMessage id="revisions.same" />
        ) : body ? (
          <FormattedMessage id="revisions.changes" values={{ added: body.added, removed: body.removed }} />
        ) : (
          <FormattedMessage id="revisions.tooDifferent" />
        )}
      </p>
      <div className={styles.columns}>
        <section className={styles.column} aria-labelledby="revision-side">
          <h3 id="revision-side" className={styles.label}>
            <FormattedMessage id="revisions.thisVersion" />
          </h3>
          <p className={styles.title}>
            {title ? <Parts parts={title.before} /> : revision.title || untitled}
          </p>
          <div className={styles.text} data-testid="revision-text">
            {body ? <Parts parts={body.before} /> : texts.before}
          </div>
        </section>
        <section className={styles.column} aria-labelledby="current-side">
          <h3 id="current-side" className={styles.label}>
            <FormattedMessage id="revisions.current" />
          </h3>
          <p className={styles.title}>{title ? <Parts parts={title.after} /> : current.title || untitled}</p>
          <div className={styles.text} data-testid="current-text">
            {body ? <Parts parts={body.after} /> : texts.after}
          </div>
        </section>
      </div>
    </div>
  );
}
