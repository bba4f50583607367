import { describe, expect, it } from "vitest";
import { movedEnough, progressAt, scrollFor, worthOffering } from "./readingPosition";

const box = { top: 400, height: 2000 };

describe("reading position", () => {
  it("measures the bottom of the window against the post's text, from 0 to 1", () => {
    expect(progressAt(box, 0, 800)).toBe(0.2);
    expect(progressAt(box, 0, 300)).toBe(0);
    expect(progressAt(box, 1000, 800)).toBe(0.7);
    expect(progressAt(box, 5000, 800)).toBe(1);
    expect(progressAt({ top: 0, height: 0 }, 100, 800)).toBe(0);
  });

  it("scrolls back to the same position it measured", () => {
    const scrollY = scrollFor(box, 0.7, 800);
    expect(scrollY).toBe(1000);
    expect(progressAt(box, scrollY, 800)).toBe(0.7);
    expect(scrollFor(box, 0.1, 800)).toBe(0);
  });

  it("offers back only positions between 5% and 95%", () => {
    expect(worthOffering(0.5)).toBe(true);
    expect(worthOffering(0.05)).toBe(false);
    expect(worthOffering(0.97)).toBe(false);
    expect(worthOffering(null)).toBe(false);
    expect(worthOffering(undefined)).toBe(false);
  });

  it("sends a new position only when it moved by a percent or more", () => {
    expect(movedEnough(null, 0.3)).toBe(true);
    expect(movedEnough(0.3, 0.305)).toBe(false);
    expect(movedEnough(0.3, 0.29)).toBe(true);
  });
});
