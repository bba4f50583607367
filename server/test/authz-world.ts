// The world every row of the authorization matrix (test/authz.ts) runs against, built once for each of its
// files: the people (an author and those around them, staff, a banned villain), a post of every visibility,
// comments, a post made private under a new title, notifications, blocks, conversations, the assistant,
// imports and subscribers, and moderated content. `values` names what rows may fill in, `secrets` what some
// must never show, and `fresh` makes a resource for one row.
import type { Post } from "@inkwell/contract";
import { eq } from "drizzle-orm";
import { users } from "../src/db/schema";
import { createTestApp } from "./app";
import type { TestApp } from "./app";
import type { Actor, Secret } from "./authz";
import { registerUser, verifiedUser } from "./factories";
import { fileForm } from "./imports";
import { draftPost, follow, publishPost } from "./posts";

export interface Person {
  id: number;
  username: string;
  token: string;
}

export let t: TestApp;
export const people = new Map<Actor, Person>();
export const values = new Map<string, string>();
export const secrets = new Map<Secret, string[]>();
/** Makers of `{new.name}` resources, called once for each row that asks. */
export const fresh = new Map<string, () => Promise<string>>();
/** Numbers the accounts made for fresh resources (commenters, reporters, victims…). */
let newcomers = 0;

const who = (actor: Actor) => people.get(actor)!;
const idOf = (key: string) => Number(values.get(key));
const remember = (key: string, value: string | number) => values.set(key, String(value));

