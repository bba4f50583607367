import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type Pusher from "pusher-js";
import { LIMITS } from "../../platform/limits";
import { createDirect } from "./messages.repository";
import { createTestApp } from "../../../test/app";
import type { TestApp } from "../../../test/app";
import { establishedUser, registerUser, verifiedUser } from "../../../test/factories";
import { connected, listen, nextEvent, pusherClient, silence, subscribed } from "../../../test/realtime";

let t: TestApp;
let port: number;
const clients: Pusher[] = [];
beforeAll(async () => {
  t = await createTestApp();
  port = await listen(t);
});
afterAll(async () => {
  for (const c of clients) c.disconnect();
  await t.close();
});

type User = Awaited<ReturnType<typeof verifiedUser>>;
const call = (method: "GET" | "POST" | "DELETE", url: string, user?: User, payload?: object) =>
  t.request({ method, url: `/api/v1${url}`, token: user?.token, ...(payload ? { payload } : {}) });

async function pair() {
  const a = await verifiedUser(t);
  const b = await verifiedUser(t);
  const created = await call("POST", "/conversations", a, {
    otherId: b.user.id,
    name: b.user.name,
    avatar: null,
  });
  expect(created.statusCode).toBe(201);
  return { a, b, id: created.json().data.id as number };
}

