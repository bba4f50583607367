import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { createTestApp } from "../../../test/app";
import type { TestApp } from "../../../test/app";
import { registerUser, verifiedUser } from "../../../test/factories";
import { publishPost } from "../../../test/posts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HEADER = "x-chatbot-session-id";
/** Every page the reply links to: in its text, then its sources (which never repeat a link of the text). */
const linksOf = (data: { response: string; metadata: { sources: { link: string }[] } }) => [
  ...[...data.response.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]),
  ...data.metadata.sources.map((s) => s.link),
];
const chat = (message: unknown, session?: string, token?: string, options?: object) =>
  t.request({
    method: "POST",
    url: "/api/v1/chat",
    token,
    headers: session ? { [HEADER]: session } : {},
    payload: { message, ...(options ? { options } : {}) },
  });

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

describe("sessions and ownership", () => {
  it("keeps a signed-in user's sessions private to them", async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const { sessionId } = (await chat("hello", undefined, owner.token)).json().data;
    const asOther = { [HEADER]: sessionId };
    expect(
      (
        await t.request({
          method: "GET",
          url: `/api/v1/chat/history/${sessionId}`,
          token: other.token,
          headers: asOther,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: "GET", url: `/api/v1/chat/history/${sessionId}`, headers: asOther }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: "DELETE", url: `/api/v1/chat/sessions/${sessionId}`, token: other.token }))
        .statusCode,
    ).toBe(404);
    const hijack = (await chat("hi", sessionId, other.token)).json().data;
    expect(hijack.sessionId).not.toBe(sessionId);

    const mine = (
      await t.request({ method: "GET", url: "/api/v1/chat/sessions/user", token: owner.token })
    ).json().data;
    expect(mine.map((s: { sessionId: string }) => s.sessionId)).toContain(sessionId);
    expect((await t.request({ method: "GET", url: "/api/v1/chat/sessions/user" })).statusCode).toBe(401);
    const renamed = await t.request({
      method: "PUT",
      url: `/api/v1/chat/conversations/${sessionId}/title`,
      token: owner.token,
      payload: { title: "Greetings" },
    });
    expect(renamed.json().data.title).toBe("Greetings");
    const list = (
      await t.request({ method: "GET", url: "/api/v1/chat/conversations", token: owner.token })
    ).json().data;
    expect(list[0]).toMatchObject({ sessionId, title: "Greetings", messageCount: 2 });
    const cleared = await t.request({
      method: "DELETE",
      url: "/api/v1/chat/sessions/user/all",
      token: owner.token,
    });
    expect(cleared.json().data.deleted).toBeGreaterThanOrEqual(1);
  });

  it("starts a new conversation, leaving the old one inactive", async () => {
    const { sessionId } = (await chat("hi")).json().data;
    const fresh = await t.request({
      method: "POST",
      url: "/api/v1/chat/conversations/new",
      headers: { [HEADER]: sessionId },
    });
    expect(fresh.statusCode).toBe(201);
    const next = fresh.json().data.sessionId;
    expect(next).not.toBe(sessionId);
    const active = (
      await t.request({
        method: "GET",
        url: "/api/v1/chat/conversations/active",
        headers: { [HEADER]: next },
      })
    ).json().data;
    expect(active).toMatchObject({ sessionId: next, history: [] });
    const old = (
      await t.request({
        method: "GET",
        url: "/api/v1/chat/conversations?includeInactive=true",
        headers: { [HEADER]: sessionId },
      })
    ).json().data;
    expect(old[0]).toMatchObject({ sessionId, isActive: false });
    expect((await t.request({ method: "GET", url: "/api/v1/chat/history/bad id" })).statusCode).toBe(400);
    expect(
      (
        await t.request({
          method: "PUT",
          url: `/api/v1/chat/conversations/${next}/title`,
          headers: { [HEADER]: next },
          payload: { title: " " },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe("training", () => {
  it("an admin's correction changes a routing decision at once, a reader's only suggests it", async () => {
    const reader = await verifiedUser(t);
    const admin = await registerUser(t);
    await t.app.ctx.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id));
    const phrase = "zorblax quibble frobnicate";
    const agentFor = async (message: string) =>
      (await chat(message, undefined, undefined, { autoTrain: false })).json().data.metadata.agent;
    expect(await agentFor(phrase)).toBe("fallback");
    const train = (payload: object, token?: string) =>
      t.request({ method: "POST", url: "/api/v1/chat/train", payload, token });
    expect((await train({ message: phrase, correctAgent: "writing" })).statusCode).toBe(401);
    const suggested = await train({ message: phrase, correctAgent: "writing" }, reader.token);
    expect(suggested.statusCode).toBe(202);
    expect(suggested.json().data).toMatchObject({ status: "suggested", message: phrase, agent: "writing" });
    expect(await agentFor(phrase)).toBe("fallback");
    const trained = await train({ message: phrase, correctAgent: "writing" }, admin.token);
    expect(trained.statusCode).toBe(200);
    expect(trained.json().data).toMatchObject({ status: "trained", agent: "writing", source: "correction" });
    expect(await agentFor(phrase)).toBe("writing");

    const example = (payload: object, token?: string) =>
      t.request({ method: "POST", url: "/api/v1/chat/training/example", payload, token });
    const bad = await example({ message: "blorptastic", agentName: "nonsense" }, admin.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty("agentName");
    expect((await example({ message: "flumpish wobble", agentName: "faq" }, reader.token)).statusCode).toBe(
      403,
    );
    const added = await example({ message: "flumpish wobble", agentName: "faq" }, admin.token);
    expect(added.statusCode).toBe(200);
    expect(
      (await chat("flumpish wobble", undefined, undefined, { autoTrain: false })).json().data.metadata.agent,
    ).toBe("faq");
    const badConfidence = await train({ message: "x", correctAgent: "faq", confidence: 3 }, reader.token);
    expect(badConfidence.json().error.fields).toHaveProperty("confidence");
    // Smaller than the stored real can hold: kept as 0, not refused by the database.
    const tiny = await train(
      { message: "gribble tiny", correctAgent: "faq", confidence: 5e-324 },
      admin.token,
    );
    expect(tiny.statusCode).toBe(200);
  });

  it("autoTrain stores only confident predictions, once, and never fallbacks", async () => {
    const admin = await registerUser(t);
    await t.app.ctx.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id));
    const stats = async () =>
      (await t.request({ method: "GET", url: "/api/v1/chat/stats", token: admin.token })).json().data;
    const statsBefore = await stats();
    await chat("How do I reset my password?", undefined, undefined, {
      autoTrain: true,
      includeContext: true,
    });
    await chat("How do I reset my password?", undefined, undefined, {
      autoTrain: true,
      includeContext: true,
    });
    await chat("best pizza recipe with pineapple", undefined, undefined, {
      autoTrain: true,
      includeContext: true,
    });
    const after = await stats();
    expect(after.trainingExamples.stored - statsBefore.trainingExamples.stored).toBeLessThanOrEqual(1);
    expect(after).toMatchObject({ messages: expect.any(Number), sessions: expect.any(Number) });
    expect(after.agents.fallback).toBeGreaterThan(0);
    expect(after.fallbackRate).toBeGreaterThan(0);
    expect(after.averageConfidence).toBeGreaterThan(0);
  });

  it("learns a phrasing once when many visitors ask it at the same moment", async () => {
    const question = "How can I write and publish a brand new post today?";
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.request({
          method: "POST",
          url: "/api/v1/chat",
          payload: { message: question, options: { autoTrain: true, includeContext: false } },
        }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
  });
});

describe("phrasing by a local LLM", () => {
  let llm: TestApp;
  let mode: "ok" | "slow" | "broken" | "phishing" = "ok";
  let lastRequest: { model?: string; messages?: { content: string }[] } = {};
  let stop: () => void;

  beforeAll(async () => {
    const server = createServer((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString()));
      req.on("end", () => {
        lastRequest = JSON.parse(body || "{}") as typeof lastRequest;
        if (mode === "broken") {
          res.statusCode = 500;
          res.end("boom");
        } else {
          setTimeout(
            () => {
              res.setHeader("content-type", "application/json");
              res.end(
                JSON.stringify({
                  choices: [
                    {
                      message: {
                        role: "assistant",
                        content:
                          mode === "phishing"
                            ? "Phrased: use [Forgot password](/forgot-password) or [Reset it here](https://evil.example/reset)."
                            : "Phrased: use [Forgot password](/forgot-password).",
                      },
                    },
                  ],
                }),
              );
            },
            mode === "slow" ? 1500 : 0,
          );
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    stop = () => server.close();
    llm = await createTestApp({
      LLM_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
      LLM_MODEL: "tiny",
      LLM_TIMEOUT_MS: "500",
    });
  });
  afterAll(async () => {
    await llm.close();
    stop();
  });

  const ask = () =>
    llm.request({
      method: "POST",
      url: "/api/v1/chat",
      payload: { message: "I forgot my password, what do I do?" },
    });

  it("uses the model's wording from the retrieved passages", async () => {
    mode = "ok";
    const { data } = (await ask()).json();
    expect(data.response).toContain("Phrased:");
    expect(data.metadata.phrasedBy).toBe("llm");
    expect(lastRequest.model).toBe("tiny");
    expect(lastRequest.messages?.[1]?.content).toContain("CONTEXT:");
  });

  it("keeps the model's links to this site and shows any other address as text", async () => {
    mode = "phishing";
    const { data } = (await ask()).json();
    expect(data.metadata.phrasedBy).toBe("llm");
    expect(data.response).toContain("[Forgot password](/forgot-password)");
    expect(data.response).toContain("[Reset it here]\\(https://evil.example/reset)");
  });

  it("falls back to the built-in answer on failure or timeout", async () => {
    for (const m of ["broken", "slow"] as const) {
      mode = m;
      const { data } = (await ask()).json();
      expect(data.metadata.phrasedBy, m).toBe("built-in");
      expect(data.response).not.toContain("Phrased:");
      expect(linksOf(data)).toContain("/forgot-password");
    }
  });
});