async function api(
  token: string | undefined,
  method: "GET" | "POST" | "PATCH",
  url: string,
  payload?: object,
) {
  const res = await t.request({ method, url: `/api/v1${url}`, token, ...(payload ? { payload } : {}) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json<{ data: Record<string, unknown> & { id: number } }>().data;
}

export async function person(name: string, verified = true): Promise<Person> {
  const created = await (verified ? verifiedUser : registerUser)(t, { username: `mx_${name}` });
  return { id: created.user.id, username: created.user.username, token: created.token };
}

let scenes = 0;
async function commentOn(
  token: string,
  postId: number,
  parentId?: number,
  content = `Setting scene ${++scenes}`,
) {
  const payload = { commentableType: "Post", commentableId: postId, content, parentId };
  return (await api(token, "POST", "/comments", payload)).id;
}

async function startChat(token?: string) {
  const res = await t.request({ method: "POST", url: "/api/v1/chat", token, payload: { message: "hello" } });
  return res.json<{ data: { sessionId: string } }>().data.sessionId;
}

async function addPeople() {
  const verified = [
    "author",
    "stranger",
    "follower",
    "blocked",
    "blocker",
    "participant",
    "admin",
    "moderator",
    "villain",
  ] as const;
  for (const name of verified) people.set(name, await person(name));
  people.set("unverified", await person("unverified", false));
  for (const [actor, p] of people) {
    remember(`${actor}.id`, p.id);
    remember(`${actor}.username`, p.username);
  }
  await t.app.ctx.db
    .update(users)
    .set({ role: "admin" })
    .where(eq(users.id, who("admin").id));
  await t.app.ctx.db
    .update(users)
    .set({ role: "moderator" })
    .where(eq(users.id, who("moderator").id));
  await follow(t, who("follower").id, who("author").id);
  await follow(t, who("blocked").id, who("author").id);
}

/** One post of each kind by the author, each with a topic of its own beside the shared "Design". */
async function addPosts() {
  const author = who("author").token;
  const add = async (key: Secret, topic: string, make: () => Promise<Post>) => {
    const created = await make();
    remember(key, created.id);
    remember(`${key}.slug`, created.slug);
    secrets.set(key, [created.title, created.slug, topic]);
  };
  const about = (word: string, topic: string) => ({
    content: `<p>Notes on ${word} and calm software.</p>`,
    topics: ["Design", topic],
  });
  await add("public", "Design", () =>
    publishPost(t, author, { title: "Calm software field guide", topics: ["Design"] }),
  );
  // Its topic is every post's: only the title and slug tell this one apart.
  secrets.set("public", secrets.get("public")!.slice(0, 2));
  await add("followers", "Pangolinry", () =>
    publishPost(t, author, {
      title: "Pangolin followers letter",
      ...about("pangolin", "Pangolinry"),
      visibility: "followers",
    }),
  );
  await add("private", "Quokkalore", () =>
    publishPost(t, author, {
      title: "Quokka private ledger",
      ...about("quokka ledger", "Quokkalore"),
      visibility: "private",
    }),
  );
  await add("draft", "Axolotlism", () =>
    draftPost(t, author, { title: "Axolotl unfinished draft", ...about("axolotl", "Axolotlism") }),
  );
  await add("scheduled", "Narwhalia", () =>
    publishPost(t, author, {
      title: "Narwhal scheduled reveal",
      ...about("narwhal", "Narwhalia"),
      isScheduled: true,
      publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
    }),
  );
  fresh.set("public", async () => String((await publishPost(t, author, { title: "Here today" })).id));
  // The draft's preview link, and one revoked; a fresh draft with a link for the rows that revoke it.
  const previewOf = async (postId: number) =>
    String((await api(author, "POST", `/posts/${postId}/preview-link`)).token);
  remember("draftPreview", await previewOf(idOf("draft")));
  const revoked = await draftPost(t, author, { title: "Withdrawn preview" });
  remember("revokedPreview", await previewOf(revoked.id));
  await t.request({ method: "DELETE", url: `/api/v1/posts/${revoked.id}/preview-link`, token: author });
  fresh.set("previewed", async () => {
    const post = await draftPost(t, author, { title: "Previewed for one row" });
    await previewOf(post.id);
    return String(post.id);
  });
  for (const key of ["public", "private", "draft"] as const) {
    remember(`${key}.revision`, await newestRevision(author, idOf(key)));
  }
  // `{id}/revisions/{revisionId}` of a post of the author's own, for a restore that changes it.
  fresh.set("revised", async () => {
    const post = await publishPost(t, author, { title: "Revised today" });
    return `${post.id}/revisions/${await newestRevision(author, post.id)}`;
  });
}

async function newestRevision(token: string, postId: number) {
  const res = await t.request({ method: "GET", url: `/api/v1/posts/${postId}/revisions`, token });
  if (res.statusCode !== 200) throw new Error(`revisions of ${postId}: ${res.statusCode} ${res.body}`);
  return res.json<{ data: { id: number }[] }>().data[0]!.id;
}

async function addComments() {
  const [stranger, follower] = [who("stranger").token, who("follower").token];
  remember("comment", await commentOn(stranger, idOf("public")));
  remember("reply", await commentOn(follower, idOf("public"), idOf("comment")));
  remember("followersComment", await commentOn(follower, idOf("followers")));
  const elsewhere = await publishPost(t, who("participant").token, { title: "A participant's own post" });
  remember("elsewhere", elsewhere.id);
  remember("authorComment", await commentOn(who("author").token, elsewhere.id));
  fresh.set("comment", async () => String(await commentOn(stranger, idOf("public"))));
}

/** A public post someone commented on, later made private under a new title; then its author answers them. */
async function addRetitledPost() {
  const author = who("author").token;
  const open = await publishPost(t, author, { title: "Margay open notes", topics: ["Design", "Ocelotry"] });
  remember("retitled", open.id);
  const commentId = await commentOn(who("stranger").token, open.id);
  remember("retitledComment", commentId);
  await api(author, "PATCH", `/posts/write/${open.id}`, {
    visibility: "private",
    title: "Ocelot hidden retitle",
  });
  await commentOn(author, open.id, commentId);
  await api(author, "POST", `/comments/${commentId}/like`);
  // Its slug and old title were public once (followers were told about them); the new title never was.
  secrets.set("retitled", ["Ocelot hidden retitle", "Ocelotry"]);
  // The stranger's comment on a post made private since, for the rows that delete it.
  fresh.set("lostComment", async () => {
    const post = await publishPost(t, author, { title: "Open for one row" });
    const lost = await commentOn(who("stranger").token, post.id);
    await api(author, "PATCH", `/posts/write/${post.id}`, {
      visibility: "private",
      title: "Ocelot hidden retitle",
    });
    return String(lost);
  });
}

async function addNotifications() {
  const author = who("author").token;
  const newest = async () => {
    const res = await t.request({ method: "GET", url: "/api/v1/notifications", token: author });
    return String(res.json<{ data: { id: number }[] }>().data[0]!.id);
  };
  remember("notification", await newest());
  fresh.set("notification", async () => {
    await commentOn((await person(`commenter${++newcomers}`)).token, idOf("public"));
    return newest();
  });
}

/** Before the block, the blocked reader followed, bookmarked, liked and wrote to the author. */
async function addBlocks() {
  const blocked = who("blocked").token;
  await api(blocked, "POST", `/posts/${idOf("followers")}/bookmark`);
  await api(blocked, "POST", `/posts/${idOf("public")}/like`);
  const conversation = await api(blocked, "POST", "/conversations", { otherId: who("author").id });
  remember("blockedConversation", conversation.id);
  await api(blocked, "POST", "/messages", { conversationId: conversation.id, content: "Hi" });
  await api(who("author").token, "POST", `/profiles/${who("blocked").username}/block`);
  await api(who("blocker").token, "POST", `/profiles/${who("author").username}/block`);
  await api(who("follower").token, "POST", `/posts/${idOf("followers")}/bookmark`);
}

async function addConversations() {
  const [participant, author] = [who("participant").token, who("author").token];
  const dm = "A word for the author only";
  secrets.set("dm", [dm]);
  const conversation = await api(participant, "POST", "/conversations", { otherId: who("author").id });
  remember("conversation", conversation.id);
  remember(
    "dmMessage",
    (await api(participant, "POST", "/messages", { conversationId: conversation.id, content: dm })).id,
  );
  await api(author, "POST", "/messages", { conversationId: conversation.id, content: "Thanks" });
  // Started by the author: a member whose address is not verified may not start one.
  const unverified = await api(author, "POST", "/conversations", { otherId: who("unverified").id });
  remember("unverifiedConversation", unverified.id);
  fresh.set("conversation", async () => {
    const pen = await person(`pen${++newcomers}`);
    const made = await api(pen.token, "POST", "/conversations", { otherId: who("participant").id });
    await api(pen.token, "POST", "/messages", { conversationId: made.id, content: "Hello" });
    return String(made.id);
  });
}

/** The author imported a file and has a subscriber. */
async function addReach() {
  const res = await t.request({
    method: "POST",
    url: "/api/v1/imports",
    token: who("author").token,
    ...fileForm("quokka-import.md", "# Imported notes\n\nText."),
  });
  remember("import", res.json<{ data: { id: number } }>().data.id);
  await t.request({
    method: "POST",
    url: `/api/v1/newsletter/${who("author").username}/subscribe`,
    payload: { email: "mx_subscriber@example.com" },
  });
}

async function addAssistant() {
  const stranger = who("stranger").token;
  remember("userChat", await startChat(stranger));
  remember("anonChat", await startChat());
  let suggestions = 0;
  const suggest = async () => {
    suggestions += 1;
    const message = `how do I rename my blog ${suggestions}`;
    const made = await api(stranger, "POST", "/chat/train", { message, correctAgent: "account" });
    return String(made.suggestionId);
  };
  remember("suggestion", await suggest());
  fresh.set("userChat", () => startChat(stranger));
  fresh.set("anonChat", () => startChat());
  fresh.set("suggestion", suggest);
}

/**
 * A public post the follower bookmarked and was told about, hidden by a moderator through a report; the
 * villain's post and comment, then the villain banned; a stranger's comment hidden; an open report; makers
 * of fresh reports, accounts and banned accounts for the rows that resolve, change or lift something.
 */
async function addModeration() {
  const [author, moderator, stranger] = [who("author").token, who("moderator").token, who("stranger").token];
  const hidden = await publishPost(t, author, {
    title: "Hyrax hidden notice",
    content: "<p>Notes on hyrax habits.</p>",
    topics: ["Hyraxology"],
  });
  remember("hidden", hidden.id);
  remember("hidden.slug", hidden.slug);
  secrets.set("hidden", ["Hyrax hidden notice", hidden.slug, "Hyraxology"]);
  await api(who("follower").token, "POST", `/posts/${hidden.id}/bookmark`);
  const banned = await publishPost(t, who("villain").token, {
    title: "Bandicoot banned ramble",
    content: "<p>Notes on bandicoot schemes.</p>",
    topics: ["Bandicootery"],
  });
  remember("banned", banned.id);
  secrets.set("banned", ["Bandicoot banned ramble", banned.slug, "Bandicootery"]);
  const hushed = "A hushed comment about capybaras";
  remember("hiddenComment", await commentOn(stranger, idOf("public"), undefined, hushed));
  secrets.set("hiddenComment", [hushed]);
  const villainous = "A villainous comment about tapirs";
  await commentOn(who("villain").token, idOf("public"), undefined, villainous);
  secrets.set("bannedComment", [villainous]);

  const reportOf = async (token: string, targetType: string, targetId: number) =>
    (await api(token, "POST", "/reports", { targetType, targetId, reason: "spam" })).id;
  const hide = async (reportId: number) =>
    api(moderator, "POST", `/moderation/reports/${reportId}/resolve`, { action: "hide" });
  await hide(await reportOf(stranger, "post", hidden.id));
  await hide(await reportOf(who("follower").token, "comment", idOf("hiddenComment")));
  await api(moderator, "POST", `/moderation/users/${who("villain").id}/ban`, { reason: "Spam" });
  remember("report", await reportOf(who("participant").token, "post", idOf("public")));

  fresh.set("report", async () => {
    const reporter = await person(`reporter${++newcomers}`);
    return String(await reportOf(reporter.token, "post", idOf("public")));
  });
  fresh.set("contact", async () => {
    const sent = { name: "Visitor", email: "visitor@example.com", message: "Matrix contact message" };
    return String((await api(undefined, "POST", "/contact", sent)).id);
  });
  // The site's pages: a draft only administrators may read, and fresh ones for the rows that change one.
  const page = async (title: string) =>
    api(who("admin").token, "POST", "/admin/pages", { title, html: `<p>${title}</p>`, status: "draft" });
  const draftPage = await page("Matrix draft page");
  remember("draftPage", String(draftPage.slug));
  fresh.set("page", async () => String((await page(`Matrix page ${++newcomers}`)).id));
  // Invitations: one administrators list, and fresh ones for the rows that withdraw one.
  const invite = async (email: string) =>
    api(who("admin").token, "POST", "/admin/invites", { email, role: "author" });
  await invite("matrix-invite@example.com");
  fresh.set("invite", async () => String((await invite(`invitee${++newcomers}@example.com`)).id));
  fresh.set("victim", async () => String((await person(`victim${++newcomers}`)).id));
  fresh.set("bannedVictim", async () => {
    const victim = await person(`victim${++newcomers}`);
    await api(moderator, "POST", `/moderation/users/${victim.id}/ban`, { reason: "Spam" });
    return String(victim.id);
  });
  fresh.set("topic", async () => {
    const made = await publishPost(t, author, {
      title: "Topic maker",
      topics: [`Matrix topic ${++newcomers}`],
    });
    const topics = (await t.request({ method: "GET", url: "/api/v1/admin/topics", token: moderator })).json<{
      data: { id: number; name: string }[];
    }>().data;
    return String(topics.find((topic) => made.topics.some((mine) => mine.name === topic.name))!.id);
  });
}

/** The author's series of a post of every kind, and fresh ones for the rows that delete one. */
async function addSeries() {
  const author = who("author").token;
  const make = async (title: string) => {
    const res = await t.request({ method: "POST", url: "/api/v1/series", token: author, payload: { title } });
    if (res.statusCode !== 201) throw new Error(`POST /series: ${res.statusCode} ${res.body}`);
    return res.json<{ data: { id: number; slug: string } }>().data;
  };
  const made = await make("Matrix marsupial series");
  const postIds = ["public", "followers", "private", "draft", "scheduled"].map(idOf);
  const res = await t.request({
    method: "PUT",
    url: `/api/v1/series/${made.id}`,
    token: author,
    payload: { postIds },
  });
  if (res.statusCode !== 200) throw new Error(`PUT /series: ${res.statusCode} ${res.body}`);
  remember("series", made.id);
  remember("series.slug", made.slug);
  fresh.set("series", async () => String((await make(`Matrix series ${++newcomers}`)).id));
}

/** Builds the world on a fresh app. */
export async function buildWorld() {
  t = await createTestApp();
  await addPeople();
  await addPosts();
  await addComments();
  await addRetitledPost();
  await addNotifications();
  await addBlocks();
  await addConversations();
  await addAssistant();
  await addReach();
  await addModeration();
  await addSeries();
}
