// The soak's traffic: the weighted mix one virtual user loops over (reads, writes, uploads, the assistant,
// sockets opened and closed), in the world of soak-world.ts.
import { conversationsOf, openSocket, send } from "./soak-world";
import type { Account, Envelope, World } from "./soak-world";

const SEARCH_WORDS = ["react", "postgres", "design", "viết", "học", "writing", "typescript", "cà phê"];
const QUESTIONS = [
  "How do I reset my password?",
  "How can I write and publish a new post?",
  "What are the most popular posts this week?",
  "How do I change my avatar?",
  "Làm sao để đổi mật khẩu?",
  "Tôi muốn viết bài mới thì làm thế nào?",
  "Có bài viết nào về lập trình không?",
  "Xin chào, bạn là ai?",
];
/** Image work runs on at most half the cores, so more uploads in flight would only queue behind it. */
const MAX_UPLOADS_IN_FLIGHT = 2;
const LARGE_UPLOAD_EVERY = 10;

/** One virtual user's memory between iterations: its own comments, draft and chat session. */
interface Visitor {
  index: number;
  account: Account;
  comments: number[];
  draftId: number | undefined;
  draftSaves: number;
  chatSession: string | undefined;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

async function anonymousRead(world: World) {
  const paths = [
    `/api/v1/posts?page=${1 + Math.floor(Math.random() * 3)}&limit=10`,
    `/api/v1/posts/${pick(world.posts).slug}`,
    `/api/v1/posts/${pick(world.posts).slug}`,
    "/api/v1/topics",
    `/api/v1/posts?q=${encodeURIComponent(pick(SEARCH_WORDS))}&limit=10`,
    `/api/v1/profiles/${pick(world.accounts).username}`,
    "/rss.xml",
  ];
  await send(world, "anonymous read", pick(paths));
}

async function signedInRead(world: World, visitor: Visitor) {
  const paths = [
    "/api/v1/posts?page=1&limit=10",
    "/api/v1/notifications?page=1&limit=10",
    "/api/v1/conversations",
    `/api/v1/conversations/${pick(conversationsOf(world, visitor.index % world.accounts.length))}`,
    "/api/v1/posts/my-posts?page=1&limit=10",
    "/api/v1/posts/bookmarks?page=1&limit=10",
  ];
  await send(world, "signed-in read", pick(paths), { token: visitor.account.token });
}

async function comment(world: World, visitor: Visitor) {
  const token = visitor.account.token;
  // Each visitor keeps a few comments and deletes its oldest, so the threads stay a realistic size.
  if (visitor.comments.length >= 3) {
    await send(world, "write", `/api/v1/comments/${visitor.comments.shift()}`, { method: "DELETE", token });
    return;
  }
  const created = await send<Envelope<{ id: number }>>(world, "write", "/api/v1/comments", {
    token,
    json: {
      commentableType: "Post",
      commentableId: pick(world.posts).id,
      content: `Soak comment ${Date.now()}`,
    },
  });
  if (created) visitor.comments.push(created.data.id);
}

async function directMessage(world: World, visitor: Visitor) {
  const a = visitor.index % world.accounts.length;
  const b = (a + 1) % world.accounts.length;
  const conversationId = world.conversations[a]!;
  const sent = await send(world, "write", "/api/v1/messages", {
    token: visitor.account.token,
    json: { conversationId, content: `Soak message ${Date.now()} · tin nhắn thử` },
  });
  if (!sent) return;
  for (const participant of [a, b]) {
    world.deliveries.expect(
      "conversation-updated",
      `private-notifications-${world.accounts[participant]!.id}`,
    );
  }
}

async function saveDraft(world: World, visitor: Visitor) {
  const token = visitor.account.token;
  visitor.draftSaves += 1;
  // An autosaving editor: the same draft saved again and again, now and then discarded for a new one.
  if (visitor.draftId && visitor.draftSaves % 10 === 0) {
    await send(world, "write", `/api/v1/posts/${visitor.draftId}`, { method: "DELETE", token });
    visitor.draftId = undefined;
    return;
  }
  const saved = await send<Envelope<{ id: number }>>(world, "write", "/api/v1/posts/draft", {
    token,
    json: {
      ...(visitor.draftId ? { id: visitor.draftId } : {}),
      title: `Soak draft of visitor ${visitor.index}`,
      content: `<p>${"Words typed so far. ".repeat(visitor.draftSaves % 50)}</p>`,
      tags: ["soak"],
    },
  });
  visitor.draftId = saved?.data.id ?? visitor.draftId;
}

async function write(world: World, visitor: Visitor) {
  const token = visitor.account.token;
  const post = pick(world.posts);
  const roll = Math.random();
  if (roll < 0.3) {
    const like = Math.random() < 0.5;
    await send(world, "write", `/api/v1/posts/${post.id}/${like ? "like" : "unlike"}`, {
      method: like ? "POST" : "DELETE",
      token,
    });
  } else if (roll < 0.5) {
    const keep = Math.random() < 0.5;
    await send(world, "write", `/api/v1/posts/${post.id}/${keep ? "bookmark" : "unbookmark"}`, {
      method: keep ? "POST" : "DELETE",
      token,
    });
  } else if (roll < 0.7) await comment(world, visitor);
  else if (roll < 0.9) await directMessage(world, visitor);
  else await saveDraft(world, visitor);
}

async function upload(world: World, visitor: Visitor) {
  if (world.uploadsInFlight >= MAX_UPLOADS_IN_FLIGHT) return anonymousRead(world);
  world.uploadsInFlight += 1;
  world.uploads += 1;
  const large = world.uploads % LARGE_UPLOAD_EVERY === 0;
  const form = new FormData();
  form.append("image", large ? world.images.large : world.images.small, large ? "large.png" : "small.png");
  try {
    await send(world, "upload", "/api/v1/upload", { token: visitor.account.token, body: form });
  } finally {
    world.uploadsInFlight -= 1;
  }
}

async function chat(world: World, visitor: Visitor) {
  const answer = await send<Envelope<{ sessionId: string }>>(world, "assistant", "/api/v1/chat", {
    ...(visitor.index % 2 === 0 ? { token: visitor.account.token } : {}),
    headers: visitor.chatSession ? { "x-chatbot-session-id": visitor.chatSession } : {},
    json: { message: pick(QUESTIONS) },
  });
  visitor.chatSession = answer?.data.sessionId ?? visitor.chatSession;
}

/** A page load: a socket opened, its notifications channel authorised and joined, then closed. */
async function socketChurn(world: World, visitor: Visitor) {
  const started = performance.now();
  try {
    const ws = await openSocket(
      world,
      "realtime auth",
      visitor.account,
      [`private-notifications-${visitor.account.id}`],
      false,
    );
    ws.close(1000);
  } catch (err) {
    world.tally.failed("realtime auth", performance.now() - started, "socket connect", String(err));
  }
}

/** The mix, as relative weights; everything a visitor does is one of these. */
const MIX: [number, (world: World, visitor: Visitor) => Promise<void>][] = [
  [40, anonymousRead],
  [25, signedInRead],
  [20, write],
  [8, chat],
  [4, upload],
  [3, socketChurn],
];
const TOTAL_WEIGHT = MIX.reduce((sum, [weight]) => sum + weight, 0);

function nextAction() {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const [weight, action] of MIX) {
    roll -= weight;
    if (roll < 0) return action;
  }
  return anonymousRead;
}

/** Runs `count` closed-loop virtual users until `until` (a Date.now() value); each starts its next request when its last one is answered. */
export async function drive(world: World, count: number, until: number) {
  await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const visitor: Visitor = {
        index,
        account: world.accounts[index % world.accounts.length]!,
        comments: [],
        draftId: undefined,
        draftSaves: 0,
        chatSession: undefined,
      };
      while (Date.now() < until) await nextAction()(world, visitor);
    }),
  );
}
