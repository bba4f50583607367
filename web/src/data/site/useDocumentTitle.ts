// The browser tab's title while a page is open, as the server writes it ("{title} · {site}"): set when the
// page has its title (on client-side navigation too), and put back as it was when the page goes.
import { useEffect } from "react";
import { useIntl } from "react-intl";
import { useSite } from "./useSite";

export function useDocumentTitle(title: string | undefined) {
  const intl = useIntl();
  const site = useSite().title;
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = intl.formatMessage({ id: "reading.postPage.documentTitle" }, { title, site });
    return () => {
      document.title = previous;
    };
  }, [title, intl, site]);
}
