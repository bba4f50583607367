// The assistant speaks of the site by its current title: in its fixed replies and articles, in both
// languages, from the first message after an administrator renames it; and it understands questions that
// name the site by that title as it understands "what is Inkwell".
import { describe, expect, it } from "vitest";
import { chat } from "../../../test/assistant";
import { changeSite } from "../../../test/site";
import { t, useApp } from "../../../test/suite";

useApp();

const reply = async (message: string) =>
  (await chat(message)).json<{
    data: { response: string; metadata: { agent: string; language: string; sources: { title: string }[] } };
  }>().data;

describe("the site's title in replies", () => {
  it("greets, introduces itself and says goodbye with the new title in both languages, at once", async () => {
    expect((await reply("hello")).response).toContain("**Inkwell**");
    await changeSite(t, { title: "Nhà Sách Mực" });
    for (const [message, wanted] of [
      ["hello", "Hello! I'm **Nhà Sách Mực**'s support assistant."],
      ["xin chào", "Xin chào! Mình là trợ lý hỗ trợ của **Nhà Sách Mực**."],
      ["who are you?", "I'm **Nhà Sách Mực**'s automated support assistant."],
      ["bạn là ai?", "Mình là trợ lý hỗ trợ tự động của **Nhà Sách Mực**."],
      ["bye", "Goodbye! Enjoy reading and writing on Nhà Sách Mực."],
      ["tạm biệt", "Tạm biệt! Chúc bạn đọc và viết thật vui trên Nhà Sách Mực."],
    ]) {
      const { response, metadata } = await reply(message!);
      expect(metadata.agent, message).toBe("smalltalk");
      expect(response, message).toContain(wanted);
      expect(response, message).not.toMatch(/Inkwell|\{\{site\}\}/);
    }
  });

  it("understands a question naming the site by its title, with or without marks, as the about question", async () => {
    await changeSite(t, { title: "Nhà Sách Mực" });
    for (const [question, language, heading] of [
      ["Nhà Sách Mực là gì?", "vi", "# Giới thiệu Nhà Sách Mực"],
      ["nha sach muc la gi", "vi", "# Giới thiệu Nhà Sách Mực"],
      ["what is Nhà Sách Mực", "en", "# About Nhà Sách Mực"],
      ["What is NHA SACH MUC?", "en", "# About Nhà Sách Mực"],
      // The software's own name still means the site.
      ["what is Inkwell", "en", "# About Nhà Sách Mực"],
      ["Inkwell là gì?", "vi", "# Giới thiệu Nhà Sách Mực"],
    ] as const) {
      const { response, metadata } = await reply(question);
      expect(metadata, question).toMatchObject({ agent: "faq", language });
      expect(response, question).toContain(heading);
      expect(response, question).toContain("**Inkwell**");
      expect(response, question).not.toContain("{{site}}");
    }
  });

  it("shows a title with markdown in it as text: no emphasis, no link", async () => {
    const title = "*Bold* [x](javascript:alert(1))";
    await changeSite(t, { title });
    for (const message of ["hello", "bye", "what is Inkwell"]) {
      const { response, metadata } = await reply(message);
      expect(response, message).toContain("\\*Bold\\* \\[x\\]\\(javascript:alert\\(1\\)\\)");
      expect(response, message).not.toContain(title);
      // Every link left ("](" unescaped) goes to a page of this site.
      for (const [, target] of response.matchAll(/(?<!\\)\]\(([^)]*)\)/g))
        expect(target).toMatch(/^\/(?!\/)/);
      // Sources are shown as text, so they name the site as written.
      for (const source of metadata.sources) expect(source.title).not.toContain("{{site}}");
    }
  });
});
