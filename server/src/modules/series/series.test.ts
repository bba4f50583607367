import type { OwnSeries, Post, PostSeries, Series, SeriesRef } from "@inkwell/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app";
import type { TestApp } from "../../../test/app";
import { verifiedUser } from "../../../test/factories";
import { draftPost, follow, publishPost } from "../../../test/posts";

let t: TestApp;
let author: Awaited<ReturnType<typeof verifiedUser>>;
let follower: Awaited<ReturnType<typeof verifiedUser>>;
let stranger: Awaited<ReturnType<typeof verifiedUser>>;
beforeAll(async () => {
  t = await createTestApp();
  author = await verifiedUser(t);
  follower = await verifiedUser(t);
  stranger = await verifiedUser(t);
  await follow(t, follower.user.id, author.user.id);
}, 120_000);
afterAll(() => t.close());

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.request({ method, url: `/api/v1${url}`, token, ...(payload ? { payload } : {}) });

async function createSeries(token: string, title: string, description?: string): Promise<SeriesRef> {
  const res = await call("POST", "/series", token, { title, description });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: SeriesRef }>().data;
}
const setPosts = (token: string, id: number, postIds: number[]) =>
  call("PUT", `/series/${id}`, token, { postIds });
const seriesAs = async (slug: string, token?: string) => {
  const res = await call("GET", `/series/${slug}`, token);
  return { status: res.statusCode, series: res.json<{ data: Series }>().data };
};
const postAs = async (ref: string | number, token?: string) =>
  (await call("GET", `/posts/${ref}`, token)).json<{ data: Post }>().data.series;
const titles = (series: Series) => series.posts.map((post) => post.title);

