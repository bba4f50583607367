// Comment rules: who may comment where (visibility, comments switched off, verified email, blocks, the spam
// checks), nesting, own-only edits, removal by the commenter or the post's author, likes, and what staff
// change through moderation.
import { COMMENT_LEVEL_MAX, mentionsIn } from "@inkwell/contract";
import type { CreateCommentBody, ModerationState } from "@inkwell/contract";
import type { AppContext } from "../../platform/context";
import { AppError, badRequest, notFound } from "../../platform/errors";
import { together } from "../../platform/together";
import { visibleTo } from "../posts";
import type { PostsService } from "../posts";
import type { SpamGuard } from "../spam";
import { accountBanned, assertEmailVerified, blockedBetween, isBanned, isStaff, staffMember } from "../users";
import type { UsersService } from "../users";
import { assertOwnComment, isReadableBy, mentionsOf, removerOf } from "./comments.policy";
import type { CommentViewer } from "./comments.policy";
import {
  buildThread,
  decodeCursor,
  encodeCursor,
  presentComment,
  presentOwnComment,
} from "./comments.presenter";
import * as repo from "./comments.repository";

const commentNotFound = () => notFound("Comment", "COMMENT_NOT_FOUND");

const commenterOf = (
  user: { id: number; name: string; username: string; avatar: string | null } | undefined,
) => (user ? { id: user.id, name: user.name, username: user.username, avatar: user.avatar } : null);

