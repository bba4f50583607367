// The editor's schema: StarterKit's blocks and marks (with its markdown shortcuts as you type: `## `, `> `,
// `- `, `1. `, three backticks, `**bold**`, `_italic_`…), held to the content model by ./nodes, colours as
// today's `span[style]`, figures, tables and footnotes (./figures,
// ./tables, ./footnotes), and the placeholders.
import { BackgroundColor, Color, TextStyle } from "@tiptap/extension-text-style";
import { Placeholder } from "@tiptap/extensions";
import StarterKit from "@tiptap/starter-kit";
import { Figcaption, Figure, FigureImage } from "./figures";
import { footnoteExtensions } from "./footnotes";
import { tableExtensions } from "./tables";
import { BlockFormat, ModelHeading, ModelImage, ModelLink, Video } from "./nodes";

export function editorExtensions(placeholder: string, captionPlaceholder = "") {
  return [
    StarterKit.configure({
      heading: false,
      link: false,
      codeBlock: { languageClassPrefix: "language-" },
    }),
    ModelHeading,
    ModelLink,
    ModelImage,
    Figure,
    FigureImage,
    Figcaption,
    ...tableExtensions,
    ...footnoteExtensions,
    Video,
    BlockFormat,
    TextStyle,
    Color,
    BackgroundColor,
    Placeholder.configure({
      // The body's placeholder while it is empty; a figure's empty caption says it can be written.
      placeholder: ({ editor, node }) =>
        node.type.name === "figcaption" ? captionPlaceholder : editor.isEmpty ? placeholder : "",
      showOnlyCurrent: false,
      includeChildren: true,
    }),
  ];
}
