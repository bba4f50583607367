// A post's table of contents, rendered on the server with the page: beside the text, staying in view, on
// screens 1240 px wide and more; a collapsed <details> above the text on narrower ones. Plain links to the
// headings' ids, so it works before (and without) the page's script.
import { useIntl } from "react-intl";
import type { Heading } from "./outline";
import styles from "./TableOfContents.module.css";

function Entries({ headings }: { headings: Heading[] }) {
  return (
    <ol className={styles.entries}>
      {headings.map((heading) => (
        <li key={heading.id} className={styles[`level${heading.level}`]}>
          <a href={`#${heading.id}`}>{heading.text}</a>
        </li>
      ))}
    </ol>
  );
}

export function TableOfContents({ headings, lang }: { headings: Heading[]; lang?: string }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: "reading.body.contents" });
  return (
    <>
      <details className={styles.inline} lang={lang} data-testid="toc-inline">
        <summary>{title}</summary>
        <nav aria-label={title}>
          <Entries headings={headings} />
        </nav>
      </details>
      <nav className={styles.side} aria-label={title} lang={lang} data-testid="toc-side">
        <div className={styles.sideInner}>
          <p className={styles.sideTitle} aria-hidden="true">
            {title}
          </p>
          <Entries headings={headings} />
        </div>
      </nav>
    </>
  );
}
