import { describe, expect, it } from "vitest";
import { together } from "./together";

const later = <T>(ms: number, value: T, fail = false) =>
  new Promise<T>((resolve, reject) =>
    setTimeout(() => (fail ? reject(new Error(String(value))) : resolve(value)), ms),
  );

describe("together", () => {
  it("returns every value in the order asked, whatever order they arrive in", async () => {
    const [a, b, c] = await together([later(20, 1), later(1, "two"), later(10, true)]);
    expect([a, b, c]).toEqual([1, "two", true]);
  });

  it("throws the first failure in the list, not the first to happen, after all have settled", async () => {
    let lastSettled = false;
    const last = later(30, "last").then((value) => ((lastSettled = true), value));
    await expect(together([later(20, "first", true), later(1, "second", true), last])).rejects.toThrow(
      "first",
    );
    expect(lastSettled).toBe(true);
  });
});
