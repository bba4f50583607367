// Getting an account back in hand: verifying the email address, resetting a forgotten password, and
// changing it while signed in.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailTokens } from "../../db/schema";
import { get, post } from "../../../test/auth";
import { registerUser } from "../../../test/factories";
import { t, useApp } from "../../../test/suite";

useApp();

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
