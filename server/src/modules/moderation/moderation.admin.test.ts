// The admin console: featured posts, the audit log (the assistant's training reviews included), the
// dashboard, accounts, topics and the blocklist.
import type { AdminStats, AdminUser, AuditEntry, Post } from "@inkwell/contract";
import { AUDIT_ACTIONS } from "@inkwell/contract";
import { describe, expect, it } from "vitest";
import { establishedUser, verifiedUser } from "../../../test/factories";
import { publishPost } from "../../../test/posts";
import { admin, api, comment, moderator, t, useModerationApp } from "../../../test/moderation";
import type { User } from "../../../test/moderation";

useModerationApp();

describe("featured posts", () => {
  it("follows what staff feature on Home, public live posts only", async () => {
    const author = await verifiedUser(t);
    const post = await publishPost(t, author.token, { title: "Worth featuring" });
    const hidden = await publishPost(t, author.token, { visibility: "private" });
    const featured = async () =>
      (await api("GET", "/posts?featured=true")).json<{ data: Post[] }>().data.map((p) => p.id);
    expect(await featured()).not.toContain(post.id);
    const res = await api("PUT", `/admin/posts/${post.id}/featured`, moderator, { featured: true });
    expect(res.json().data).toEqual({ id: post.id, featured: true });
    expect(await featured()).toContain(post.id);
    await api("PUT", `/admin/posts/${post.id}/featured`, admin, { featured: false });
    expect(await featured()).not.toContain(post.id);
    expect(
      (await api("PUT", `/admin/posts/${post.id}/featured`, author, { featured: true })).statusCode,
    ).toBe(403);
    expect(
      (await api("PUT", `/admin/posts/${hidden.id}/featured`, moderator, { featured: true })).json().error
        .code,
    ).toBe("NOT_FEATURABLE");
    expect((await api("PUT", `/admin/posts/999999/featured`, moderator, { featured: true })).statusCode).toBe(
      404,
    );
    expect(
      (await api("PUT", `/admin/posts/${post.id}/featured`, moderator, { featured: "yes" })).statusCode,
    ).toBe(400);
  });
});

describe("the audit log", () => {
  it("records who did what to what and why, for staff to read and nobody to change", async () => {
    const member = await verifiedUser(t);
    await api("POST", `/moderation/users/${member.user.id}/ban`, moderator, { reason: "Audit me" });
    const res = await api("GET", "/moderation/log?limit=50", admin);
    expect(res.statusCode).toBe(200);
    const entry = res
      .json<{ data: AuditEntry[] }>()
      .data.find((e) => e.action === "user.ban" && e.targetId === member.user.id);
    expect(entry).toMatchObject({
      actor: { id: moderator.user.id },
      targetType: "user",
      targetLabel: `@${member.user.username}`,
      note: "Audit me",
    });
    // Every entry names one of the contract's audit actions.
    expect(res.json<{ data: AuditEntry[] }>().data.filter((e) => !AUDIT_ACTIONS.includes(e.action))).toEqual(
      [],
    );
    expect((await api("GET", "/moderation/log", await verifiedUser(t))).statusCode).toBe(403);
    expect((await api("DELETE", `/moderation/log/${entry!.id}`, admin)).statusCode).toBe(404);
    expect((await api("PUT", `/moderation/log/${entry!.id}`, admin, { note: "x" })).statusCode).toBe(404);
  });
});

