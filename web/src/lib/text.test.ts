import { describe, expect, it } from "vitest";
import { formatUnreadCount } from "./text";

describe("formatUnreadCount", () => {
  it("shows nothing at zero and 99+ above 99", () => {
    expect(formatUnreadCount(0)).toBeNull();
    expect(formatUnreadCount(7)).toBe("7");
    expect(formatUnreadCount(99)).toBe("99");
    expect(formatUnreadCount(100)).toBe("99+");
  });
});
