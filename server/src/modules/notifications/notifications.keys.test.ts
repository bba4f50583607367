import { describe, expect, it } from "vitest";
import { dedupeKey } from "./notifications.keys";

describe("notification dedupe keys", () => {
  it("keep the text rows were stored with, so a repeated event still finds its row", () => {
    expect(dedupeKey.likeOfPost(12, 34)).toBe("like:post:12:34");
    expect(dedupeKey.likeOfComment(56, 34)).toBe("like:comment:56:34");
    expect(dedupeKey.comment(56)).toBe("comment:56");
    expect(dedupeKey.follow(34)).toBe("follow:34");
    expect(dedupeKey.published(12)).toBe("post:12");
    expect(dedupeKey.report("message", 78)).toBe("report:message:78");
    expect(dedupeKey.reportResolved("user", 34, 90)).toBe("report-resolved:user:34:90");
  });
});