describe("the audit log of the assistant's training", () => {
  it("records an administrator accepting or rejecting a suggested answer", async () => {
    const reader = await verifiedUser(t);
    const suggest = async (message: string) =>
      (await api("POST", "/chat/train", reader, { message, correctAgent: "account" })).json().data
        .suggestionId as number;
    const accepted = await suggest("where do I change my display name");
    const rejected = await suggest("how do I rename my account please");
    expect((await api("POST", `/chat/training/suggestions/${accepted}/accept`, admin)).statusCode).toBe(200);
    expect((await api("POST", `/chat/training/suggestions/${rejected}/reject`, admin)).statusCode).toBe(200);
    const log = (await api("GET", "/moderation/log?limit=50", moderator)).json<{ data: AuditEntry[] }>().data;
    expect(log.find((e) => e.targetType === "suggestion" && e.targetId === accepted)).toMatchObject({
      action: "assistant.accept",
      actor: { id: admin.user.id },
      targetLabel: "where do I change my display name",
    });
    expect(log.find((e) => e.targetType === "suggestion" && e.targetId === rejected)?.action).toBe(
      "assistant.reject",
    );
  });
});

describe("the admin console's reads and changes", () => {
  it("counts what is on the site and the sign-ups of each of the last 30 days", async () => {
    const before = (await api("GET", "/admin/stats", moderator)).json<{ data: AdminStats }>().data;
    await verifiedUser(t);
    const after = (await api("GET", "/admin/stats", moderator)).json<{ data: AdminStats }>().data;
    expect(after.signupsPerDay).toHaveLength(30);
    expect(after.counts.users).toBe(before.counts.users + 1);
    expect(after.signupsPerDay.at(-1)!.count).toBe(before.signupsPerDay.at(-1)!.count + 1);
    expect((await api("GET", "/admin/stats", await verifiedUser(t))).statusCode).toBe(403);
  });

  it("takes % and _ in an account search literally", async () => {
    const tag = Date.now().toString(36);
    const underscore = await verifiedUser(t, { name: "Quill c_d", username: `und${tag}` });
    const lookalike = await verifiedUser(t, { name: "Quill cxd", username: `lka${tag}` });
    const percent = await verifiedUser(t, { name: "Quill 50% off", username: `pct${tag}` });
    const search = async (q: string) =>
      (await api("GET", `/admin/users?q=${encodeURIComponent(q)}&limit=50`, moderator))
        .json()
        .data.map((u: { id: number }) => u.id);
    expect(await search("c_d")).toEqual([underscore.user.id]);
    expect(await search("%")).toEqual([percent.user.id]);
    expect(await search("quill c_")).not.toContain(lookalike.user.id);
  });

  it("finds accounts by name and state, and shows one with its posts (hidden ones too) and comments", async () => {
    const member = await verifiedUser(t, { name: "Zebediah Findme" });
    const post = await publishPost(t, member.token, { title: "Zebediah writes" });
    await api("POST", `/moderation/posts/${post.id}/moderate`, moderator, { action: "hide" });
    await comment(member, post.id, "Zebediah comments here");
    const found = (await api("GET", "/admin/users?q=zebediah", moderator)).json();
    expect(found.data.map((u: { id: number }) => u.id)).toEqual([member.user.id]);
    expect(found.data[0]).toMatchObject({ postsCount: 1, commentsCount: 1, status: { state: "active" } });
    const detail = (await api("GET", `/admin/users/${member.user.id}`, moderator)).json().data;
    expect(detail.posts.map((p: Post) => [p.id, p.moderation])).toEqual([[post.id, "hidden"]]);
    expect(detail.comments[0]).toMatchObject({
      content: "Zebediah comments here",
      postTitle: "Zebediah writes",
    });
    await api("POST", `/moderation/users/${member.user.id}/ban`, admin, { reason: "x" });
    const banned = (await api("GET", "/admin/users?state=banned&limit=50", moderator)).json().data;
    expect(banned.map((u: { id: number }) => u.id)).toContain(member.user.id);
    const hiddenPosts = (await api("GET", "/admin/posts?filter=hidden&limit=50", moderator)).json().data;
    expect(hiddenPosts.map((p: Post) => p.id)).toContain(post.id);
    expect((await api("GET", "/admin/users?state=gone", moderator)).statusCode).toBe(400);
  });

  it("says with each account what the reader of the console may do with it", async () => {
    const member = await verifiedUser(t);
    const canOn = async (who: User, account: { user: { id: number } }) =>
      (await api("GET", `/admin/users/${account.user.id}`, who)).json().data.can;
    expect(await canOn(moderator, member)).toEqual({ changeRole: false, sanction: true });
    expect(await canOn(admin, member)).toEqual({ changeRole: true, sanction: true });
    // A moderator may not sanction another moderator, nobody an administrator or themselves.
    expect(await canOn(moderator, moderator)).toEqual({ changeRole: false, sanction: false });
    expect(await canOn(admin, moderator)).toEqual({ changeRole: true, sanction: true });
    expect(await canOn(moderator, admin)).toEqual({ changeRole: false, sanction: false });
    expect(await canOn(admin, admin)).toEqual({ changeRole: false, sanction: false });
    const listed = (await api("GET", "/admin/users?limit=50", moderator)).json().data as AdminUser[];
    expect(listed.find((u) => u.id === member.user.id)?.can).toEqual({ changeRole: false, sanction: true });
  });

  it("renames, merges and deletes topics", async () => {
    const author = await establishedUser(t);
    const a = await publishPost(t, author.token, { topics: ["Gardening"] });
    const b = await publishPost(t, author.token, { topics: ["Gardens", "Gardening"] });
    const topics = (await api("GET", "/admin/topics", moderator)).json().data as {
      id: number;
      name: string;
      postsCount: number;
    }[];
    const gardening = topics.find((x) => x.name === "Gardening")!;
    const gardens = topics.find((x) => x.name === "Gardens")!;
    expect(gardening.postsCount).toBe(2);
    const clash = await api("PATCH", `/admin/topics/${gardens.id}`, moderator, { name: "gardening" });
    expect(clash.json().error.code).toBe("TOPIC_EXISTS");
    expect(
      (await api("PATCH", `/admin/topics/${gardens.id}`, moderator, { name: "Garden design" })).json().data,
    ).toMatchObject({
      slug: "garden-design",
    });
    expect(
      (await api("POST", `/admin/topics/${gardens.id}/merge`, moderator, { into: gardens.id })).statusCode,
    ).toBe(400);
    expect(
      (await api("POST", `/admin/topics/${gardens.id}/merge`, moderator, { into: gardening.id })).statusCode,
    ).toBe(200);
    expect(
      (await api("GET", `/posts/${b.id}`)).json().data.topics.map((x: { name: string }) => x.name),
    ).toEqual(["Gardening"]);
    expect((await api("DELETE", `/admin/topics/${gardening.id}`, moderator)).statusCode).toBe(200);
    expect((await api("GET", `/posts/${a.id}`)).json().data.topics).toEqual([]);
    expect((await api("DELETE", `/admin/topics/${gardening.id}`, moderator)).json().error.code).toBe(
      "TOPIC_NOT_FOUND",
    );
    expect((await api("GET", "/admin/topics", author)).statusCode).toBe(403);
  });

  it("keeps the blocklist in a file under DATA_DIR, edited by staff", async () => {
    const saved = await api("PUT", "/admin/blocklist", moderator, {
      entries: [" casino ", "Casino", "spam.example"],
    });
    expect(saved.json().data.entries).toEqual(["casino", "spam.example"]);
    expect((await api("GET", "/admin/blocklist", admin)).json().data.entries).toEqual([
      "casino",
      "spam.example",
    ]);
    const { readFile } = await import("node:fs/promises");
    expect(await readFile(t.app.ctx.config.MODERATION_BLOCKLIST, "utf8")).toContain("spam.example");
    expect(t.app.ctx.config.MODERATION_BLOCKLIST.startsWith(t.app.ctx.config.dataDir)).toBe(true);
    expect((await api("PUT", "/admin/blocklist", moderator, { entries: ["a\nb"] })).statusCode).toBe(400);
    expect((await api("PUT", "/admin/blocklist", await verifiedUser(t), { entries: [] })).statusCode).toBe(
      403,
    );
    await api("PUT", "/admin/blocklist", moderator, { entries: [] });
  });
});
