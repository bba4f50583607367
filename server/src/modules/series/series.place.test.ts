// PUT /posts/{id}/series: a post's place in its author's series, set in one request and one transaction.
import type { OwnSeries, PostSeries, SeriesRef } from "@inkwell/contract";
import { SERIES_PER_AUTHOR_MAX } from "@inkwell/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app";
import type { TestApp } from "../../../test/app";
import { verifiedUser } from "../../../test/factories";
import { publishPost } from "../../../test/posts";

let t: TestApp;
let author: Awaited<ReturnType<typeof verifiedUser>>;
let stranger: Awaited<ReturnType<typeof verifiedUser>>;
beforeAll(async () => {
  t = await createTestApp();
  author = await verifiedUser(t);
  stranger = await verifiedUser(t);
}, 120_000);
afterAll(() => t.close());

const place = (token: string, postId: number, payload: object) =>
  t.request({ method: "PUT", url: `/api/v1/posts/${postId}/series`, token, payload });
const mine = async (token: string) =>
  (await t.request({ method: "GET", url: "/api/v1/me/series", token })).json<{ data: OwnSeries[] }>().data;

describe("placing a post in a series", () => {
  it("makes a new series for the post, then adds the next part at its end", async () => {
    const one = await publishPost(t, author.token, { title: "Tides, part one" });
    const two = await publishPost(t, author.token, { title: "Tides, part two" });
    const made = await place(author.token, one.id, { newTitle: "Tides" });
    expect(made.statusCode, made.body).toBe(200);
    const first = made.json<{ data: PostSeries }>().data;
    expect(first).toMatchObject({ slug: "tides", title: "Tides", position: 1, total: 1 });

    const added = await place(author.token, two.id, { seriesId: first.id });
    expect(added.json<{ data: PostSeries }>().data).toMatchObject({
      id: first.id,
      position: 2,
      total: 2,
      previous: { slug: one.slug, title: one.title },
      next: null,
    });
    // Asked again, the part keeps its place.
    await place(author.token, one.id, { seriesId: first.id });
    expect((await mine(author.token)).find((s) => s.id === first.id)?.postIds).toEqual([one.id, two.id]);

    // Moved to another series, then out of every series.
    const other = await place(author.token, one.id, { newTitle: "Currents" });
    expect(other.json<{ data: PostSeries }>().data).toMatchObject({ title: "Currents", position: 1 });
    expect((await mine(author.token)).find((s) => s.id === first.id)?.postIds).toEqual([two.id]);
    const out = await place(author.token, one.id, { seriesId: null });
    expect(out.statusCode).toBe(200);
    expect(out.json().data).toBeNull();
  });

  it("is the author's only: someone else's post or series is not found", async () => {
    const post = await publishPost(t, author.token, { title: "Not yours" });
    const theirs = await publishPost(t, stranger.token, { title: "Theirs" });
    const res = await t.request({
      method: "POST",
      url: "/api/v1/series",
      token: stranger.token,
      payload: { title: "Someone else's" },
    });
    const strangers = res.json<{ data: SeriesRef }>().data;
    expect((await place(stranger.token, post.id, { newTitle: "Taken" })).json().error.code).toBe(
      "POST_NOT_FOUND",
    );
    expect((await place(author.token, theirs.id, { seriesId: null })).statusCode).toBe(404);
    const intoTheirs = await place(author.token, post.id, { seriesId: strangers.id });
    expect(intoTheirs.json().error.code).toBe("SERIES_NOT_FOUND");
    expect((await place(author.token, 999_999, { seriesId: null })).statusCode).toBe(404);
    expect(
      (
        await t.request({
          method: "PUT",
          url: `/api/v1/posts/${post.id}/series`,
          payload: { seriesId: null },
        })
      ).statusCode,
    ).toBe(401);
  });

  it("names the field that is wrong", async () => {
    const post = await publishPost(t, author.token, { title: "Fields" });
    for (const payload of [{}, { seriesId: 1, newTitle: "Both" }, { newTitle: "  " }, { seriesId: "x" }]) {
      const res = await place(author.token, post.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {}).length).toBeGreaterThan(0);
    }
  });

  it("leaves nothing behind when the new series cannot be made", async () => {
    const limited = await verifiedUser(t);
    const post = await publishPost(t, limited.token, { title: "One too many" });
    for (let n = 0; n < SERIES_PER_AUTHOR_MAX; n++) {
      await t.request({
        method: "POST",
        url: "/api/v1/series",
        token: limited.token,
        payload: { title: `S${n}` },
      });
    }
    const refused = await place(limited.token, post.id, { newTitle: "The hundred and first" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe("SERIES_LIMIT");
    expect(await mine(limited.token)).toHaveLength(SERIES_PER_AUTHOR_MAX);
    expect(
      (await t.request({ method: "GET", url: `/api/v1/posts/${post.id}`, token: limited.token })).json().data
        .series,
    ).toBeNull();
  });
});
