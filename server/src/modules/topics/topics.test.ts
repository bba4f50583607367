import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app";
import type { TestApp } from "../../../test/app";
import { registerUser, verifiedUser } from "../../../test/factories";
import { draftPost, follow, publishPost } from "../../../test/posts";

let t: TestApp;
let author: Awaited<ReturnType<typeof verifiedUser>>;
let follower: Awaited<ReturnType<typeof verifiedUser>>;
beforeAll(async () => {
  t = await createTestApp();
  author = await verifiedUser(t);
  follower = await verifiedUser(t);
  await follow(t, follower.user.id, author.user.id);
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.request({ method: "GET", url: `/api/v1/topics${url}`, token });
const names = async (token?: string) =>
  ((await get("", token)).json().data as { name: string }[]).map((topic) => topic.name);

describe("which topics exist for whom", () => {
  it("hides a topic that only drafts, private posts or followers-only posts use", async () => {
    await draftPost(t, author.token, { title: "Plans", topics: ["Unannounced Product"] });
    await publishPost(t, author.token, { title: "Diary", visibility: "private", topics: ["Diary Notes"] });
    await publishPost(t, author.token, { title: "Inner", visibility: "followers", topics: ["Inner Circle"] });
    await publishPost(t, author.token, { title: "Open", topics: ["Open Topic"] });

    const anonymous = await names();
    expect(anonymous).toContain("Open Topic");
    for (const hidden of ["Unannounced Product", "Diary Notes", "Inner Circle"]) {
      expect(anonymous).not.toContain(hidden);
    }
    for (const slug of ["unannounced-product", "diary-notes", "inner-circle"]) {
      expect((await get(`/${slug}`)).statusCode).toBe(404);
      expect((await get(`/${slug}/posts`)).statusCode).toBe(404);
    }
    expect(await names(follower.token)).toContain("Inner Circle");
    expect((await get("/inner-circle", follower.token)).json().data.postsCount).toBe(1);
    expect(await names(author.token)).toContain("Diary Notes");
  });

  it("lets an unverified account create no public topic through a draft", async () => {
    const newcomer = await registerUser(t);
    await t.request({
      method: "POST",
      url: "/api/v1/posts/draft",
      token: newcomer.token,
      payload: { title: "Spam", topics: ["Buy Cheap Watches"] },
    });
    expect(await names()).not.toContain("Buy Cheap Watches");
    expect((await get("/buy-cheap-watches")).statusCode).toBe(404);
  });

  it("takes the topic away when its last public post is deleted", async () => {
    const post = await publishPost(t, author.token, { title: "Short lived", topics: ["Ephemeral"] });
    expect(await names()).toContain("Ephemeral");
    const removed = await t.request({
      method: "DELETE",
      url: `/api/v1/posts/${post.id}`,
      token: author.token,
    });
    expect(removed.statusCode).toBe(200);
    expect(await names()).not.toContain("Ephemeral");
    expect((await get("/ephemeral")).statusCode).toBe(404);
  });
});

describe("changing topics", () => {
  it("lets only staff rename, merge or delete a topic, whoever in the server asks", async () => {
    const member = await verifiedUser(t);
    const post = await publishPost(t, member.token, { topics: ["Guarded topic"] });
    const topicId = post.topics[0]!.id;
    const { topics } = t.app.services;
    for (const change of [
      () => topics.rename(member.user.id, topicId, "Taken over"),
      () => topics.merge(member.user.id, topicId, topicId + 1),
      () => topics.remove(member.user.id, topicId),
    ]) {
      await expect(change()).rejects.toMatchObject({ code: "FORBIDDEN", statusCode: 403 });
    }
    expect((await topics.byId(topicId)).name).toBe("Guarded topic");
  });
});
