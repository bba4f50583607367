import type { Comment } from "@inkwell/contract";
import { describe, expect, it } from "vitest";
import { canSaveEdit, flattenThread, indentFor, replyParentId } from "./commentTree";

function c(id: number, level: number, parentId: number | null, replies: Comment[] = []): Comment {
  return {
    id,
    postId: 1,
    parentId,
    level,
    commenter: { id: 1, name: "A", username: "a", avatar: null },
    content: `c${id}`,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    likesCount: 0,
    isLiked: false,
    isEdited: false,
    isDeleted: false,
    moderation: null,
    mentions: [],
    repliesCount: replies.length,
    replies,
    can: { edit: false, remove: false, report: false, mute: false },
  };
}

describe("comment thread rules", () => {
  it("indents 48px per level, capped at level 2", () => {
    expect(indentFor(0)).toBe(0);
    expect(indentFor(1)).toBe(48);
    expect(indentFor(2)).toBe(96);
    expect(indentFor(5)).toBe(96);
  });

  it("replies to a level-2 comment go under the same parent", () => {
    expect(replyParentId({ id: 1, level: 0, parentId: null })).toBe(1);
    expect(replyParentId({ id: 2, level: 1, parentId: 1 })).toBe(2);
    expect(replyParentId({ id: 3, level: 2, parentId: 2 })).toBe(2);
  });

  it("flattens the tree in reading order", () => {
    const tree = [c(1, 0, null, [c(2, 1, 1, [c(3, 2, 2)])]), c(4, 0, null)];
    expect(flattenThread(tree).map((r) => [r.comment.id, r.level])).toEqual([
      [1, 0],
      [2, 1],
      [3, 2],
      [4, 0],
    ]);
  });

  it("allows saving an edit only when changed and not blank", () => {
    expect(canSaveEdit("hello", "hello")).toBe(false);
    expect(canSaveEdit("  hello ", "hello")).toBe(false);
    expect(canSaveEdit("   ", "hello")).toBe(false);
    expect(canSaveEdit("hello!", "hello")).toBe(true);
  });
});
