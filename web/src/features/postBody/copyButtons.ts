// The copy button on a post's code blocks: the one script the reading aids add, put in once the page has
// been taken over (a reader without scripts selects the code as before). Each block is wrapped so the button
// stays in its corner while the code scrolls sideways.

const COPIED_FOR_MS = 2000;

export interface CopyLabels {
  copy: string;
  copied: string;
}

/** Adds a copy button to every code block under `root`; the returned function takes them away again. */
export function addCopyButtons(root: HTMLElement, labels: CopyLabels): () => void {
  const clipboard = typeof navigator === "undefined" ? undefined : navigator.clipboard;
  if (!clipboard) return () => undefined;
  const wrappers: HTMLElement[] = [];
  for (const pre of root.querySelectorAll("pre")) {
    const wrapper = document.createElement("div");
    wrapper.className = "code-block";
    const button = document.createElement("button");
    button.type = "button";
    button.className = "code-copy";
    button.textContent = labels.copy;
    button.setAttribute("aria-live", "polite");
    let reset: ReturnType<typeof setTimeout> | undefined;
    button.addEventListener("click", () => {
      void clipboard.writeText(pre.textContent ?? "").then(() => {
        button.textContent = labels.copied;
        clearTimeout(reset);
        reset = setTimeout(() => (button.textContent = labels.copy), COPIED_FOR_MS);
      });
    });
    pre.replaceWith(wrapper);
    wrapper.append(pre, button);
    wrappers.push(wrapper);
  }
  return () => {
    for (const wrapper of wrappers) {
      const pre = wrapper.querySelector("pre");
      if (pre && wrapper.isConnected) wrapper.replaceWith(pre);
    }
  };
}
