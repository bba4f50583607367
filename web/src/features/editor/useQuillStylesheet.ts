// Quill's own stylesheet, as a file of its own: only writers need it, not every reader's first page. It is
// added to the page once, when the first editor mounts.
import { useEffect, useState } from "react";
import quillStylesheet from "react-quill-new/dist/quill.snow.css?url";

let stylesheet: Promise<void> | undefined;

/** Adds Quill's stylesheet to the page once; resolves when it applies (or failed to load). */
function loadStylesheet(): Promise<void> {
  stylesheet ??= new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = quillStylesheet;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.appendChild(link);
  });
  return stylesheet;
}

/** True once Quill's stylesheet applies, so the editor never shows unstyled. */
export function useQuillStylesheet(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void loadStylesheet().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