export class CommentsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly users: UsersService,
    private readonly posts: PostsService,
    private readonly spam: SpamGuard,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  /** A page of the thread: `limit` top-level comments older than those up to `cursor` (the newest without). */
  async thread(
    viewerId: number | null,
    postId: number,
    page: { limit: number; cursor?: string | undefined },
  ) {
    const after = page.cursor ? decodeCursor(page.cursor) : null;
    if (after === undefined) throw badRequest("This cursor is not valid", { cursor: "Not a cursor" });
    const [post, { top, replies, next, counts, viewerIsStaff }] = await together([
      this.posts.readable(viewerId, postId),
      repo.threadOf(this.db, postId, { limit: page.limit, after }, viewerId, {
        staff: staffMember,
        banned: accountBanned,
      }),
    ]);
    const liked = new Set([...top, ...replies].filter((r) => r.liked).map((r) => r.comment.id));
    return {
      items: buildThread(top, replies, liked, { id: viewerId, isStaff: viewerIsStaff }, post.authorId),
      ...counts,
      nextCursor: encodeCursor(next),
    };
  }

  async create(viewerId: number, body: CreateCommentBody) {
    // Everything the checks read, asked at once: the post (with any block between the commenter and its
    // author), the commenter, the comment answered, and whether the same words were posted lately.
    const [{ post, blockedWithAuthor }, commenter, parent, repeated] = await together([
      this.posts.readableForMember(viewerId, body.commentableId),
      this.users.byId(viewerId),
      body.parentId ? repo.findComment(this.db, body.parentId) : Promise.resolve(undefined),
      this.spam.postedLately(viewerId, body.content),
    ]);
    if (!post.commentsEnabled) {
      throw new AppError("COMMENTS_CLOSED", 403, "The author has turned comments off for this post");
    }
    assertEmailVerified(commenter, "commenting");
    if (body.parentId) {
      const unknownParent = () =>
        new AppError("COMMENT_NOT_FOUND", 404, "The comment you reply to does not exist", {
          parentId: "Unknown comment",
        });
      if (!parent || parent.postId !== post.id) throw unknownParent();
      if (parent.deletedAt)
        throw new AppError("COMMENT_DELETED", 400, "You cannot reply to a deleted comment", {
          parentId: "Deleted comment",
        });
      if (!(await this.readableBy(parent, { id: viewerId, isStaff: isStaff(commenter) })))
        throw unknownParent();
    }
    const blockedMessage = "You cannot comment here: one of you has blocked the other";
    if (blockedWithAuthor) throw new AppError("BLOCKED", 403, blockedMessage);
    // The post's author was checked with the post; a reply also answers the author of its parent.
    if (parent && parent.userId !== post.authorId)
      await this.assertNoBlock(viewerId, [parent.userId], blockedMessage);
    const heldFor = await this.spam.checkComment(commenter, body.content, repeated);
    // Past the deepest level a reply joins its parent's thread instead of nesting further.
    const threadParent = parent && parent.level >= COMMENT_LEVEL_MAX ? parent.parentId : (parent?.id ?? null);
    const mentioned = await this.mentioned(body.content);
    const row = await repo.insertComment(this.db, {
      mentions: mentioned.map((user) => user.username),
      postId: post.id,
      userId: viewerId,
      parentId: threadParent,
      level: parent ? Math.min(parent.level + 1, COMMENT_LEVEL_MAX) : 0,
      content: body.content,
      moderation: heldFor ? "held" : null,
    });
    if (heldFor) {
      this.ctx.events.emit("content.held", {
        targetType: "comment",
        targetId: row.id,
        authorId: viewerId,
        match: heldFor,
      });
    } else {
      this.ctx.events.emit("comment.created", {
        commentId: row.id,
        postId: post.id,
        postAuthorId: post.authorId,
        userId: viewerId,
        parentAuthorId: parent?.userId ?? null,
        mentionedIds: mentioned.map((user) => user.id),
      });
    }
    // Nobody has liked a comment that did not exist a moment ago.
    return presentComment(
      { comment: row, commenter: commenterOf(commenter), commenterBanned: false, repliesCount: 0 },
      new Set(),
      { id: viewerId, isStaff: false },
      post.authorId,
    )!;
  }

  async update(viewerId: number, id: number, content: string) {
    const { comment, post } = await this.readableComment(viewerId, id);
    assertOwnComment(comment, viewerId);
    const user = await this.users.byId(viewerId);
    if (!user) throw commentNotFound();
    const heldFor = await this.spam.checkEdit(user, content);
    // An edit updates its links; only a new comment notifies whom it mentions.
    const mentions = (await this.mentioned(content)).map((user) => user.username);
    await repo.updateContent(this.db, comment, content, mentions, heldFor !== undefined);
    if (heldFor && comment.moderation === null) {
      this.ctx.events.emit("content.held", {
        targetType: "comment",
        targetId: id,
        authorId: viewerId,
        match: heldFor,
      });
    }
    return this.present((await repo.findComment(this.db, id))!, viewerId, post.authorId);
  }

  /**
   * The commenter removes their comment, or the post's author any comment under their post. Their words, their
   * right: the commenter may whether or not they can still read the post, and is told nothing of it.
   */
  async remove(viewerId: number, id: number) {
    const own = await repo.findComment(this.db, id);
    if (own && !own.deletedAt && own.userId === viewerId) return repo.removeComment(this.db, own, null);
    const { comment, post } = await this.readableComment(viewerId, id);
    const remover = removerOf(comment, post.authorId, viewerId);
    await repo.removeComment(this.db, comment, remover === "author" ? "author" : null);
  }

  /** A page of the member's own comments, newest first, each naming its post only while they may read it. */
  async own(viewerId: number, page: { limit: number; cursor?: string | undefined }) {
    const after = page.cursor ? decodeCursor(page.cursor) : null;
    if (after === undefined) throw badRequest("This cursor is not valid", { cursor: "Not a cursor" });
    const { items, next } = await repo.ownComments(
      this.db,
      viewerId,
      { limit: page.limit, after },
      visibleTo(viewerId),
    );
    return { items: items.map(presentOwnComment), nextCursor: encodeCursor(next) };
  }

  async like(viewerId: number, id: number) {
    const { comment, post } = await this.readableComment(viewerId, id);
    await this.assertNoBlock(
      viewerId,
      [post.authorId, comment.userId],
      "You cannot like this comment: one of you has blocked the other",
    );
    if ((await repo.addLike(this.db, id, viewerId)) && comment.userId !== null) {
      this.ctx.events.emit("comment.liked", {
        commentId: id,
        postId: comment.postId,
        commentAuthorId: comment.userId,
        userId: viewerId,
      });
    }
    return { isLiked: true, likesCount: await repo.likesCountOf(this.db, id) };
  }

  async unlike(viewerId: number, id: number) {
    await this.readableComment(viewerId, id);
    await repo.removeLike(this.db, id, viewerId);
    return { isLiked: false, likesCount: await repo.likesCountOf(this.db, id) };
  }

  /** A comment the viewer may read and report, or a 404 (the reports of the moderation module start here). */
  async forReport(viewerId: number, id: number) {
    return (await this.readableComment(viewerId, id)).comment;
  }

  /** Any comment by id, whoever may see it (moderation). */
  find(id: number) {
    return repo.findComment(this.db, id);
  }

  /** The existing members a text mentions (the comments policy's cap). */
  private async mentioned(content: string) {
    const named = mentionsIn(content);
    return mentionsOf(await this.users.byUsernames(named), named);
  }

  /** Staff: hold, hide or let through (null) a comment. */
  async moderate(comment: repo.CommentRow, state: ModerationState | null) {
    await repo.setModeration(this.db, comment, state);
    // A held comment let through is announced as a new one would have been.
    if (comment.moderation === "held" && state === null && comment.userId !== null) {
      const post = await this.posts.findById(comment.postId);
      const parent = comment.parentId ? await repo.findComment(this.db, comment.parentId) : undefined;
      if (post) {
        this.ctx.events.emit("comment.created", {
          commentId: comment.id,
          postId: post.id,
          postAuthorId: post.authorId,
          userId: comment.userId,
          parentAuthorId: parent?.userId ?? null,
          mentionedIds: (await this.mentioned(comment.content)).map((user) => user.id),
        });
      }
    }
  }

  /** Staff: removes a comment for everyone; a placeholder says so where replies remain. */
  removeAsModerator(comment: repo.CommentRow) {
    return repo.removeComment(this.db, comment, "moderator");
  }

  /** A user's latest comments, moderated and removed ones included (the admin console). */
  latestByUser(userId: number, limit: number) {
    return repo.latestByUser(this.db, userId, limit);
  }

  /** The viewer's own comment as they see it. */
  private async present(row: repo.CommentRow, viewerId: number, postAuthorId: number) {
    const commenter = commenterOf(await this.users.byId(viewerId));
    const liked = await repo.likedBy(this.db, viewerId, [row.id]);
    const record = { comment: row, commenter, commenterBanned: false, repliesCount: 0 };
    return presentComment(record, liked, { id: viewerId, isStaff: false }, postAuthorId)!;
  }

  private async readableBy(comment: repo.CommentRow, viewer: CommentViewer) {
    const commenter = comment.userId === null ? undefined : await this.users.byId(comment.userId);
    return isReadableBy(comment, commenter !== undefined && isBanned(commenter), viewer);
  }

  /** A comment the viewer may read on a post they may read; anything else is a 404. */
  private async readableComment(viewerId: number, id: number) {
    const comment = await repo.findComment(this.db, id);
    if (!comment || comment.deletedAt) throw commentNotFound();
    const post = await this.posts.readable(viewerId, comment.postId).catch(() => {
      throw commentNotFound();
    });
    const viewer = { id: viewerId, isStaff: isStaff(await this.users.byId(viewerId)) };
    if (!(await this.readableBy(comment, viewer))) throw commentNotFound();
    return { comment, post };
  }

  /**
   * Nobody comments under, replies to or likes the words of someone they have a block with, either way:
   * the post's author, and the author of the comment answered or liked.
   */
  private async assertNoBlock(viewerId: number, others: (number | null | undefined)[], message: string) {
    const distinct = [...new Set(others)].filter(
      (other): other is number => other != null && other !== viewerId,
    );
    const blocked = await Promise.all(distinct.map((other) => blockedBetween(this.db, viewerId, other)));
    if (blocked.includes(true)) throw new AppError("BLOCKED", 403, message);
  }
}
