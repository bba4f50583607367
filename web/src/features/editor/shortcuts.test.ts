import { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it } from "vitest";
import { editorExtensions } from "./extensions";
import { toStoredHtml } from "./storedHtml";
import { countWords } from "./wordCount";

let editor: Editor;
afterEach(() => editor.destroy());

/** Types `text` a character at a time the way the browser's input reaches ProseMirror (input rules first). */
function type(text: string) {
  for (const char of text) {
    const { view } = editor;
    const { from, to } = view.state.selection;
    const handled = view.someProp("handleTextInput", (f) => f(view, from, to, char, () => view.state.tr));
    if (!handled) view.dispatch(view.state.tr.insertText(char, from, to));
  }
}

const enter = () => editor.commands.enter();
const open = () => {
  editor = new Editor({ extensions: editorExtensions("") });
  editor.commands.focus();
};
const stored = () => toStoredHtml(editor.getHTML());

describe("markdown shortcuts as you type", () => {
  it("turn line starts into headings, a quote, lists and a code block", () => {
    open();
    type("## Title");
    enter();
    type("#### Small");
    enter();
    type("> Quoted");
    expect(stored()).toBe("<h2>Title</h2><h4>Small</h4><blockquote><p>Quoted</p></blockquote>");

    open();
    type("- one");
    enter();
    type("two");
    expect(stored()).toBe("<ul><li><p>one</p></li><li><p>two</p></li></ul>");

    open();
    type("1. first");
    expect(stored()).toBe("<ol><li><p>first</p></li></ol>");

    open();
    type("```js ");
    type("let a");
    expect(stored()).toBe('<pre><code class="language-js">let a</code></pre>');
  });

  it("turn **text** bold and _text_ italic", () => {
    open();
    type("a **bold** and _slanted_ word");
    expect(stored()).toBe("<p>a <strong>bold</strong> and <em>slanted</em> word</p>");
  });
});

describe("the word count", () => {
  it("counts words across blocks and gives a reading time as the server does", () => {
    open();
    type("one two");
    enter();
    type("three");
    expect(countWords(editor.state.doc)).toEqual({ words: 3, minutes: 1 });
    editor.commands.setContent(`<p>${"word ".repeat(500)}</p>`);
    expect(countWords(editor.state.doc)).toEqual({ words: 500, minutes: 3 });
  });
});
