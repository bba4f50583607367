// Demo follows, likes, views, comment threads and the notifications they would have produced.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  commentLikes,
  comments,
  conversationParticipants,
  conversations,
  follows,
  messages,
  notifications,
  postLikes,
  posts,
} from "../db/schema";
import { dedupeKey, notificationText } from "../modules/notifications";
import { DEMO_COMMENTS, DEMO_FOLLOWS, DEMO_LIKES, DEMO_POSTS } from "./content";
import type { DemoComment } from "./content";
import { DEMO_USERS } from "./users";

const HOUR = 3_600_000;

export async function seedCommunity(db: Db, userIds: Map<string, number>, postIds: Map<string, number>) {
  // Who did what, named in the notifications as the site names them (display name, see notificationText).
  const people = new Map(DEMO_USERS.map((u) => [u.username, u]));
  const person = (username: string) => people.get(username) ?? { name: username, username };
  const postByKey = new Map(DEMO_POSTS.map((p) => [p.key, p]));
  const notes: (typeof notifications.$inferInsert)[] = [];
  const now = Date.now();

  for (const [from, to] of DEMO_FOLLOWS) {
    const followerId = userIds.get(from);
    const followingId = userIds.get(to);
    if (followerId === undefined || followingId === undefined) continue;
    await db.insert(follows).values({ followerId, followingId }).onConflictDoNothing();
    notes.push({
      userId: followingId,
      actorId: followerId,
      type: "follow",
      ...notificationText.followed(person(from)),
      link: `/profile/${from}`,
      dedupeKey: dedupeKey.follow(followerId),
      createdAt: new Date(now - (notes.length + 1) * 5 * HOUR),
    });
  }

  for (const [key, engagement] of Object.entries(DEMO_LIKES)) {
    const postId = postIds.get(key);
    const demo = postByKey.get(key);
    if (postId === undefined || !demo) continue;
    const likers = engagement.likes.map((u) => userIds.get(u)).filter((id): id is number => id !== undefined);
    if (likers.length)
      await db
        .insert(postLikes)
        .values(likers.map((userId) => ({ postId, userId })))
        .onConflictDoNothing();
    await db
      .update(posts)
      .set({ likesCount: likers.length, viewsCount: engagement.views })
      .where(eq(posts.id, postId));
    const authorId = userIds.get(demo.author);
    for (const liker of engagement.likes.slice(0, 3)) {
      const likerId = userIds.get(liker);
      if (authorId === undefined || likerId === undefined) continue;
      notes.push({
        userId: authorId,
        actorId: likerId,
        postId,
        type: "like",
        ...notificationText.postLiked(person(liker), demo.title),
        link: `/blog/${key}`,
        dedupeKey: dedupeKey.likeOfPost(postId, likerId),
        createdAt: new Date(now - (notes.length + 1) * 3 * HOUR),
      });
    }
  }

  const insertThread = async (
    postId: number,
    postKey: string,
    node: DemoComment,
    parent: { id: number; level: number; authorId: number } | null,
    at: number,
  ) => {
    const userId = userIds.get(node.author);
    if (userId === undefined) return;
    const level = parent ? Math.min(parent.level + 1, 2) : 0;
    const [row] = await db
      .insert(comments)
      .values({
        postId,
        userId,
        parentId: parent?.id ?? null,
        level,
        content: node.content,
        createdAt: new Date(at),
        updatedAt: new Date(at),
      })
      .returning({ id: comments.id });
    if (!row) return;
    const post = postByKey.get(postKey);
    const postAuthorId = post ? userIds.get(post.author) : undefined;
    const recipient = parent ? parent.authorId : postAuthorId;
    if (recipient !== undefined && recipient !== userId) {
      notes.push({
        userId: recipient,
        actorId: userId,
        postId,
        type: "comment",
        ...(parent
          ? notificationText.replied(person(node.author), post?.title ?? "")
          : notificationText.commented(person(node.author), post?.title ?? "")),
        link: `/blog/${postKey}#comment-${row.id}`,
        createdAt: new Date(at),
      });
    }
    const likers = [...userIds.values()].filter((id) => id !== userId && (id + row.id) % 3 === 0);
    if (likers.length) {
      await db.insert(commentLikes).values(likers.map((likerId) => ({ commentId: row.id, userId: likerId })));
      await db.update(comments).set({ likesCount: likers.length }).where(eq(comments.id, row.id));
    }
    for (const [i, reply] of (node.replies ?? []).entries()) {
      await insertThread(
        postId,
        postKey,
        reply,
        { id: row.id, level, authorId: userId },
        at + (i + 1) * HOUR,
      );
    }
  };

  for (const [i, thread] of DEMO_COMMENTS.entries()) {
    const postId = postIds.get(thread.postKey);
    if (postId === undefined) continue;
    await insertThread(postId, thread.postKey, thread, null, now - (DEMO_COMMENTS.length - i) * 6 * HOUR);
  }
  await db.execute(
    sql`update posts set comments_count = (select count(*) from comments c where c.post_id = posts.id and c.deleted_at is null)`,
  );

  if (notes.length) {
    await db
      .insert(notifications)
      .values(notes.map((n, i) => ({ ...n, seenAt: i % 3 === 0 ? new Date(now) : null })))
      .onConflictDoNothing();
  }
}

