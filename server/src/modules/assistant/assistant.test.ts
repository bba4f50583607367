// The support assistant answering: sessions started by a first message, both languages, posts found by
// topic, links kept to this site, refused messages, and answers about what the product does.
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app";
import { HEADER, chat, linksOf } from "../../../test/assistant";
import { verifiedUser } from "../../../test/factories";
import { publishPost } from "../../../test/posts";
import { t, useApp } from "../../../test/suite";

useApp();

describe("chat", () => {
  it("creates a session on the first message and answers a Vietnamese password question with a link", async () => {
    const res = await chat("Làm sao để đặt lại mật khẩu khi quên?");
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.sessionId).toMatch(/^[\w-]{16,}$/);
    expect(data.metadata).toMatchObject({ agent: "account", language: "vi" });
    expect(data.metadata.confidence).toBeGreaterThan(0.4);
    expect(data.metadata.latencyMs).toEqual(expect.any(Number));
    expect(linksOf(data)).toContain("/forgot-password");
    expect(data.response).toMatch(/mật khẩu/i);

    const again = (await chat("cam on ban", data.sessionId)).json().data;
    expect(again.sessionId).toBe(data.sessionId);
    expect(again.metadata.agent).toBe("smalltalk");
    const history = (
      await t.request({
        method: "GET",
        url: `/api/v1/chat/history/${data.sessionId}`,
        headers: { [HEADER]: data.sessionId },
      })
    ).json().data;
    expect(history.history.map((h: { role: string }) => h.role)).toEqual([
      "user",
      "assistant",
      "user",
      "assistant",
    ]);
  });

  it("answers in English, without diacritics, and points out-of-scope questions to the contact page", async () => {
    const en = (await chat("How do I schedule a post for tomorrow morning?")).json().data;
    expect(en.metadata).toMatchObject({ agent: "writing", language: "en" });
    const unaccented = (await chat("quen mat khau thi lam sao")).json().data;
    expect(unaccented.metadata.language).toBe("vi");
    expect(linksOf(unaccented)).toContain("/forgot-password");
    const offTopic = (await chat("What will the weather be in Paris tomorrow?")).json().data;
    expect(offTopic.metadata.agent).toBe("fallback");
    expect(offTopic.response).toContain("/contact");
  });

  it("finds a demo-like post by its topic in both languages, and more on a follow-up", async () => {
    const writer = await verifiedUser(t);
    await publishPost(t, writer.token, {
      title: "Ăn gì ở Đà Lạt",
      topics: ["Du lịch"],
      content: "<p>Bánh căn và lẩu gà lá é ở Đà Lạt.</p>",
    });
    await publishPost(t, writer.token, {
      title: "Một ngày ở Đà Lạt",
      topics: ["Du lịch"],
      content: "<p>Đi chợ Đà Lạt buổi sáng.</p>",
    });
    const vi = (await chat("có bài viết nào về du lịch Đà Lạt không?")).json().data;
    expect(vi.metadata.agent).toBe("discovery");
    expect(vi.response).toContain("/blog/");
    expect(linksOf(vi).join(" ")).toMatch(/\/topics\/du-lich|\/blog\/an-gi-o-da-lat/);
    const more = (await chat("còn bài nào khác không?", vi.sessionId)).json().data;
    expect(more.metadata.agent).toBe("discovery");
    expect(more.response).not.toContain("(/blog/an-gi-o-da-lat)");
    const en = (await chat("show me posts about Da Lat travel")).json().data;
    expect(en.metadata).toMatchObject({ agent: "discovery", language: "en" });
    expect(en.response).toContain("/blog/");
  });

  it("shows links written into post titles, author and topic names as text, linking only to this site", async () => {
    const writer = await verifiedUser(t, { name: "[Support team](https://evil.example/support)" });
    await publishPost(t, writer.token, {
      title: "[Reset your password](https://evil.example/reset) Zanzibar",
      topics: ["[Zanzibar](https://evil.example)"],
      content: "<p>Spice farms and beaches of Zanzibar.</p>",
    });
    const { data } = (await chat("show me posts about Zanzibar")).json();
    expect(data.metadata.agent).toBe("discovery");
    // A markdown link is "](" unescaped; every one left must point at a page of this site.
    const targets = [...data.response.matchAll(/(?<!\\)\]\(([^)]*)\)/g)].map((m: RegExpMatchArray) => m[1]);
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) expect(target).toMatch(/^\/(?![/\\])/);
    expect(data.response).toContain("\\[Reset your password\\]\\(https://evil\\.example/reset\\)");
    expect(data.response).toContain("\\[Support team\\]");
    expect(data.response).toContain("[\\[Zanzibar\\]\\(https://evil\\.example\\)](/topics/");
    for (const source of data.metadata.sources) expect(source.link).toMatch(/^\/(?![/\\])/);
  });

  it("refuses blank, too long and malformed messages", async () => {
    for (const message of ["   ", "x".repeat(1001), 42, undefined]) {
      const res = await chat(message);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty("message");
    }
  });
});

describe("answers about what the product does now", () => {
  it("answers imports, exports, the newsletter and stats in both languages, with a link", async () => {
    for (const [question, language, link] of [
      ["Import from WordPress?", "en", "/settings"],
      ["Nhập bài từ WordPress được không?", "vi", "/settings"],
      ["Can I export my posts?", "en", "/settings"],
      ["How do I start a newsletter?", "en", "/settings"],
      ["Xem thống kê lượt xem bài viết ở đâu?", "vi", "/stats"],
    ] as const) {
      const { data } = (await chat(question)).json();
      expect(data.metadata, question).toMatchObject({ agent: "writing", language });
      expect(linksOf(data), question).toContain(link);
    }
    const wordpress = (await chat("Import from WordPress?")).json().data;
    expect(wordpress.response).toMatch(/WordPress.*\.xml/);
    expect(wordpress.response).not.toContain("# Schedule a post");
  });

  it("never lists a source the answer already links to", async () => {
    for (const question of ["How do I reset my password?", "Làm sao để đặt lại mật khẩu khi quên?"]) {
      const { data } = (await chat(question)).json();
      expect(data.response, question).toContain("](/forgot-password)");
      for (const source of data.metadata.sources) expect(data.response).not.toContain(`](${source.link})`);
    }
  });

  it("names the SUPPORT_EMAIL setting when asked for a person or how to reach the team", async () => {
    const custom = await createTestApp({ SUPPORT_EMAIL: "help@example.org" });
    try {
      for (const message of ["How do I contact support?", "I want to talk to a human"]) {
        const res = await custom.request({ method: "POST", url: "/api/v1/chat", payload: { message } });
        const { response } = res.json<{ data: { response: string } }>().data;
        expect(response, message).toContain("help@example.org");
        expect(response, message).not.toContain("{{supportEmail}}");
        expect(response, message).not.toContain("support@inkwell.local");
      }
    } finally {
      await custom.close();
    }
  });
});
