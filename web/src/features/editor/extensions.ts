// The editor's schema: StarterKit's blocks and marks (with its markdown shortcuts as you type: `## `, `> `,
// `- `, `1. `, three backticks, `**bold**`, `_italic_`…), held to the content model by ./nodes, colours as
// today's `span[style]`, and the placeholder.
import { BackgroundColor, Color, TextStyle } from "@tiptap/extension-text-style";
import { Placeholder } from "@tiptap/extensions";
import StarterKit from "@tiptap/starter-kit";
import { BlockFormat, ModelHeading, ModelImage, ModelLink, Video } from "./nodes";

export function editorExtensions(placeholder: string) {
  return [
    StarterKit.configure({
      heading: false,
      link: false,
      codeBlock: { languageClassPrefix: "language-" },
    }),
    ModelHeading,
    ModelLink,
    ModelImage,
    Video,
    BlockFormat,
    TextStyle,
    Color,
    BackgroundColor,
    Placeholder.configure({ placeholder }),
  ];
}
