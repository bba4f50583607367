// The language a post is written in: detected from its words when saved, or chosen by its author; lists,
// search and the Following tab narrowed to one language; posts stored before posts had a language judged once
// the app is up.
import type { Post } from "@inkwell/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { posts } from "../../db/schema";
import { draftPost, follow, publishPost } from "../../../test/posts";
import { apiUnder, author, reader, t, useAuthorAndReader } from "../../../test/suite";

useAuthorAndReader();

const api = apiUnder("/posts");

const VIETNAMESE = {
  title: "Những điều tôi học được khi viết phần mềm",
  content: "<p>Viết phần mềm là một công việc đòi hỏi sự kiên nhẫn và tỉ mỉ trong từng dòng mã.</p>",
  excerpt: "",
};

const languagesOf = (list: Post[]) => new Set(list.map((post) => post.language));

describe("a post's language", () => {
  it("is detected from its words when it is saved, and again when they change", async () => {
    const english = await publishPost(t, author.token);
    expect(english).toMatchObject({ language: "en", languageChosen: false });
    const vietnamese = await publishPost(t, author.token, VIETNAMESE);
    expect(vietnamese).toMatchObject({ language: "vi", languageChosen: false });
    const draft = await draftPost(t, author.token);
    const edited = await api("PATCH", `/write/${draft.id}`, author.token, VIETNAMESE);
    expect(edited.json().data.language).toBe("vi");
  });

  it("stays as its author chose it until they hand it back to detection with null", async () => {
    const draft = await draftPost(t, author.token, { language: "vi" });
    expect(draft).toMatchObject({ language: "vi", languageChosen: true });
    const edited = await api("PATCH", `/write/${draft.id}`, author.token, {
      content: "<p>Plain English words.</p>",
    });
    expect(edited.json().data).toMatchObject({ language: "vi", languageChosen: true });
    const handedBack = await api("PATCH", `/write/${draft.id}`, author.token, { language: null });
    expect(handedBack.json().data).toMatchObject({ language: "en", languageChosen: false });
  });

  it("refuses a language that is not ours, naming the field", async () => {
    const res = await api("POST", "/draft", author.token, { title: "x", language: "fr" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty("language");
    const list = await api("GET", "/?language=fr");
    expect(list.statusCode).toBe(400);
    expect(list.json().error.fields).toHaveProperty("language");
  });
});

describe("lists in one language", () => {
  it("narrow the front list, a topic, search and the Following tab", async () => {
    await publishPost(t, author.token, { ...VIETNAMESE, topics: ["Ngôn ngữ"] });
    await publishPost(t, author.token, { title: "Language notes", topics: ["Ngôn ngữ"] });
    await follow(t, reader.user.id, author.user.id);
    for (const language of ["vi", "en"] as const) {
      for (const query of ["", "&topic=ngon-ngu", "&q=notes", "&feed=following", "&sort=popular"]) {
        const res = await api("GET", `/?language=${language}${query}`, reader.token);
        expect(res.statusCode, query).toBe(200);
        const list = res.json<{ data: Post[] }>().data;
        if (!query.startsWith("&q")) expect(list.length, query).toBeGreaterThan(0);
        expect(languagesOf(list).size <= 1 && (list.length === 0 || list[0]!.language === language)).toBe(
          true,
        );
      }
    }
    const all = await api("GET", "/?topic=ngon-ngu");
    expect(languagesOf(all.json<{ data: Post[] }>().data)).toEqual(new Set(["vi", "en"]));
  });

  it("narrow a topic's and a tag's pages", async () => {
    await publishPost(t, author.token, { ...VIETNAMESE, topics: ["Du lịch"], tags: ["phở"] });
    await publishPost(t, author.token, { title: "Travel notes", topics: ["Du lịch"], tags: ["phở"] });
    for (const base of ["/topics/du-lich/posts", "/tags/pho/posts"]) {
      for (const language of ["vi", "en"] as const) {
        const res = await t.request({ method: "GET", url: `/api/v1${base}?language=${language}` });
        expect(res.statusCode, base).toBe(200);
        expect([...languagesOf(res.json<{ data: Post[] }>().data)], base).toEqual([language]);
      }
      const all = await t.request({ method: "GET", url: `/api/v1${base}` });
      expect(languagesOf(all.json<{ data: Post[] }>().data)).toEqual(new Set(["vi", "en"]));
      const wrong = await t.request({ method: "GET", url: `/api/v1${base}?language=de` });
      expect(wrong.statusCode).toBe(400);
    }
  });
});

describe("posts stored before posts had a language", () => {
  it("are judged by the start-up job, a batch at a time", async () => {
    const vietnamese = await publishPost(t, author.token, VIETNAMESE);
    const english = await publishPost(t, author.token);
    const { db } = t.app.ctx;
    await db.update(posts).set({ language: null }).where(eq(posts.id, vietnamese.id));
    await db.update(posts).set({ language: null }).where(eq(posts.id, english.id));
    expect(await t.app.services.publishing.judgeMissingLanguages(1)).toBeGreaterThanOrEqual(2);
    const [judgedVi] = await db.select().from(posts).where(eq(posts.id, vietnamese.id));
    const [judgedEn] = await db.select().from(posts).where(eq(posts.id, english.id));
    expect([judgedVi?.language, judgedEn?.language]).toEqual(["vi", "en"]);
    expect(await t.app.services.publishing.judgeMissingLanguages()).toBe(0);
  });
});
