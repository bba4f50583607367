import { describe, expect, it } from "vitest";
import { formatDate, relativeTime, toDateTimeLocal } from "./time";

const now = new Date("2025-06-15T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe("relativeTime", () => {
  it("says 'just now' under a minute", () => {
    expect(relativeTime(ago(0), now)).toBe("just now");
    expect(relativeTime(ago(59_000), now)).toBe("just now");
  });

  it("counts minutes, hours and days", () => {
    expect(relativeTime(ago(60_000), now)).toBe("1 minute ago");
    expect(relativeTime(ago(59 * 60_000), now)).toBe("59 minutes ago");
    expect(relativeTime(ago(3_600_000), now)).toBe("1 hour ago");
    expect(relativeTime(ago(23 * 3_600_000), now)).toBe("23 hours ago");
    expect(relativeTime(ago(86_400_000), now)).toBe("1 day ago");
    expect(relativeTime(ago(30 * 86_400_000), now)).toBe("30 days ago");
  });

  it("shows a date after 30 days", () => {
    const old = ago(31 * 86_400_000);
    expect(relativeTime(old, now)).toBe(formatDate(old));
    expect(relativeTime(old, now)).toMatch(/2025/);
  });

  it("is empty for missing or invalid input", () => {
    expect(relativeTime(null, now)).toBe("");
    expect(relativeTime("not a date", now)).toBe("");
  });
});

describe("toDateTimeLocal", () => {
  it("formats local time to the minute", () => {
    expect(toDateTimeLocal(new Date(2025, 0, 5, 7, 3, 45))).toBe("2025-01-05T07:03");
  });
});
