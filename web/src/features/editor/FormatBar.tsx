// The editor's toolbar: headings, marks, colours, lists, indent, quote, code, link, image, video, table,
// footnote, alignment and
// distraction-free mode. One tab stop (arrow keys, Home and End move along it, as a toolbar does), every
// control named in the page's language, toggles saying whether they are on.
import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useIntl } from "react-intl";
import { Icon, type IconName } from "../../components/Icon";
import type { MessageId } from "../../i18n";
import { cx } from "../../lib/cx";
import { insertFootnote } from "./footnotes";
import { ALIGNMENTS, HEADING_LEVELS, type Alignment } from "./nodes";
import styles from "./RichTextEditor.module.css";

/** Quill's palette, which older posts use: the colours offered for text and background. */
export const COLOURS = {
  red: "#e60000",
  orange: "#ff9900",
  yellow: "#ffff00",
  green: "#008a00",
  blue: "#0066cc",
  purple: "#9933ff",
  grey: "#888888",
} as const;
type ColourName = keyof typeof COLOURS;

/** The languages a code block may be marked as (its class `language-…`), by the name people know them by. */
export const CODE_LANGUAGES: Record<string, string> = {
  bash: "Bash",
  c: "C",
  cpp: "C++",
  csharp: "C#",
  css: "CSS",
  go: "Go",
  html: "HTML",
  java: "Java",
  javascript: "JavaScript",
  json: "JSON",
  kotlin: "Kotlin",
  markdown: "Markdown",
  php: "PHP",
  python: "Python",
  ruby: "Ruby",
  rust: "Rust",
  sql: "SQL",
  swift: "Swift",
  typescript: "TypeScript",
  yaml: "YAML",
};

const ALIGNMENT_NAMES: Record<Alignment | "left", MessageId> = {
  left: "writing.editor.alignLeft",
  center: "writing.editor.alignCenter",
  right: "writing.editor.alignRight",
  justify: "writing.editor.alignJustify",
};

const colourName = (value: unknown) =>
  (Object.keys(COLOURS) as ColourName[]).find(
    (name) => COLOURS[name] === String(value ?? "").toLowerCase(),
  ) ?? "";

function readState(editor: Editor) {
  const heading = HEADING_LEVELS.find((level) => editor.isActive("heading", { level })) ?? 0;
  const block = editor.getAttributes(heading ? "heading" : "paragraph");
  const style = editor.getAttributes("textStyle");
  return {
    heading,
    bold: editor.isActive("bold"),
    italic: editor.isActive("italic"),
    underline: editor.isActive("underline"),
    strike: editor.isActive("strike"),
    colour: colourName(style.color),
    background: colourName(style.backgroundColor),
    orderedList: editor.isActive("orderedList"),
    bulletList: editor.isActive("bulletList"),
    blockquote: editor.isActive("blockquote"),
    codeBlock: editor.isActive("codeBlock"),
    codeLanguage: String(editor.getAttributes("codeBlock").language ?? ""),
    link: editor.isActive("link"),
    align: (block.align as Alignment | null) ?? "left",
  };
}

interface FormatBarProps {
  editor: Editor;
  onImage: () => void;
  onAsk: (what: "link" | "video") => void;
  focusMode: boolean;
  onToggleFocus: () => void;
}

