import { afterEach, describe, expect, it, vi } from "vitest";
import { AccessTokens } from "./tokens";

describe("access tokens", () => {
  afterEach(() => vi.useRealTimers());

  it("answers a token verified before from memory, and refuses it once it expired", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-01-01T00:00:00Z") });
    const tokens = new AccessTokens("s".repeat(48), 60);
    const token = await tokens.sign({ userId: 7, sessionId: "family" });
    expect(await tokens.verify(token)).toEqual({ userId: 7, sessionId: "family" });
    expect(await tokens.verify(token)).toEqual({ userId: 7, sessionId: "family" });
    vi.setSystemTime(new Date("2026-01-01T00:00:59Z"));
    expect(await tokens.verify(token)).toEqual({ userId: 7, sessionId: "family" });
    vi.setSystemTime(new Date("2026-01-01T00:01:00Z"));
    await expect(tokens.verify(token)).rejects.toMatchObject({ code: "TOKEN_EXPIRED", statusCode: 401 });
  });

  it("never remembers a token signed with another secret", async () => {
    const forged = await new AccessTokens("f".repeat(48), 60).sign({ userId: 1, sessionId: "x" });
    const tokens = new AccessTokens("s".repeat(48), 60);
    for (let i = 0; i < 2; i++) {
      await expect(tokens.verify(forged)).rejects.toMatchObject({ code: "INVALID_TOKEN" });
    }
  });
});