describe("conversations", () => {
  it("has one conversation per pair, found by the other user's id", async () => {
    const { a, b, id } = await pair();
    const again = await call("POST", "/conversations", b, { otherId: a.user.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(id);
    const found = await call("GET", `/conversations/with/${b.user.id}`, a);
    expect(found.json().data).toMatchObject({ id, messages: [], otherUser: { id: b.user.id } });
    const stranger = await verifiedUser(t);
    expect((await call("GET", `/conversations/with/${stranger.user.id}`, a)).statusCode).toBe(404);
  });

  it("sends, lists with unread counts, marks read and pages history newest last", async () => {
    const { a, b, id } = await pair();
    for (let i = 1; i <= 5; i++) {
      const sent = await call("POST", "/messages", a, { conversationId: id, content: `  hello ${i}  ` });
      expect(sent.statusCode).toBe(201);
      expect(sent.json().data).toMatchObject({
        conversationId: id,
        userId: a.user.id,
        content: `hello ${i}`,
      });
    }
    const listB = (await call("GET", "/conversations", b)).json().data;
    expect(listB[0]).toMatchObject({
      id,
      unreadCount: 5,
      lastMessage: { content: "hello 5" },
      otherUser: { id: a.user.id },
    });
    expect((await call("GET", "/conversations", a)).json().data[0].unreadCount).toBe(0);
    const page = (await call("GET", `/messages?conversationId=${id}&limit=2`, b)).json();
    expect(page.data.map((m: { content: string }) => m.content)).toEqual(["hello 4", "hello 5"]);
    expect(page.meta.hasMore).toBe(true);
    const older = (
      await call("GET", `/messages?conversationId=${id}&limit=10&before=${page.meta.nextCursor}`, b)
    ).json();
    expect(older.data.map((m: { content: string }) => m.content)).toEqual(["hello 1", "hello 2", "hello 3"]);
    expect(older.meta.hasMore).toBe(false);
    await call("POST", `/conversations/${id}/mark-read`, b);
    expect((await call("GET", "/conversations", b)).json().data[0].unreadCount).toBe(0);
  });

  it("lets each participant report the other's messages, never their own, in every answer", async () => {
    const { a, b, id } = await pair();
    const sent = (await call("POST", "/messages", a, { conversationId: id, content: "report me?" })).json()
      .data;
    expect(sent.can).toEqual({ report: false });
    const reportable = (may: boolean) => ({ content: "report me?", can: { report: may } });
    for (const [who, may] of [
      [a, false],
      [b, true],
    ] as const) {
      expect((await call("GET", `/conversations/${id}`, who)).json().data).toMatchObject({
        lastMessage: reportable(may),
        messages: [reportable(may)],
      });
      expect((await call("GET", `/messages?conversationId=${id}`, who)).json().data).toMatchObject([
        reportable(may),
      ]);
      expect((await call("GET", `/conversations/${id}/messages`, who)).json().data).toMatchObject([
        reportable(may),
      ]);
      const listed = (await call("GET", "/conversations", who))
        .json()
        .data.find((c: { id: number }) => c.id === id);
      expect(listed.lastMessage).toMatchObject(reportable(may));
    }
  });

  it("shows a new message in the recipient's cached conversation list at once", async () => {
    const { a, b, id } = await pair();
    const outsider = await verifiedUser(t);
    expect((await call("GET", "/conversations", b)).json().data).toEqual([]);
    await call("GET", "/conversations", outsider);
    const before = t.app.ctx.publicCache.answers;
    expect((await call("POST", "/messages", a, { conversationId: id, content: "fresh" })).statusCode).toBe(
      201,
    );
    // The participants' answers went; the outsider's stayed.
    expect(t.app.ctx.publicCache.answers).toBe(before - 1);
    expect((await call("GET", "/conversations", b)).json().data[0]).toMatchObject({
      id,
      unreadCount: 1,
      lastMessage: { content: "fresh" },
    });
  });

  it("is readable and writable by participants only", async () => {
    const { id } = await pair();
    const outsider = await verifiedUser(t);
    expect((await call("GET", `/conversations/${id}`, outsider)).statusCode).toBe(404);
    expect((await call("GET", `/messages?conversationId=${id}`, outsider)).statusCode).toBe(404);
    expect(
      (await call("POST", "/messages", outsider, { conversationId: id, content: "hi" })).statusCode,
    ).toBe(404);
    expect((await call("POST", `/conversations/${id}/mark-read`, outsider)).statusCode).toBe(404);
    expect((await call("GET", "/conversations")).statusCode).toBe(401);
  });

  it("refuses bad input, yourself, unverified senders and blocked users", async () => {
    const { a, b, id } = await pair();
    for (const content of ["   ", "x".repeat(2001), 5]) {
      const res = await call("POST", "/messages", a, { conversationId: id, content });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty("content");
    }
    expect((await call("POST", "/messages", a, { content: "hi" })).json().error.fields).toHaveProperty(
      "conversationId",
    );
    expect((await call("POST", "/conversations", a, { otherId: a.user.id })).statusCode).toBe(400);
    expect((await call("POST", "/conversations", a, { otherId: 99999999 })).statusCode).toBe(404);
    expect((await call("POST", "/conversations", a, { otherId: "abc" })).statusCode).toBe(400);
    expect((await call("GET", "/messages?conversationId=abc", a)).statusCode).toBe(400);
    await call("POST", `/profiles/${b.input.username}/block`, a);
    const blocked = await call("POST", "/messages", b, { conversationId: id, content: "still there?" });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.code).toBe("BLOCKED");
  });

  it("refuses an unverified member a new conversation as it refuses them a message", async () => {
    const a = await verifiedUser(t);
    const unverified = await registerUser(t);
    const started = await call("POST", "/conversations", unverified, { otherId: a.user.id });
    expect(started.statusCode).toBe(403);
    const byA = (await call("POST", "/conversations", a, { otherId: unverified.user.id })).json().data.id;
    const sent = await call("POST", "/messages", unverified, { conversationId: byA, content: "hi" });
    expect(sent.statusCode).toBe(403);
    expect(started.json().error).toEqual(sent.json().error);
    expect(sent.json().error.code).toBe("EMAIL_NOT_VERIFIED");
    expect((await call("GET", `/conversations/with/${a.user.id}`, unverified)).json().data.id).toBe(byA);
  });

  it("lists a conversation for no one until it has a message", async () => {
    const { a, b, id } = await pair();
    // As one an unverified member could start before they were refused: no message ever came.
    const unverified = await registerUser(t);
    const { conversation } = await createDirect(t.app.ctx.db, unverified.user.id, b.user.id);
    const ids = async (user: User) =>
      (await call("GET", "/conversations", user)).json().data.map((c: { id: number }) => c.id);
    expect(await ids(b)).not.toContain(conversation.id);
    expect(await ids(b)).not.toContain(id);
    expect(await ids(a)).not.toContain(id);
    await call("POST", "/messages", a, { conversationId: id, content: "hello" });
    expect(await ids(b)).toContain(id);
    expect(await ids(a)).toContain(id);
  });

  it("deletes a conversation for oneself only, and a new message brings it back", async () => {
    const { a, b, id } = await pair();
    await call("POST", "/messages", a, { conversationId: id, content: "first" });
    await call("DELETE", `/conversations/${id}`, b);
    expect(
      (await call("GET", "/conversations", b)).json().data.map((c: { id: number }) => c.id),
    ).not.toContain(id);
    expect((await call("GET", "/conversations", a)).json().data.map((c: { id: number }) => c.id)).toContain(
      id,
    );
    await call("POST", "/messages", a, { conversationId: id, content: "second" });
    const back = (await call("GET", `/conversations/${id}`, b)).json().data;
    expect(back.messages.map((m: { content: string }) => m.content)).toEqual(["second"]);
  });

  it("finds people to write to, never oneself", async () => {
    const a = await verifiedUser(t, { name: "Searcher Person" });
    await verifiedUser(t, { name: "Quynh Searchable", username: `quynh_${Date.now().toString(36)}` });
    const found = (await call("GET", "/users/search?q=quynh", a)).json().data;
    expect(found.length).toBeGreaterThan(0);
    expect(found.map((u: { id: number }) => u.id)).not.toContain(a.user.id);
    expect((await call("GET", "/users/search?q=", a)).statusCode).toBe(400);
  });

  it("takes % and _ in a search literally", async () => {
    const a = await verifiedUser(t);
    const tag = Date.now().toString(36);
    const percent = await verifiedUser(t, { name: "Full 100% Kim", username: `pct${tag}` });
    const underscore = await verifiedUser(t, { name: "Kim a_b", username: `und${tag}` });
    const lookalike = await verifiedUser(t, { name: "Kim axb", username: `lka${tag}` });
    const search = async (q: string) =>
      (await call("GET", `/users/search?q=${encodeURIComponent(q)}&limit=20`, a))
        .json()
        .data.map((u: { id: number }) => u.id);
    expect(await search("%")).toEqual([percent.user.id]);
    expect(await search("a_b")).toEqual([underscore.user.id]);
    expect(await search("100%")).toEqual([percent.user.id]);
    expect(await search("_b")).toContain(underscore.user.id);
    expect(await search("_b")).not.toContain(lookalike.user.id);
  });
});

describe("sending limit", () => {
  it("counts per user, however the Authorization header is spelled", async () => {
    const limited = await createTestApp({ RATE_LIMIT_MULTIPLIER: "1" });
    try {
      const a = await establishedUser(limited);
      const b = await verifiedUser(limited);
      const created = await limited.request({
        method: "POST",
        url: "/api/v1/conversations",
        token: a.token,
        payload: { otherId: b.user.id },
      });
      const conversationId = created.json().data.id as number;
      const spellings = [
        `Bearer ${a.token}`,
        `bearer ${a.token}`,
        `BEARER  ${a.token}`,
        `Bearer\t${a.token}`,
      ];
      const statuses: number[] = [];
      for (let i = 0; i <= LIMITS.messagesPerUser.max; i++) {
        const res = await limited.app.inject({
          method: "POST",
          url: "/api/v1/messages",
          headers: { authorization: spellings[i % spellings.length]! },
          payload: { conversationId, content: `hello ${i}` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((status) => status === 201)).toHaveLength(LIMITS.messagesPerUser.max);
      expect(statuses.at(-1)).toBe(429);
      const other = await limited.request({
        method: "POST",
        url: "/api/v1/messages",
        token: b.token,
        payload: { conversationId, content: "my own bucket" },
      });
      expect(other.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe("live delivery", () => {
  it("delivers a message once, within a second, to each participant's own channel with their abilities", async () => {
    const { a, b, id } = await pair();
    const outsider = await verifiedUser(t);
    const listenAs = async (who: User) => {
      const client = pusherClient(port, who.token);
      clients.push(client);
      await connected(client);
      return client;
    };
    const [reader, writer, spy] = [await listenAs(b), await listenAs(a), await listenAs(outsider)];
    const readerChannel = await subscribed(reader, `private-notifications-${b.user.id}`);
    const writerChannel = await subscribed(writer, `private-notifications-${a.user.id}`);
    const outsiderChannel = await subscribed(spy, `private-notifications-${outsider.user.id}`);
    type Activity = { conversationId: number; message: { content: string; can: { report: boolean } } };
    const toReader = nextEvent<Activity>(readerChannel, "conversation-updated", 1000);
    const toWriter = nextEvent<Activity>(writerChannel, "conversation-updated", 1000);
    const toNobodyElse = silence(outsiderChannel, "conversation-updated", 1000);
    await call("POST", "/messages", a, { conversationId: id, content: "live hello" });
    expect(await toReader).toMatchObject({
      conversationId: id,
      message: { content: "live hello", can: { report: true } },
    });
    expect(await toWriter).toMatchObject({ message: { content: "live hello", can: { report: false } } });
    await Promise.all([toNobodyElse, silence(readerChannel, "conversation-updated", 300)]);

    // The conversation's own channel (typing) and another member's channel stay closed to outsiders.
    await expect(subscribed(spy, `private-conversation-${id}`)).rejects.toThrow();
    await expect(subscribed(spy, `private-notifications-${b.user.id}`)).rejects.toThrow();
  });

  it("pushes new notifications to their owner's channel", async () => {
    const author = await verifiedUser(t);
    const fan = await verifiedUser(t);
    const client = pusherClient(port, author.token);
    clients.push(client);
    await connected(client);
    const channel = await subscribed(client, `private-notifications-${author.user.id}`);
    const incoming = nextEvent<{ type: string; content: string }>(channel, "new-notification", 2000);
    await call("POST", `/profiles/${author.input.username}/follow`, fan);
    const notification = await incoming;
    expect(notification.type).toBe("follow");
    await silence(channel, "new-notification", 200);
  });
});

describe("reading the conversation list from the cache", () => {
  it("shows a new message and its unread mark to the other member as soon as it is announced", async () => {
    const { a, b, id } = await pair();
    const list = async (user: User) =>
      (await call("GET", "/conversations", user)).json<{
        data: { id: number; unreadCount: number; lastMessage: { content: string } | null }[];
      }>().data;
    expect((await list(b)).map((c) => c.id)).not.toContain(id);
    expect((await list(b)).map((c) => c.id)).not.toContain(id);
    // Sent without a request, so only the realtime announcement clears the cache.
    await t.app.services.messages.send(a.user.id, id, "Hello from outside a request");
    const seen = (await list(b)).find((c) => c.id === id);
    expect(seen?.lastMessage?.content).toBe("Hello from outside a request");
    expect(seen?.unreadCount).toBe(1);
  });
});