export function FormatBar({ editor, onImage, onAsk, focusMode, onToggleFocus }: FormatBarProps) {
  const intl = useIntl();
  const say = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const state = useEditorState({ editor, selector: ({ editor: e }) => readState(e) });
  const bar = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const chain = () => editor.chain().focus();

  const controls = () => [...(bar.current?.querySelectorAll<HTMLElement>("button, select") ?? [])];
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = controls();
    const at = all.indexOf(event.target as HTMLElement);
    if (at < 0) return;
    const next =
      event.key === "ArrowRight"
        ? (at + 1) % all.length
        : event.key === "ArrowLeft"
          ? (at - 1 + all.length) % all.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? all.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    all[next]?.focus();
  };
  // The control that holds the toolbar's one tab stop: the last one used.
  let index = 0;
  const stop = () => {
    const mine = index++;
    return { tabIndex: mine === current ? 0 : -1, onFocus: () => setCurrent(mine) };
  };

  const toggle = (name: MessageId, icon: ReactNode, pressed: boolean, run: () => void) => (
    <button
      type="button"
      className={cx(styles.control, pressed && styles.pressed)}
      aria-label={say(name)}
      title={say(name)}
      aria-pressed={pressed}
      onClick={run}
      {...stop()}
    >
      {icon}
    </button>
  );
  const action = (name: MessageId, icon: IconName, run: () => void) => (
    <button
      type="button"
      className={styles.control}
      aria-label={say(name)}
      title={say(name)}
      onClick={run}
      {...stop()}
    >
      <Icon name={icon} size={18} />
    </button>
  );
  const letter = (text: string, className?: string) => (
    <span className={cx(styles.letter, className)} aria-hidden="true">
      {text}
    </span>
  );
  const colourPicker = (name: MessageId, value: string, set: (colour: ColourName | "") => void) => (
    <select
      className={styles.select}
      aria-label={say(name)}
      title={say(name)}
      value={value}
      onChange={(event) => set(event.target.value as ColourName | "")}
      {...stop()}
    >
      <option value="">{say(name)}</option>
      {(Object.keys(COLOURS) as ColourName[]).map((colour) => (
        <option key={colour} value={colour}>
          {say("writing.editor.colour", { colour })}
        </option>
      ))}
    </select>
  );

  return (
    <div
      ref={bar}
      role="toolbar"
      aria-label={say("writing.editor.toolbar")}
      className={styles.toolbar}
      onKeyDown={handleKeyDown}
    >
      <select
        className={styles.select}
        aria-label={say("writing.editor.heading")}
        title={say("writing.editor.heading")}
        value={state.heading}
        onChange={(event) => {
          const level = Number(event.target.value);
          if (level === 2 || level === 3 || level === 4) chain().setHeading({ level }).run();
          else chain().setParagraph().run();
        }}
        {...stop()}
      >
        <option value={0}>{say("writing.editor.normalText")}</option>
        {HEADING_LEVELS.map((level) => (
          <option key={level} value={level}>
            {say("writing.editor.headingLevel", { level })}
          </option>
        ))}
      </select>
      <span className={styles.group}>
        {toggle("writing.editor.bold", letter("B", styles.bold), state.bold, () =>
          chain().toggleBold().run(),
        )}
        {toggle("writing.editor.italic", letter("I", styles.italic), state.italic, () =>
          chain().toggleItalic().run(),
        )}
        {toggle("writing.editor.underline", letter("U", styles.underline), state.underline, () =>
          chain().toggleUnderline().run(),
        )}
        {toggle("writing.editor.strike", letter("S", styles.strike), state.strike, () =>
          chain().toggleStrike().run(),
        )}
      </span>
      <span className={styles.group}>
        {colourPicker("writing.editor.textColour", state.colour, (colour) =>
          colour ? chain().setColor(COLOURS[colour]).run() : chain().unsetColor().run(),
        )}
        {colourPicker("writing.editor.backgroundColour", state.background, (colour) =>
          colour ? chain().setBackgroundColor(COLOURS[colour]).run() : chain().unsetBackgroundColor().run(),
        )}
      </span>
      <span className={styles.group}>
        {toggle("writing.editor.orderedList", <Icon name="listOrdered" size={18} />, state.orderedList, () =>
          chain().toggleOrderedList().run(),
        )}
        {toggle("writing.editor.bulletList", <Icon name="list" size={18} />, state.bulletList, () =>
          chain().toggleBulletList().run(),
        )}
        {action("writing.editor.outdent", "outdent", () => chain().changeIndent(-1).run())}
        {action("writing.editor.indent", "indent", () => chain().changeIndent(1).run())}
      </span>
      <span className={styles.group}>
        {toggle("writing.editor.blockquote", <Icon name="quote" size={18} />, state.blockquote, () =>
          chain().toggleBlockquote().run(),
        )}
        {toggle("writing.editor.codeBlock", <Icon name="code" size={18} />, state.codeBlock, () =>
          chain().toggleCodeBlock().run(),
        )}
      </span>
      {state.codeBlock && (
        <select
          className={styles.select}
          aria-label={say("writing.editor.codeLanguage")}
          title={say("writing.editor.codeLanguage")}
          value={state.codeLanguage}
          onChange={(event) =>
            chain()
              .updateAttributes("codeBlock", { language: event.target.value || null })
              .run()
          }
          {...stop()}
        >
          <option value="">{say("writing.editor.plainText")}</option>
          {/* A language typed after three backticks that is not in the list stays chosen. */}
          {state.codeLanguage && !(state.codeLanguage in CODE_LANGUAGES) && (
            <option value={state.codeLanguage}>{state.codeLanguage}</option>
          )}
          {Object.entries(CODE_LANGUAGES).map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </select>
      )}
      <span className={styles.group}>
        {toggle("writing.editor.link", <Icon name="link" size={18} />, state.link, () => onAsk("link"))}
        {action("writing.editor.image", "image", onImage)}
        {action("writing.editor.video", "video", () => onAsk("video"))}
        {action("writing.editor.table", "table", () =>
          chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
        )}
        {action("writing.editor.footnote", "footnote", () => insertFootnote(editor))}
      </span>
      <select
        className={styles.select}
        aria-label={say("writing.editor.alignment")}
        title={say("writing.editor.alignment")}
        value={state.align}
        onChange={(event) => {
          const value = event.target.value as Alignment | "left";
          chain()
            .setAlignment(value === "left" ? null : value)
            .run();
        }}
        {...stop()}
      >
        {(["left", ...ALIGNMENTS] as const).map((alignment) => (
          <option key={alignment} value={alignment}>
            {say(ALIGNMENT_NAMES[alignment])}
          </option>
        ))}
      </select>
      <span className={styles.spacer} />
      {toggle(
        "writing.editor.focusMode",
        <Icon name={focusMode ? "minimize" : "maximize"} size={18} />,
        focusMode,
        onToggleFocus,
      )}
    </div>
  );
}