describe("writing a series", () => {
  it("makes a unique slug from the title, accents folded, and keeps it when the title changes", async () => {
    const first = await createSeries(author.token, "Lập trình Rust từ đầu", "Một loạt bài");
    expect(first).toEqual({ id: first.id, slug: "lap-trinh-rust-tu-dau", title: "Lập trình Rust từ đầu" });
    const second = await createSeries(stranger.token, "Lập trình Rust từ đầu");
    expect(second.slug).toBe("lap-trinh-rust-tu-dau-2");
    expect((await createSeries(author.token, "!!!")).slug).toMatch(/^series(-\d+)?$/);

    const renamed = await call("PUT", `/series/${first.id}`, author.token, { title: "Rust, part by part" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ slug: first.slug, title: "Rust, part by part" });
    expect(renamed.json().data.description).toBe("Một loạt bài");
  });

  it("names the field that is wrong", async () => {
    const blank = await call("POST", "/series", author.token, { title: "  " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toHaveProperty("title");
    const long = await call("POST", "/series", author.token, { title: "x", description: "d".repeat(1001) });
    expect(long.json().error.fields).toHaveProperty("description");
    const mine = await createSeries(author.token, "Validation");
    const many = await setPosts(
      author.token,
      mine.id,
      Array.from({ length: 101 }, (_, i) => i + 1),
    );
    expect(many.statusCode).toBe(400);
    expect(many.json().error.fields).toHaveProperty("postIds");
    const post = await publishPost(t, author.token, { title: "Twice" });
    const twice = await setPosts(author.token, mine.id, [post.id, post.id]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.fields).toHaveProperty("postIds");
  });

  it("holds only the author's own posts, and only the author changes or deletes it", async () => {
    const mine = await createSeries(author.token, "Only mine");
    const theirs = await publishPost(t, stranger.token, { title: "Not the author's" });
    const refused = await setPosts(author.token, mine.id, [theirs.id]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.postIds).toContain(String(theirs.id));
    expect(await seriesAs(mine.slug, author.token)).toMatchObject({ status: 200, series: { posts: [] } });

    const own = await publishPost(t, stranger.token, { title: "Stranger's own" });
    for (const [method, body] of [
      ["PUT", { postIds: [own.id] }],
      ["PUT", { title: "Taken over" }],
      ["DELETE", undefined],
    ] as const) {
      const res = await call(method, `/series/${mine.id}`, stranger.token, body);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe("SERIES_NOT_FOUND");
    }
    expect((await call("POST", "/series", undefined, { title: "Anonymous" })).statusCode).toBe(401);
    expect((await call("GET", "/me/series")).statusCode).toBe(401);
  });

  it("lists the author's own series with their posts in order", async () => {
    const writer = await verifiedUser(t);
    const a = await publishPost(t, writer.token, { title: "A" });
    const b = await draftPost(t, writer.token, { title: "B" });
    const made = await createSeries(writer.token, "Writer's series");
    await setPosts(writer.token, made.id, [b.id, a.id]);
    const res = await call("GET", "/me/series", writer.token);
    expect(res.json<{ data: OwnSeries[] }>().data).toEqual([
      { id: made.id, slug: made.slug, title: "Writer's series", description: "", postIds: [b.id, a.id] },
    ]);
    expect((await call("GET", "/me/series", stranger.token)).json().data).not.toContainEqual(
      expect.objectContaining({ id: made.id }),
    );
  });
});

describe("reading a series", () => {
  let parts: Post[];
  let ref: SeriesRef;
  beforeAll(async () => {
    parts = [
      await publishPost(t, author.token, { title: "Part one" }),
      await publishPost(t, author.token, { title: "Part two, private", visibility: "private" }),
      await publishPost(t, author.token, { title: "Part three, followers", visibility: "followers" }),
      await draftPost(t, author.token, { title: "Part four, a draft" }),
      await publishPost(t, author.token, { title: "Part five" }),
    ];
    ref = await createSeries(author.token, "Five parts", "All about parts");
    const set = await setPosts(
      author.token,
      ref.id,
      parts.map((post) => post.id),
    );
    expect(set.statusCode).toBe(200);
  }, 120_000);

  it("lists in order only the parts the viewer may read", async () => {
    const anonymous = await seriesAs(ref.slug);
    expect(anonymous.status).toBe(200);
    expect(anonymous.series).toMatchObject({
      title: "Five parts",
      description: "All about parts",
      author: { username: author.user.username },
      can: { edit: false, delete: false },
    });
    expect(titles(anonymous.series)).toEqual(["Part one", "Part five"]);
    expect(titles((await seriesAs(ref.slug, follower.token)).series)).toEqual([
      "Part one",
      "Part three, followers",
      "Part five",
    ]);
    const own = (await seriesAs(ref.slug, author.token)).series;
    expect(titles(own)).toEqual(parts.map((post) => post.title));
    expect(own.can).toEqual({ edit: true, delete: true });
    expect(own.posts[3]!.status).toBe("draft");
  });

  it("places a post among the parts the viewer may read, skipping the others", async () => {
    const [one, , three, , five] = parts as [Post, Post, Post, Post, Post];
    const anonymous = (await postAs(five.slug)) as PostSeries;
    expect(anonymous).toMatchObject({
      id: ref.id,
      slug: ref.slug,
      title: "Five parts",
      position: 2,
      total: 2,
      previous: { slug: one.slug, title: "Part one" },
      next: null,
    });
    expect(anonymous.parts.map((part) => part.title)).toEqual(["Part one", "Part five"]);
    expect(await postAs(three.id, follower.token)).toMatchObject({
      position: 2,
      total: 3,
      previous: { slug: one.slug },
      next: { slug: five.slug },
    });
    expect(await postAs(five.id, author.token)).toMatchObject({ position: 5, total: 5 });
    // The editor's copy carries it too.
    const editing = await call("GET", `/posts/write/${one.id}`, author.token);
    expect(editing.json().data.series).toMatchObject({ position: 1, total: 5, previous: null });
    const alone = await publishPost(t, author.token, { title: "In no series" });
    expect(await postAs(alone.id)).toBeNull();
  });

  it("is not found by others while none of its parts is theirs to read", async () => {
    const hidden = await createSeries(author.token, "Private notes");
    const secret = await publishPost(t, author.token, { title: "Secret part", visibility: "private" });
    await setPosts(author.token, hidden.id, [secret.id]);
    expect((await seriesAs(hidden.slug)).status).toBe(404);
    expect((await seriesAs(hidden.slug, stranger.token)).status).toBe(404);
    expect((await seriesAs(hidden.slug, author.token)).status).toBe(200);
    expect((await call("GET", "/series/no-such-series")).json().error.code).toBe("SERIES_NOT_FOUND");
    const sitemap = (await t.request({ method: "GET", url: "/sitemap.xml" })).body;
    expect(sitemap).toContain(`/series/${ref.slug}<`);
    expect(sitemap).not.toContain(`/series/${hidden.slug}<`);
  });
});

describe("a post in one series at most", () => {
  it("moves a post to the series it is put in last", async () => {
    const post = await publishPost(t, author.token, { title: "Wanderer" });
    const other = await publishPost(t, author.token, { title: "Stayer" });
    const first = await createSeries(author.token, "First home");
    const second = await createSeries(author.token, "Second home");
    await setPosts(author.token, first.id, [other.id, post.id]);
    expect((await setPosts(author.token, second.id, [post.id])).statusCode).toBe(200);
    expect(titles((await seriesAs(first.slug)).series)).toEqual(["Stayer"]);
    expect(titles((await seriesAs(second.slug)).series)).toEqual(["Wanderer"]);
    expect(await postAs(post.id)).toMatchObject({ id: second.id, position: 1, total: 1 });
  });
});

describe("deleting a series", () => {
  it("keeps its posts, which lose their series", async () => {
    const post = await publishPost(t, author.token, { title: "Survivor" });
    const doomed = await createSeries(author.token, "Doomed");
    await setPosts(author.token, doomed.id, [post.id]);
    expect(await postAs(post.slug)).toMatchObject({ id: doomed.id });
    const res = await call("DELETE", `/series/${doomed.id}`, author.token);
    expect(res.statusCode).toBe(200);
    expect((await seriesAs(doomed.slug)).status).toBe(404);
    expect((await call("GET", `/posts/${post.slug}`)).statusCode).toBe(200);
    expect(await postAs(post.slug)).toBeNull();
    expect((await call("DELETE", `/series/${doomed.id}`, author.token)).statusCode).toBe(404);
  });
});

describe("the public cache", () => {
  it("clears a cached post and series page when the series changes", async () => {
    t.app.ctx.publicCache.clear();
    const post = await publishPost(t, author.token, { title: "Cached part" });
    const later = await publishPost(t, author.token, { title: "Later part" });
    const cached = await createSeries(author.token, "Cached series");
    expect(await postAs(post.slug)).toBeNull();
    expect(await postAs(post.slug, follower.token)).toBeNull();
    expect(t.app.ctx.publicCache.answers).toBe(2);
    await setPosts(author.token, cached.id, [post.id]);
    expect(await postAs(post.slug)).toMatchObject({ position: 1, total: 1 });
    expect(await postAs(post.slug, follower.token)).toMatchObject({ position: 1, total: 1 });
    expect(titles((await seriesAs(cached.slug)).series)).toEqual(["Cached part"]);

    await setPosts(author.token, cached.id, [post.id, later.id]);
    expect(await postAs(post.slug)).toMatchObject({ total: 2, next: { slug: later.slug } });
    expect(titles((await seriesAs(cached.slug)).series)).toEqual(["Cached part", "Later part"]);

    // A part made private leaves the others' answers too.
    const hidden = await call("PATCH", `/posts/write/${later.id}`, author.token, { visibility: "private" });
    expect(hidden.statusCode).toBe(200);
    expect(await postAs(post.slug)).toMatchObject({ total: 1, next: null });
    expect(titles((await seriesAs(cached.slug)).series)).toEqual(["Cached part"]);
  });
});