const DEMO_CONVERSATIONS: { between: [string, string]; messages: [string, string][] }[] = [
  {
    between: ["alex", "linhnguyen"],
    messages: [
      ["linhnguyen", "Chào Alex! Mình vừa đọc bài của bạn về ship small, rất hay."],
      ["alex", "Thanks Linh! Your Hội An piece made me want to book a trip."],
      ["linhnguyen", "Đi vào tháng 3 là đẹp nhất nhé. I can share a list of cafés."],
      ["alex", "Yes please — and the bánh mì place you mentioned!"],
    ],
  },
  {
    between: ["davidokafor", "alex"],
    messages: [
      ["davidokafor", "Hey Alex, would you review my on-call handbook before I publish it more widely?"],
      ["alex", "Of course. Send it over when it's ready."],
      ["davidokafor", "It's up for followers already — the link is on my profile."],
    ],
  },
];

/** A couple of direct conversations so the messages screen has something to show. */
export async function seedConversations(db: Db, userIds: Map<string, number>) {
  const now = Date.now();
  for (const { between, messages: lines } of DEMO_CONVERSATIONS) {
    const [a, b] = between.map((u) => userIds.get(u));
    if (a === undefined || b === undefined) continue;
    const [conversation] = await db
      .insert(conversations)
      .values({ directKey: `${Math.min(a, b)}:${Math.max(a, b)}` })
      .returning({ id: conversations.id });
    if (!conversation) continue;
    await db.insert(conversationParticipants).values([
      { conversationId: conversation.id, userId: a },
      { conversationId: conversation.id, userId: b },
    ]);
    let lastId = 0;
    let lastAt = new Date(now);
    for (const [i, [author, content]] of lines.entries()) {
      const userId = userIds.get(author);
      if (userId === undefined) continue;
      lastAt = new Date(now - (lines.length - i) * 40 * 60_000);
      const [message] = await db
        .insert(messages)
        .values({ conversationId: conversation.id, userId, content, createdAt: lastAt })
        .returning({ id: messages.id });
      lastId = message?.id ?? lastId;
    }
    await db
      .update(conversations)
      .set({ lastMessageAt: lastAt })
      .where(eq(conversations.id, conversation.id));
    // The first participant has read everything; the second has the last message unread.
    await db
      .update(conversationParticipants)
      .set({ lastReadMessageId: lastId })
      .where(
        and(
          eq(conversationParticipants.conversationId, conversation.id),
          eq(conversationParticipants.userId, a),
        ),
      );
  }
}
