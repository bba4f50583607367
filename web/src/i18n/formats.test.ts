import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import type { Language } from ".";
import english from "./en";
import { formatCount, formatDate, relativeTime } from "./formats";
import vietnamese from "./vi";

const intlIn = (language: Language) =>
  createIntl({ locale: language, messages: language === "vi" ? vietnamese : english });
const en = intlIn("en");
const vi = intlIn("vi");

const now = new Date("2025-06-15T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe("relative times", () => {
  it("say 'just now' under a minute", () => {
    expect(relativeTime(en, ago(0), now)).toBe("just now");
    expect(relativeTime(en, ago(59_000), now)).toBe("just now");
    expect(relativeTime(vi, ago(59_000), now)).toBe("vừa xong");
  });

  it("count minutes, hours and days in the page's language", () => {
    expect(relativeTime(en, ago(60_000), now)).toBe("1 minute ago");
    expect(relativeTime(en, ago(59 * 60_000), now)).toBe("59 minutes ago");
    expect(relativeTime(en, ago(3_600_000), now)).toBe("1 hour ago");
    expect(relativeTime(en, ago(23 * 3_600_000), now)).toBe("23 hours ago");
    expect(relativeTime(en, ago(86_400_000), now)).toBe("1 day ago");
    expect(relativeTime(en, ago(30 * 86_400_000), now)).toBe("30 days ago");
    expect(relativeTime(vi, ago(3 * 86_400_000), now)).toBe("3 ngày trước");
    expect(relativeTime(vi, ago(5 * 60_000), now)).toBe("5 phút trước");
  });

  it("show a date after 30 days, the same day wherever the reader is", () => {
    const old = ago(31 * 86_400_000);
    expect(relativeTime(en, old, now)).toBe(formatDate(en, old));
    expect(formatDate(en, "2026-11-24T23:30:00Z")).toBe("Nov 24, 2026");
    expect(formatDate(vi, "2026-11-24T23:30:00Z")).toBe("24 thg 11, 2026");
  });

  it("are empty for missing or invalid input", () => {
    expect(relativeTime(en, null, now)).toBe("");
    expect(relativeTime(en, "not a date", now)).toBe("");
  });
});

describe("counts where space is short", () => {
  it("are compact in the page's language", () => {
    expect(formatCount(en, 1200)).toBe("1.2K");
    // Vietnamese puts a no-break space before the unit.
    expect(formatCount(vi, 1200)).toBe("1,2\u00a0N");
    expect(formatCount(en, 950)).toBe("950");
  });
});
