import { mkdtempSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { SignJWT, exportJWK, generateKeyPair } from "jose";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailTokens, refreshTokens, users } from "../../db/schema";
import { createMailer } from "../../platform/mail";
import { SESSION_CHECK_TTL_MS } from "../../platform/sessions";
import { hashToken } from "../../platform/tokens";
import { createTestApp } from "../../../test/app";
import type { TestApp } from "../../../test/app";
import { registerUser, userInput, verifiedUser } from "../../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload?: unknown, token?: string) =>
  t.request({
    method: "POST",
    url: `/api/v1/auth${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    token,
  });
const get = (url: string, token?: string) => t.request({ method: "GET", url: `/api/v1/auth${url}`, token });

describe("register", () => {
  it("creates an account, signs it in at once and mails a verification link", async () => {
    const input = userInput({ username: "New_Writer" });
    const res = await post("/register", input);
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.user).toMatchObject({
      username: "new_writer",
      email: input.email,
      role: "user",
      emailVerified: false,
    });
    expect(data.user).not.toHaveProperty("passwordHash");
    expect(data.accessToken).toEqual(expect.any(String));
    expect(data.refreshToken).toEqual(expect.any(String));
    expect(t.mail.lastToken(input.email, "/verified")).toEqual(expect.any(String));
    const me = await get("/me", data.accessToken);
    expect(me.json().data).toMatchObject({ id: data.user.id, name: input.name, notifications: 0 });
  });

  it.each([
    [{}, ["name", "username", "email", "password"]],
    [{ name: 5, username: [], email: true, password: 1 }, ["name", "username", "email", "password"]],
    [{ ...userInput(), username: "ab" }, ["username"]],
    [{ ...userInput(), username: "a".repeat(31) }, ["username"]],
    [{ ...userInput(), username: "bad-name!" }, ["username"]],
    [{ ...userInput(), email: "not-an-email" }, ["email"]],
    [{ ...userInput(), password: "short" }, ["password"]],
    [{ ...userInput(), password: "x".repeat(129) }, ["password"]],
    [{ ...userInput(), name: "   " }, ["name"]],
    [{ ...userInput(), name: "n".repeat(81) }, ["name"]],
  ])("refuses bad input %# with the fields at fault", async (payload, fields) => {
    const res = await post("/register", payload);
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(Object.keys(error.fields).sort()).toEqual([...fields].sort());
  });

  it.each(["password", "12345678", "Password1", "qwertyuiop", "iloveyou"])(
    "refuses the common password %s with a field message",
    async (password) => {
      const res = await post("/register", userInput({ password }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.password).toMatch(/too common/);
    },
  );

  it("refuses a password that is the username", async () => {
    const input = userInput();
    const res = await post("/register", { ...input, password: input.username });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty("password");
  });

  it("refuses a username or email already taken, ignoring case", async () => {
    const first = await registerUser(t);
    const sameName = await post("/register", userInput({ username: first.input.username.toUpperCase() }));
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().error.fields).toHaveProperty("username");
    const sameEmail = await post("/register", userInput({ email: first.input.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error.fields).toHaveProperty("email");
  });

  it("refuses a body that is not JSON or too large without a 500", async () => {
    const broken = await t.request({
      method: "POST",
      url: "/api/v1/auth/register",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe("INVALID_JSON");
    const huge = await post("/register", { ...userInput(), name: "x".repeat(2 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe("PAYLOAD_TOO_LARGE");
  });
});

describe("login", () => {
  it("signs in by email or by username, in any case", async () => {
    const u = await registerUser(t);
    for (const login of [u.input.email, u.input.username, u.input.email.toUpperCase()]) {
      const res = await post("/login", { email: login, password: u.input.password });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user.id).toBe(u.user.id);
    }
  });

  it("answers the same for a wrong password and an unknown account", async () => {
    const u = await registerUser(t);
    const wrong = await post("/login", { email: u.input.email, password: "wrong password" });
    const unknown = await post("/login", { email: "nobody@example.com", password: "wrong password" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.code).toBe("INVALID_CREDENTIALS");
  });

  it("refuses missing fields", async () => {
    const res = await post("/login", { email: "" });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(["email", "password"]);
  });
});

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

describe("email verification", () => {
  it("verifies once; a used or unknown link is refused", async () => {
    const u = await registerUser(t);
    const token = t.mail.lastToken(u.input.email, "/verified");
    const ok = await get(`/verify-email?token=${token}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user.emailVerified).toBe(true);
    const again = await get(`/verify-email?token=${token}`);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe("INVALID_TOKEN");
    expect((await get("/verify-email?token=unknown")).statusCode).toBe(400);
    const missing = await get("/verify-email");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty("token");
  });

  it("refuses an expired link", async () => {
    const u = await registerUser(t);
    const token = t.mail.lastToken(u.input.email, "/verified");
    await t.app.ctx.db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(emailTokens.userId, u.user.id));
    const res = await get(`/verify-email?token=${token}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("TOKEN_EXPIRED");
  });

  it("resends a link that replaces the earlier one, and refuses once verified", async () => {
    const u = await registerUser(t);
    const old = t.mail.lastToken(u.input.email, "/verified");
    expect((await post("/resend-verification", undefined, u.accessToken)).statusCode).toBe(200);
    const fresh = t.mail.lastToken(u.input.email, "/verified");
    expect(fresh).not.toBe(old);
    expect((await get(`/verify-email?token=${old}`)).statusCode).toBe(400);
    expect((await get(`/verify-email?token=${fresh}`)).statusCode).toBe(200);
    const again = await post("/resend-verification", undefined, u.accessToken);
    expect(again.statusCode).toBe(409);
    expect((await post("/resend-verification")).statusCode).toBe(401);
  });
});

describe("password reset", () => {
  it("answers the same for known and unknown addresses and mails only the known one", async () => {
    const u = await registerUser(t);
    const before = t.mail.messages.length;
    const known = await post("/forgot-password", { email: u.input.email });
    const unknown = await post("/forgot-password", { email: "ghost@example.com" });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(t.mail.messages.length).toBe(before + 1);
    expect((await post("/forgot-password", { email: "nope" })).statusCode).toBe(400);
  });

  it("answers without waiting for the mail, so timing tells nothing about the account", async () => {
    const u = await registerUser(t);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const send = t.mail.send.bind(t.mail);
    t.mail.send = async (message) => {
      await gate;
      await send(message);
    };
    try {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/auth/forgot-password",
        payload: { email: u.input.email },
      });
      expect(res.statusCode).toBe(200);
      release();
      await t.app.ctx.events.settled();
      expect(t.mail.lastToken(u.input.email, "/reset-password")).toEqual(expect.any(String));
    } finally {
      t.mail.send = send;
    }
  });

  it("resets with a single-use link and signs out every session", async () => {
    const u = await registerUser(t);
    await post("/forgot-password", { email: u.input.email });
    const token = t.mail.lastToken(u.input.email, "/reset-password");
    const check = await get(`/verify-reset-token?token=${token}`);
    expect(check.json().data).toEqual({ valid: true, email: u.input.email });

    const weak = await post(`/reset-password?token=${token}`, { password: "short" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields).toHaveProperty("password");
    const mismatch = await post(`/reset-password?token=${token}`, {
      password: "new password 1",
      confirmPassword: "other",
    });
    expect(mismatch.json().error.fields).toHaveProperty("confirmPassword");

    const done = await post(`/reset-password?token=${token}`, {
      password: "new password 1",
      confirmPassword: "new password 1",
    });
    expect(done.statusCode).toBe(200);
    expect((await post(`/reset-password?token=${token}`, { password: "new password 2" })).statusCode).toBe(
      400,
    );
    expect((await get(`/verify-reset-token?token=${token}`)).statusCode).toBe(400);
    expect((await post("/refresh-token", { refreshToken: u.refreshToken })).statusCode).toBe(401);
    expect((await post("/login", { email: u.input.email, password: u.input.password })).statusCode).toBe(401);
    expect((await post("/login", { email: u.input.email, password: "new password 1" })).statusCode).toBe(200);
  });

  it("refuses a common new password without using up the link", async () => {
    const u = await registerUser(t);
    await post("/forgot-password", { email: u.input.email });
    const token = t.mail.lastToken(u.input.email, "/reset-password");
    const common = await post(`/reset-password?token=${token}`, { password: "12345678" });
    expect(common.statusCode).toBe(400);
    expect(common.json().error.fields.password).toMatch(/too common/);
    expect(
      (await post(`/reset-password?token=${token}`, { password: "a far better phrase" })).statusCode,
    ).toBe(200);
  });

  it("refuses an expired reset link", async () => {
    const u = await registerUser(t);
    await post("/forgot-password", { email: u.input.email });
    const token = t.mail.lastToken(u.input.email, "/reset-password");
    await t.app.ctx.db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailTokens.purpose, "reset_password"));
    const res = await post(`/reset-password?token=${token}`, { password: "new password 1" });
    expect(res.json().error.code).toBe("TOKEN_EXPIRED");
  });
});

describe("change password", () => {
  it("needs the current password and signs out the other sessions only", async () => {
    const u = await registerUser(t);
    const other = (await post("/login", { email: u.input.email, password: u.input.password })).json().data;
    const url = `/change-password/${u.user.id}`;
    const wrong = await post(
      url,
      { currentPassword: "nope", newPassword: "another password" },
      u.accessToken,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toHaveProperty("currentPassword");
    const done = await post(
      url,
      { currentPassword: u.input.password, newPassword: "another password" },
      u.accessToken,
    );
    expect(done.statusCode).toBe(200);
    expect((await post("/refresh-token", { refreshToken: other.refreshToken })).statusCode).toBe(401);
    expect((await post("/refresh-token", { refreshToken: u.refreshToken })).statusCode).toBe(200);
  });

  it("is refused for another account, anonymously and with bad input", async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    const body = { currentPassword: a.input.password, newPassword: "another password" };
    expect((await post(`/change-password/${b.user.id}`, body, a.accessToken)).statusCode).toBe(403);
    expect((await post(`/change-password/${a.user.id}`, body)).statusCode).toBe(401);
    expect((await post(`/change-password/abc`, body, a.accessToken)).statusCode).toBe(400);
    const short = await post(
      `/change-password/${a.user.id}`,
      { currentPassword: "x", newPassword: "short" },
      a.accessToken,
    );
    expect(short.json().error.fields).toHaveProperty("newPassword");
    const common = await post(
      `/change-password/${a.user.id}`,
      { currentPassword: a.input.password, newPassword: "password123" },
      a.accessToken,
    );
    expect(common.statusCode).toBe(400);
    expect(common.json().error.fields.newPassword).toMatch(/too common/);
  });
});

describe("logs", () => {
  it("never contain a reset or verification token", async () => {
    const lines: string[] = [];
    const logged = await createTestApp({ LOG_LEVEL: "info" }, { logStream: { write: (l) => lines.push(l) } });
    try {
      const u = await registerUser(logged);
      await logged.request({
        method: "POST",
        url: "/api/v1/auth/forgot-password",
        payload: { email: u.input.email },
      });
      const token = logged.mail.lastToken(u.input.email, "/reset-password");
      const verifyToken = logged.mail.lastToken(u.input.email, "/verified");
      await logged.request({ method: "GET", url: `/api/v1/auth/verify-reset-token?token=${token}` });
      await logged.request({ method: "GET", url: `/api/v1/auth/verify-email?token=${verifyToken}` });
      const log = lines.join("");
      expect(log).toContain("verify-reset-token?token=[redacted]");
      expect(log).not.toContain(token);
      expect(log).not.toContain(verifyToken);
    } finally {
      await logged.close();
    }
  });

  it("writes one line per answered request, with its route, status, time and user", async () => {
    const lines: string[] = [];
    const logged = await createTestApp({ LOG_LEVEL: "info" }, { logStream: { write: (l) => lines.push(l) } });
    try {
      const u = await registerUser(logged);
      lines.length = 0;
      await logged.request({ method: "GET", url: "/api/v1/auth/me", token: u.accessToken });
      const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        msg: "request",
        method: "GET",
        route: "/api/v1/auth/me",
        status: 200,
        userId: u.user.id,
        ms: expect.any(Number),
      });
    } finally {
      await logged.close();
    }
  });

  it("names the mail file instead of the link when mail is kept on disk", async () => {
    const lines: string[] = [];
    const dataDir = mkdtempSync(path.join(tmpdir(), "inkwell-mail-"));
    const log = pino({ level: "info" }, { write: (l: string) => lines.push(l) });
    const mailer = createMailer({ from: "Inkwell <a@b.c>", dataDir, log });
    await mailer.send({
      to: "x@example.com",
      subject: "Reset",
      text: "t",
      html: "h",
      link: "http://x/r?token=SECRET",
    });
    expect(lines.join("")).toContain(path.join(dataDir, "mail"));
    expect(lines.join("")).not.toContain("SECRET");
  });
});

describe("conventions", () => {
  it("never lets a cache keep a response that carries tokens or the account", async () => {
    const input = userInput();
    const registered = await post("/register", input);
    const login = await post("/login", { email: input.email, password: input.password });
    const refresh = await post("/refresh-token", { refreshToken: login.json().data.refreshToken });
    const me = await get("/me", login.json().data.accessToken);
    for (const res of [registered, login, refresh, me]) {
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });

  it("routes POST ?_method=PATCH as PATCH and answers unknown API routes with a 404 envelope", async () => {
    const res = await t.request({ method: "POST", url: "/api/v1/nothing-here?_method=PATCH" });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toContain("PATCH");
  });

  it("reports health with the database reachable", async () => {
    const res = await t.request({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe("ok");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
  });
});

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

  it("is refused when not configured", async () => {
    const res = await post("/google", { token: "anything" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("GOOGLE_DISABLED");
  });
});

describe("rate limiting", () => {
  it("locks an account after a burst of failed sign-ins, with Retry-After", async () => {
    const limited = await createTestApp({ RATE_LIMIT_MULTIPLIER: "1" });
    try {
      const u = await verifiedUser(limited);
      const login = (password: string) =>
        limited.request({
          method: "POST",
          url: "/api/v1/auth/login",
          payload: { email: u.input.username, password },
        });
      let last;
      for (let i = 0; i < 6; i++) last = await login("wrong password");
      expect(last?.statusCode).toBe(429);
      expect(last?.json().error.code).toBe("TOO_MANY_ATTEMPTS");
      expect(Number(last?.headers["retry-after"])).toBeGreaterThan(0);
      expect((await login(u.input.password)).statusCode).toBe(429);
      const [row] = await limited.app.ctx.db.select().from(users).where(eq(users.id, u.user.id));
      expect(row?.id).toBe(u.user.id);
    } finally {
      await limited.close();
    }
  });

  it("checks no more than the allowed passwords in a parallel burst, whichever name is used", async () => {
    const limited = await createTestApp({ RATE_LIMIT_MULTIPLIER: "1" });
    try {
      const u = await verifiedUser(limited);
      const attempt = (email: string, password: string) =>
        limited.request({ method: "POST", url: "/api/v1/auth/login", payload: { email, password } });
      const names = [u.input.email, u.input.username, u.input.email.toUpperCase()];
      const burst = await Promise.all([
        ...Array.from({ length: 19 }, (_, i) => attempt(names[i % names.length]!, `wrong password ${i}`)),
        attempt(u.input.username, u.input.password),
      ]);
      const statuses = burst.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 401).length + statuses.filter((s) => s === 200).length).toBe(5);
      expect(statuses.filter((s) => s === 429).length).toBe(15);
      expect((await attempt(u.input.email, u.input.password)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it("does not count successful sign-ins against the address", async () => {
    const limited = await createTestApp({ RATE_LIMIT_MULTIPLIER: "1" });
    try {
      const u = await verifiedUser(limited);
      for (let i = 0; i < 25; i++) {
        const res = await limited.request({
          method: "POST",
          url: "/api/v1/auth/login",
          payload: { email: u.input.email, password: u.input.password },
        });
        expect(res.statusCode).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });

  it("limits registrations from one address", async () => {
    const limited = await createTestApp({ RATE_LIMIT_MULTIPLIER: "1" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await limited.request({
          method: "POST",
          url: "/api/v1/auth/register",
          payload: userInput(),
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it("limits failed sign-ins from one address across accounts", async () => {
    const limited = await createTestApp({ RATE_LIMIT_MULTIPLIER: "1" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 22; i++) {
        const res = await limited.request({
          method: "POST",
          url: "/api/v1/auth/login",
          payload: { email: `unknown${i}@example.com`, password: "wrong password" },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it("scales every limit with RATE_LIMIT_MULTIPLIER", async () => {
    const relaxed = await createTestApp({ RATE_LIMIT_MULTIPLIER: "10" });
    try {
      for (let i = 0; i < 12; i++) {
        const res = await relaxed.request({
          method: "POST",
          url: "/api/v1/auth/login",
          payload: { email: "someone@example.com", password: "wrong password" },
        });
        expect(res.statusCode).toBe(401);
      }
    } finally {
      await relaxed.close();
    }
  });
});
