// Signing in with Google, against a key server of the test's own: new accounts, refused tokens, taking over
// or linking a local account, and the answer when Google sign-in is not configured.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { SignJWT, exportJWK, generateKeyPair } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app";
import type { TestApp } from "../../../test/app";
import { post } from "../../../test/auth";
import { registerUser, verifiedUser, withRole } from "../../../test/factories";
import { useApp } from "../../../test/suite";

useApp();

describe("Google sign-in", () => {
  let g: TestApp;
  let sign: (claims: Record<string, unknown>) => Promise<string>;
  let close: () => void;

  beforeAll(async () => {
    const { publicKey, privateKey } = await generateKeyPair("RS256");
    const jwk = { ...(await exportJWK(publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
    const server = createServer((_req, res) => {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    close = () => server.close();
    g = await createTestApp({
      GOOGLE_CLIENT_ID: "client-123",
      GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/jwks`,
    });
    sign = (claims) =>
      new SignJWT({ email_verified: true, name: "Gia Bảo", ...claims })
        .setProtectedHeader({ alg: "RS256", kid: "test-key" })
        .setIssuer("https://accounts.google.com")
        .setAudience("client-123")
        .setIssuedAt()
        .setExpirationTime("5m")
        .sign(privateKey);
  });
  afterAll(async () => {
    await g.close();
    close();
  });

  it("creates a verified account on first sign-in and finds it again", async () => {
    const token = await sign({ sub: "g-1", email: "gia.bao@gmail.com" });
    const res = await g.request({ method: "POST", url: "/api/v1/auth/google", payload: { token } });
    expect(res.statusCode).toBe(200);
    const { user } = res.json().data;
    expect(user).toMatchObject({
      email: "gia.bao@gmail.com",
      username: "giabao",
      emailVerified: true,
      hasPassword: false,
    });
    const again = await g.request({
      method: "POST",
      url: "/api/v1/auth/google",
      payload: { token: await sign({ sub: "g-1", email: "gia.bao@gmail.com" }) },
    });
    expect(again.json().data.user.id).toBe(user.id);
  });

  it("refuses tokens for another audience, unverified emails and garbage", async () => {
    const otherAudience = await new SignJWT({ email: "x@gmail.com", email_verified: true, sub: "g-2" })
      .setProtectedHeader({ alg: "HS256" })
      .setAudience("someone-else")
      .sign(new TextEncoder().encode("k".repeat(32)));
    for (const token of [
      otherAudience,
      await sign({ sub: "g-3", email: "u@gmail.com", email_verified: false }),
      "garbage",
    ]) {
      const res = await g.request({ method: "POST", url: "/api/v1/auth/google", payload: { token } });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe("INVALID_GOOGLE_TOKEN");
    }
    expect((await g.request({ method: "POST", url: "/api/v1/auth/google", payload: {} })).statusCode).toBe(
      400,
    );
  });

  it("takes over an unverified local account for the Google identity, ending the other credentials", async () => {
    const squatter = await registerUser(g, { email: "victim@gmail.com" });
    const res = await g.request({
      method: "POST",
      url: "/api/v1/auth/google",
      payload: { token: await sign({ sub: "g-victim", email: "victim@gmail.com" }) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({
      id: squatter.user.id,
      emailVerified: true,
      hasPassword: false,
    });
    const password = await g.request({
      method: "POST",
      url: "/api/v1/auth/login",
      payload: { email: "victim@gmail.com", password: squatter.input.password },
    });
    expect(password.statusCode).toBe(401);
    expect(
      (await g.request({ method: "GET", url: "/api/v1/auth/me", token: squatter.accessToken })).statusCode,
    ).toBe(401);
    const refresh = await g.request({
      method: "POST",
      url: "/api/v1/auth/refresh-token",
      payload: { refreshToken: squatter.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const verify = await g.request({
      method: "GET",
      url: `/api/v1/auth/verify-email?token=${g.mail.lastToken("victim@gmail.com", "/verified")}`,
    });
    expect(verify.statusCode).toBe(400);
  });

  it("links a verified local account and keeps its password", async () => {
    const owner = await verifiedUser(g, { email: "owner@gmail.com" });
    const res = await g.request({
      method: "POST",
      url: "/api/v1/auth/google",
      payload: { token: await sign({ sub: "g-owner", email: "owner@gmail.com" }) },
    });
    expect(res.json().data.user).toMatchObject({ id: owner.user.id, hasPassword: true });
    expect(
      (await g.request({ method: "GET", url: "/api/v1/auth/me", token: owner.accessToken })).statusCode,
    ).toBe(200);
  });

  it("makes no new account without an invitation while the site joins by invitation only", async () => {
    const admin = await withRole(g, await verifiedUser(g), "admin");
    await g.app.ctx.site.save({ registration: "invite" });
    try {
      const google = (payload: object) => g.request({ method: "POST", url: "/api/v1/auth/google", payload });
      const stranger = await google({
        token: await sign({ sub: "g-stranger", email: "stranger@gmail.com" }),
      });
      expect(stranger.statusCode).toBe(403);
      expect(stranger.json().error.code).toBe("REGISTRATION_CLOSED");
      // Accounts that exist sign in as before.
      const known = await google({ token: await sign({ sub: "g-1", email: "gia.bao@gmail.com" }) });
      expect(known.statusCode).toBe(200);

      const made = await g.request({
        method: "POST",
        url: "/api/v1/admin/invites",
        token: admin.token,
        payload: { email: "Guest@gmail.com", role: "author" },
      });
      const inviteToken = new URL(made.json().data.url as string).searchParams.get("invite");
      const wrong = await google({
        token: await sign({ sub: "g-other", email: "other@gmail.com" }),
        inviteToken,
      });
      expect(wrong.statusCode).toBe(403);
      const invited = await google({
        token: await sign({ sub: "g-guest", email: "guest@gmail.com" }),
        inviteToken,
      });
      expect(invited.statusCode, invited.body).toBe(200);
      expect(invited.json().data.user).toMatchObject({ email: "guest@gmail.com", role: "author" });
    } finally {
      await g.app.ctx.site.save({ registration: "open" });
    }
  });

  it("is refused when not configured", async () => {
    const res = await post("/google", { token: "anything" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("GOOGLE_DISABLED");
  });
});
