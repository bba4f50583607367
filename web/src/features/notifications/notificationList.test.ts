import type { Notification } from "@inkwell/contract";
import { describe, expect, it } from "vitest";
import { appendNotification } from "./notificationList";

const n = (id: number): Notification => ({
  id,
  type: "comment",
  content: `n${id}`,
  about: null,
  link: "/",
  seenAt: null,
  createdAt: new Date().toISOString(),
  actor: null,
});

describe("appendNotification", () => {
  it("adds a notification whose id is new, newest first", () => {
    const list = [n(1)];
    expect(appendNotification(list, n(2)).map((x) => x.id)).toEqual([2, 1]);
    expect(list).toHaveLength(1);
  });

  it("ignores a notification whose id is already present", () => {
    const list = [n(2), n(1)];
    const result = appendNotification(list, { ...n(1), content: "again" });
    expect(result).toBe(list);
    expect(result.map((x) => x.content)).toEqual(["n2", "n1"]);
  });
});
