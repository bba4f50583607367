// Sessions: bearer tokens, refresh-token rotation and reuse, and what ends a session (logout, deleting the
// account, a password reset seen by another process).
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { refreshTokens } from "../../db/schema";
import { SESSION_CHECK_TTL_MS } from "../../platform/sessions";
import { hashToken } from "../../platform/tokens";
import { createTestApp } from "../../../test/app";
import { get, post } from "../../../test/auth";
import { registerUser } from "../../../test/factories";
import { t, useApp } from "../../../test/suite";

useApp();

describe("sessions", () => {
  it("/me needs a valid bearer token", async () => {
    expect((await get("/me")).statusCode).toBe(401);
    const bad = await get("/me", "not-a-jwt");
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error.code).toBe("INVALID_TOKEN");
    const malformed = await t.request({
      method: "GET",
      url: "/api/v1/auth/me",
      headers: { authorization: "Basic abc" },
    });
    expect(malformed.statusCode).toBe(401);
  });

  /** Moves a used refresh token's use back in time, past the grace window. */
  const ageUse = (refreshToken: string) =>
    t.app.ctx.db
      .update(refreshTokens)
      .set({ usedAt: sql`now() - interval '1 hour'` })
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));

  it("rotates refresh tokens, and reuse of a rotated one after the grace window ends the whole sign-in", async () => {
    const u = await registerUser(t);
    const first = await post("/refresh-token", { refreshToken: u.refreshToken });
    expect(first.statusCode).toBe(200);
    const second = first.json().data;
    expect(second.refreshToken).not.toBe(u.refreshToken);
    expect((await get("/me", second.accessToken)).statusCode).toBe(200);

    await ageUse(u.refreshToken);
    const reuse = await post("/refresh-token", { refreshToken: u.refreshToken });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error.code).toBe("REFRESH_TOKEN_REUSED");
    const afterReuse = await post("/refresh-token", { refreshToken: second.refreshToken });
    expect(afterReuse.statusCode).toBe(401);
    const me = await get("/me", second.accessToken);
    expect(me.statusCode).toBe(401);
    expect(me.json().error.code).toBe("SESSION_ENDED");
  });

  it("gives two simultaneous refreshes with one token the same successor, and the sign-in goes on", async () => {
    const u = await registerUser(t);
    const results = await Promise.all([
      post("/refresh-token", { refreshToken: u.refreshToken }),
      post("/refresh-token", { refreshToken: u.refreshToken }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const [a, b] = results.map((r) => r.json().data as { accessToken: string; refreshToken: string });
    expect(a!.refreshToken).toBe(b!.refreshToken);
    const retried = await post("/refresh-token", { refreshToken: u.refreshToken });
    expect(retried.json().data.refreshToken).toBe(a!.refreshToken);
    for (const tokens of [a!, b!]) expect((await get("/me", tokens.accessToken)).statusCode).toBe(200);
    const next = await post("/refresh-token", { refreshToken: a!.refreshToken });
    expect(next.statusCode).toBe(200);
    expect(next.json().data.refreshToken).not.toBe(a!.refreshToken);
  });

  it("refuses unknown and missing refresh tokens", async () => {
    expect((await post("/refresh-token", { refreshToken: "nope" })).statusCode).toBe(401);
    const missing = await post("/refresh-token", {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty("refreshToken");
  });

  it("logout revokes the refresh token and ends the access token at once", async () => {
    const u = await registerUser(t);
    expect((await get("/me", u.accessToken)).statusCode).toBe(200);
    const out = await post("/logout", { refreshToken: u.refreshToken }, u.accessToken);
    expect(out.statusCode).toBe(200);
    expect((await post("/refresh-token", { refreshToken: u.refreshToken })).statusCode).toBe(401);
    const me = await get("/me", u.accessToken);
    expect(me.statusCode).toBe(401);
    expect(me.json().error.code).toBe("SESSION_ENDED");
    const realtime = await t.request({
      method: "POST",
      url: "/api/v1/realtime/auth",
      payload: { socket_id: "1.1", channel_name: `private-notifications-${u.user.id}` },
      token: u.accessToken,
    });
    expect(realtime.statusCode).toBe(401);
  });

  it("ends the access token when the account is deleted", async () => {
    const u = await registerUser(t);
    const deleted = await t.request({
      method: "DELETE",
      url: `/api/v1/profiles/${u.user.id}`,
      payload: { password: u.input.password },
      token: u.accessToken,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await get("/me", u.accessToken)).statusCode).toBe(401);
    const write = await t.request({
      method: "POST",
      url: "/api/v1/posts/draft",
      payload: { title: "After deletion" },
      token: u.accessToken,
    });
    expect(write.statusCode).toBe(401);
  });

  it("ends the access tokens on another process within seconds of a password reset", async () => {
    const u = await registerUser(t);
    const elsewhere = await createTestApp(
      { JWT_SECRET: t.app.ctx.config.JWT_SECRET },
      { shared: t.app.ctx.database },
    );
    try {
      const me = () => elsewhere.request({ method: "GET", url: "/api/v1/auth/me", token: u.accessToken });
      expect((await me()).statusCode).toBe(200);
      await post("/forgot-password", { email: u.input.email });
      const token = t.mail.lastToken(u.input.email, "/reset-password");
      expect(
        (await post(`/reset-password?token=${token}`, { password: "a brand new phrase" })).statusCode,
      ).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, SESSION_CHECK_TTL_MS + 100));
      expect((await me()).statusCode).toBe(401);
    } finally {
      await elsewhere.close();
    }
  });
});
