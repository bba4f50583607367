// A stored body carries what the server adds for reading: highlight.js spans in code blocks and heading ids.
// The editor opens it as the author wrote it: code as plain text in its language, headings without the ids
// (the server gives them again, from the same text, at the next save).
import { Editor } from "@tiptap/core";
import { afterEach, expect, it } from "vitest";
import { editorExtensions } from "./extensions";
import { toEditorHtml, toStoredHtml } from "./storedHtml";

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

it("opens highlighted code as its plain text and headings without their ids", () => {
  const stored =
    '<h2 id="user-content-setup">Setup</h2><pre><code class="language-typescript"><span class="hljs-keyword">const</span> ' +
    '<span class="hljs-attr">a</span> = <span class="hljs-string">&quot;&lt;b&gt;&quot;</span>;</code></pre>';
  editor = new Editor({ extensions: editorExtensions(""), content: toEditorHtml(stored) });
  expect(toStoredHtml(editor.getHTML())).toBe(
    '<h2>Setup</h2><pre><code class="language-typescript">const a = "&lt;b&gt;";</code></pre>',
  );
});
