// Comment rules: who may comment where (visibility, verified email, blocks), nesting, own-only edits, likes.
import { COMMENT_LEVEL_MAX } from "@inkwell/contract";
import type { CreateCommentBody } from "@inkwell/contract";
import type { AppContext } from "../../platform/context";
import { AppError, forbidden, notFound } from "../../platform/errors";
import type { PostsService } from "../posts";
import { assertEmailVerified, blockedBetween } from "../users";
import type { UsersService } from "../users";
import { buildThread, presentComment } from "./comments.presenter";
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
  ) {}

  private get db() {
    return this.ctx.db;
  }

  async thread(viewerId: number | null, postId: number, limit: number) {
    await this.posts.readable(viewerId, postId);
    const { top, replies, counts } = await repo.threadOf(this.db, postId, limit, viewerId);
    const liked = new Set([...top, ...replies].filter((r) => r.liked).map((r) => r.comment.id));
    return { items: buildThread(top, replies, liked), ...counts };
  }

  async create(viewerId: number, body: CreateCommentBody) {
    const post = await this.posts.readable(viewerId, body.commentableId);
    const commenter = await this.users.byId(viewerId);
    assertEmailVerified(commenter, "commenting");
    let parent: repo.CommentRow | undefined;
    if (body.parentId) {
      parent = await repo.findComment(this.db, body.parentId);
      if (!parent || parent.postId !== post.id) {
        throw new AppError("COMMENT_NOT_FOUND", 404, "The comment you reply to does not exist", {
          parentId: "Unknown comment",
        });
      }
      if (parent.deletedAt)
        throw new AppError("COMMENT_DELETED", 400, "You cannot reply to a deleted comment", {
          parentId: "Deleted comment",
        });
    }
    await this.assertNoBlock(
      viewerId,
      [post.authorId, parent?.userId],
      "You cannot comment here: one of you has blocked the other",
    );
    // Past the deepest level a reply joins its parent's thread instead of nesting further.
    const threadParent = parent && parent.level >= COMMENT_LEVEL_MAX ? parent.parentId : (parent?.id ?? null);
    const row = await repo.insertComment(this.db, {
      postId: post.id,
      userId: viewerId,
      parentId: threadParent,
      level: parent ? Math.min(parent.level + 1, COMMENT_LEVEL_MAX) : 0,
      content: body.content,
    });
    this.ctx.events.emit("comment.created", {
      commentId: row.id,
      postId: post.id,
      postAuthorId: post.authorId,
      userId: viewerId,
      parentAuthorId: parent?.userId ?? null,
    });
    // Nobody has liked a comment that did not exist a moment ago.
    return presentComment({ comment: row, commenter: commenterOf(commenter), repliesCount: 0 }, new Set());
  }

  async update(viewerId: number, id: number, content: string) {
    await this.ownComment(viewerId, id);
    await repo.updateContent(this.db, id, content);
    return this.present((await repo.findComment(this.db, id))!, viewerId);
  }

  async remove(viewerId: number, id: number) {
    await repo.removeComment(this.db, await this.ownComment(viewerId, id));
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

  private async present(row: repo.CommentRow, viewerId: number) {
    const commenter = commenterOf(await this.users.byId(viewerId));
    const liked = await repo.likedBy(this.db, viewerId, [row.id]);
    return presentComment({ comment: row, commenter, repliesCount: 0 }, liked);
  }

  /** A live comment on a post the viewer may read; anything else is a 404. */
  private async readableComment(viewerId: number, id: number) {
    const comment = await repo.findComment(this.db, id);
    if (!comment || comment.deletedAt) throw commentNotFound();
    const post = await this.posts.readable(viewerId, comment.postId).catch(() => {
      throw commentNotFound();
    });
    return { comment, post };
  }

  /**
   * Nobody comments under, replies to or likes the words of someone they have a block with, either way:
   * the post's author, and the author of the comment answered or liked.
   */
  private async assertNoBlock(viewerId: number, others: (number | null | undefined)[], message: string) {
    for (const other of new Set(others)) {
      if (other == null || other === viewerId) continue;
      if (await blockedBetween(this.db, viewerId, other)) throw new AppError("BLOCKED", 403, message);
    }
  }

  private async ownComment(viewerId: number, id: number) {
    const { comment } = await this.readableComment(viewerId, id);
    if (comment.userId !== viewerId) throw forbidden("Only the author can change this comment");
    return comment;
  }
}
