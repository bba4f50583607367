import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReadingItem } from "@inkwell/contract";
import { createTestApp } from "../../../test/app";
import type { TestApp } from "../../../test/app";
import { verifiedUser } from "../../../test/factories";
import { publishPost } from "../../../test/posts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (method: "GET" | "PUT", url: string, token?: string, payload?: object) =>
  t.request({ method, url: `/api/v1${url}`, token, ...(payload ? { payload } : {}) });

describe("reading positions", () => {
  it("remembers how far a member read, offers it back between 5% and 95%, and lists posts in progress", async () => {
    const [reader, author] = await Promise.all([verifiedUser(t), verifiedUser(t)]);
    const first = await publishPost(t, author.token, { title: "Long read one" });
    const second = await publishPost(t, author.token, { title: "Long read two" });
    const third = await publishPost(t, author.token, { title: "Long read three" });

    const none = await api("GET", `/posts/${first.slug}/progress`, reader.token);
    expect(none.json().data).toEqual({ progress: null, updatedAt: null });

    const saved = await api("PUT", `/posts/${first.slug}/progress`, reader.token, { progress: 0.4 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.progress).toBe(0.4);
    await api("PUT", `/posts/${second.id}/progress`, reader.token, { progress: 0.2 });
    await api("PUT", `/posts/${third.id}/progress`, reader.token, { progress: 0.99 });
    // The latest report wins.
    await api("PUT", `/posts/${first.id}/progress`, reader.token, { progress: 0.5 });

    const back = await api("GET", `/posts/${first.id}/progress`, reader.token);
    expect(back.json().data.progress).toBeCloseTo(0.5);
    expect((await api("GET", `/posts/${third.id}/progress`, reader.token)).json().data.progress).toBeNull();

    const reading = await api("GET", "/posts/reading?limit=1", reader.token);
    expect(reading.statusCode).toBe(200);
    expect(reading.json().meta).toMatchObject({ total: 2, totalPages: 2 });
    const item = reading.json().data[0] as ReadingItem;
    expect(item.post.title).toBe("Long read one");
    expect(item.progress).toBeCloseTo(0.5);
    const rest = await api("GET", "/posts/reading?limit=1&page=2", reader.token);
    expect(rest.json().data[0].post.title).toBe("Long read two");
  });

  it("refuses bad positions, anonymous readers and posts the member may not read", async () => {
    const [reader, author] = await Promise.all([verifiedUser(t), verifiedUser(t)]);
    const post = await publishPost(t, author.token, { title: "Guarded read" });
    const hidden = await publishPost(t, author.token, { title: "Hidden read", visibility: "private" });
    for (const progress of [1.5, -0.1, "half", null]) {
      const res = await api("PUT", `/posts/${post.id}/progress`, reader.token, { progress });
      expect(res.statusCode, String(progress)).toBe(400);
      expect(res.json().error.fields).toHaveProperty("progress");
    }
    expect((await api("PUT", `/posts/${post.id}/progress`, reader.token, {})).statusCode).toBe(400);
    // Smaller than a PostgreSQL real can hold: kept as 0 rather than refused by the database.
    const tiny = await api("PUT", `/posts/${post.id}/progress`, reader.token, { progress: 5e-324 });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.json().data.progress).toBe(0);
    expect((await api("PUT", `/posts/${post.id}/progress`, undefined, { progress: 0.3 })).statusCode).toBe(
      401,
    );
    expect((await api("GET", "/posts/reading")).statusCode).toBe(401);
    const hiddenRes = await api("PUT", `/posts/${hidden.id}/progress`, reader.token, { progress: 0.3 });
    expect(hiddenRes.statusCode).toBe(404);
    expect(
      (await api("PUT", "/posts/no-such-post/progress", reader.token, { progress: 0.3 })).statusCode,
    ).toBe(404);
  });
});
