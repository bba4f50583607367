// Signing up and in: registration, login, what the request log keeps, and the conventions every auth
// answer follows. Sessions, recovery, Google sign-in and rate limits have suites of their own.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createMailer } from "../../platform/mail";
import { createTestApp } from "../../../test/app";
import { get, post } from "../../../test/auth";
import { registerUser, userInput } from "../../../test/factories";
import { t, useApp } from "../../../test/suite";

useApp();

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
