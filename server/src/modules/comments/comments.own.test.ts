// A member's own comments: their words, their right. They delete one whatever became of the post it is
// under, and list them all (GET /me/comments), naming each post only while they may still read it.
import type { OwnComment } from "@inkwell/contract";
import { describe, expect, it } from "vitest";
import { verifiedUser, withRole } from "../../../test/factories";
import { api, comment, commentsCount } from "../../../test/comments";
import { publishPost } from "../../../test/posts";
import { t, useApp } from "../../../test/suite";

useApp();

type Member = Awaited<ReturnType<typeof verifiedUser>>;

async function ownComments(who: Member, query = "") {
  const res = await api("GET", `/me/comments${query}`, who.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: OwnComment[]; meta: { nextCursor: string | null } }>();
}

/** A post of `writer`'s that `commenter` commented on, then lost sight of by `lose`. */
async function lostPost(lose: (writer: Member, commenter: Member, postId: number) => Promise<unknown>) {
  const [writer, commenter] = [await verifiedUser(t), await verifiedUser(t)];
  await api("POST", `/profiles/${writer.user.username}/follow`, commenter.token);
  const post = await publishPost(t, writer.token, { title: "Pangolin secrets", visibility: "followers" });
  const mine = await comment(commenter.token, post.id, "My own words");
  await lose(writer, commenter, post.id);
  expect((await api("GET", `/posts/${post.id}/comments`, commenter.token)).statusCode).toBe(404);
  return { writer, commenter, post, mine };
}

const ways: [string, (writer: Member, commenter: Member, postId: number) => Promise<unknown>][] = [
  [
    "made private",
    (writer, _c, id) => api("PATCH", `/posts/write/${id}`, writer.token, { visibility: "private" }),
  ],
  [
    "followers-only, after an unfollow",
    (writer, c) => api("DELETE", `/profiles/${writer.user.username}/unfollow`, c.token),
  ],
  [
    "hidden by a moderator",
    async (_w, _c, id) => {
      const moderator = await withRole(t, await verifiedUser(t), "moderator");
      return api("POST", `/moderation/posts/${id}/moderate`, moderator.token, { action: "hide" });
    },
  ],
  ["its author blocked them", (writer, c) => api("POST", `/profiles/${c.user.username}/block`, writer.token)],
];

describe("deleting one's own comment", () => {
  it.each(ways)("works on a post since %s, and tells nothing of the post", async (_way, lose) => {
    const { commenter, post, mine } = await lostPost(lose);
    const res = await api("DELETE", `/comments/${mine.id}`, commenter.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { id: mine.id, deleted: true } });
    expect(await commentsCount(post.id)).toBe(0);
    expect((await ownComments(commenter)).data).toEqual([]);
    expect((await api("DELETE", `/comments/${mine.id}`, commenter.token)).statusCode).toBe(404);
  });

  it("stays closed to anyone else who cannot read the post", async () => {
    const { writer, post, mine } = await lostPost((writer, _c, id) =>
      api("PATCH", `/posts/write/${id}`, writer.token, { visibility: "private" }),
    );
    const stranger = await verifiedUser(t);
    const refused = await api("DELETE", `/comments/${mine.id}`, stranger.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.code).toBe("COMMENT_NOT_FOUND");
    // The post's author still removes comments under their own post.
    expect((await api("DELETE", `/comments/${mine.id}`, writer.token)).statusCode).toBe(200);
    expect(await commentsCount(post.id)).toBe(0);
  });
});

describe("the list of one's own comments", () => {
  it("pages them newest first, naming a post only while its commenter may read it", async () => {
    const [writer, me] = [await verifiedUser(t), await verifiedUser(t)];
    const open = await publishPost(t, writer.token, { title: "Open letter" });
    const closing = await publishPost(t, writer.token, { title: "Soon private" });
    const first = await comment(me.token, open.id, "First words");
    const second = await comment(me.token, closing.id, "Second words");
    const gone = await comment(me.token, open.id, "Taken back");
    const third = await comment(me.token, open.id, "Third words", first.id);
    await api("DELETE", `/comments/${gone.id}`, me.token);
    await comment(writer.token, open.id, "Not mine");
    await api("PATCH", `/posts/write/${closing.id}`, writer.token, {
      visibility: "private",
      title: "Ocelot hidden retitle",
    });

    const page = await ownComments(me, "?limit=2");
    expect(page.data).toEqual([
      {
        id: third.id,
        content: "Third words",
        createdAt: third.createdAt,
        isEdited: false,
        moderation: null,
        post: { title: "Open letter", slug: open.slug },
      },
      {
        id: second.id,
        content: "Second words",
        createdAt: second.createdAt,
        isEdited: false,
        moderation: null,
        post: null,
      },
    ]);
    expect(JSON.stringify(page)).not.toMatch(/Ocelot|Soon private/);
    const next = await ownComments(me, `?limit=2&cursor=${page.meta.nextCursor}`);
    expect(next.data.map((c) => c.id)).toEqual([first.id]);
    expect(next.meta.nextCursor).toBeNull();
    expect((await ownComments(writer)).data.map((c) => c.content)).toEqual(["Not mine"]);
  });

  it("refuses anonymous callers and bad input", async () => {
    const me = await verifiedUser(t);
    expect((await api("GET", "/me/comments")).statusCode).toBe(401);
    for (const query of ["?limit=0", "?limit=101", "?limit=x", "?cursor=nonsense"]) {
      const res = await api("GET", `/me/comments${query}`, me.token);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().error.fields), query).toHaveLength(1);
    }
  });
});
