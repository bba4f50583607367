import { describe, expect, it } from "vitest";
import { toDateTimeLocal } from "./time";

describe("toDateTimeLocal", () => {
  it("formats local time to the minute", () => {
    expect(toDateTimeLocal(new Date(2025, 0, 5, 7, 3, 45))).toBe("2025-01-05T07:03");
  });
});
