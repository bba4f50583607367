// Invitations: administrators make, list and withdraw them; registration while the site joins by invitation
// only needs one, used once, by the address it names; the role it gives; a fresh site's first account.
import type { CreatedInvite, Invite } from "@inkwell/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invites, users } from "../../db/schema";
import { LIMITS } from "../../platform/limits";
import { createTestApp } from "../../../test/app";
import { userInput, verifiedUser } from "../../../test/factories";
import { expectLimited, OWN_APP_TIMEOUT_MS, withTwoAdmins } from "../../../test/limits";
import { useSiteSettings } from "../../../test/site";
import { admin, member, moderator, t, useStaff } from "../../../test/suite";
import { awaitOwner } from "../auth";

useStaff();

const invite = async (payload: object = {}) => {
  const res = await t.request({ method: "POST", url: "/api/v1/admin/invites", token: admin.token, payload });
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json<{ data: CreatedInvite }>().data;
  return { ...created, token: new URL(created.url).searchParams.get("invite")! };
};
const register = (payload: object) => t.request({ method: "POST", url: "/api/v1/auth/register", payload });
const listed = async () => {
  const res = await t.request({ method: "GET", url: "/api/v1/admin/invites?limit=50", token: admin.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Invite[]; meta: { total: number } }>();
};
const errorOf = (res: { json: () => unknown }) =>
  (res.json() as { error: { code: string; fields?: Record<string, string> } }).error;

describe("making invitations", () => {
  it("gives administrators a single-use link to /register that lasts seven days", async () => {
    const created = await invite({ email: "Guest@Example.com", role: "author" });
    expect(created.url).toMatch(/^http:\/\/localhost:3000\/register\?invite=[\w-]{20,}$/);
    const days = (new Date(created.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const { data } = await listed();
    expect(data[0]).toMatchObject({
      id: created.id,
      email: "guest@example.com",
      role: "author",
      state: "pending",
    });
    expect(data[0]!.createdBy).toMatchObject({ id: admin.user.id });
    expect(JSON.stringify(data)).not.toContain(created.token);
  });

  it("is for administrators only, and refuses roles an invitation may not give", async () => {
    const url = "/api/v1/admin/invites";
    expect((await t.request({ method: "POST", url, payload: {} })).statusCode).toBe(401);
    for (const who of [member, moderator]) {
      expect((await t.request({ method: "POST", url, token: who.token, payload: {} })).statusCode).toBe(403);
      expect((await t.request({ method: "GET", url, token: who.token })).statusCode).toBe(403);
    }
    for (const payload of [{ role: "admin" }, { role: "moderator" }, { email: "not-an-address" }]) {
      const res = await t.request({ method: "POST", url, token: admin.token, payload });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(errorOf(res).fields ?? {})).toEqual([Object.keys(payload)[0]]);
    }
  });

  it("is written in the audit log, made and withdrawn", async () => {
    const created = await invite({ email: "logged@example.com" });
    await t.request({ method: "DELETE", url: `/api/v1/admin/invites/${created.id}`, token: admin.token });
    const log = await t.request({ method: "GET", url: "/api/v1/moderation/log", token: admin.token });
    const entries = log.json<{ data: { action: string; target: { label: string } }[] }>().data;
    expect(entries.slice(0, 2).map((e) => e.action)).toEqual(["invite.revoke", "invite.create"]);
  });
});

describe("registering while the site joins by invitation only", () => {
  useSiteSettings({ registration: "invite" });

  it("refuses an account without an invitation (403 REGISTRATION_CLOSED), and makes none", async () => {
    const input = userInput();
    const res = await register(input);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe("REGISTRATION_CLOSED");
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.email, input.email));
    expect(row).toBeUndefined();
  });

  it("lets the invited address join once, with the invitation's role, whatever its letter case", async () => {
    const { token, id } = await invite({ email: "writer@example.com", role: "author" });
    const res = await register({ ...userInput({ email: "Writer@Example.com" }), inviteToken: token });
    expect(res.statusCode, res.body).toBe(201);
    const { user } = res.json<{ data: { user: { id: number; role: string; canPublish: boolean } } }>().data;
    expect(user.role).toBe("author");
    const again = await register({ ...userInput(), inviteToken: token });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again)).toMatchObject({
      code: "INVITE_INVALID",
      fields: { inviteToken: expect.any(String) },
    });
    const entry = (await listed()).data.find((i) => i.id === id);
    expect(entry).toMatchObject({ state: "used", usedBy: { id: user.id } });
  });

  it("refuses an invitation for another address (403) and keeps it for its own", async () => {
    const { token } = await invite({ email: "someone@example.com" });
    const res = await register({ ...userInput(), inviteToken: token });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toMatchObject({
      code: "INVITE_EMAIL_MISMATCH",
      fields: { email: expect.any(String) },
    });
    const own = await register({ ...userInput({ email: "someone@example.com" }), inviteToken: token });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json<{ data: { user: { role: string } } }>().data.user.role).toBe("user");
  });

  it("refuses expired, withdrawn and unknown invitations with 400 INVITE_INVALID", async () => {
    const expired = await invite();
    await t.app.ctx.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invites.id, expired.id));
    const revoked = await invite();
    const withdraw = await t.request({
      method: "DELETE",
      url: `/api/v1/admin/invites/${revoked.id}`,
      token: admin.token,
    });
    expect(withdraw.json<{ data: Invite }>().data.state).toBe("revoked");
    for (const token of [expired.token, revoked.token, "no-such-invitation"]) {
      const res = await register({ ...userInput(), inviteToken: token });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).code).toBe("INVITE_INVALID");
    }
    const states = new Map((await listed()).data.map((i) => [i.id, i.state]));
    expect(states.get(expired.id)).toBe("expired");
    expect(states.get(revoked.id)).toBe("revoked");
  });

  it("lets only one of two registrations at once use the same invitation", async () => {
    const { token } = await invite();
    const answers = await Promise.all([
      register({ ...userInput(), inviteToken: token }),
      register({ ...userInput(), inviteToken: token }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400]);
  });

  it("gives a claimed invitation back when the account could not be made", async () => {
    const { token } = await invite();
    const taken = await register({ ...userInput({ username: member.input.username }), inviteToken: token });
    expect(taken.statusCode).toBe(409);
    expect((await register({ ...userInput(), inviteToken: token })).statusCode).toBe(201);
  });

  it("still lets existing accounts sign in", async () => {
    const res = await t.request({
      method: "POST",
      url: "/api/v1/auth/login",
      payload: { email: member.input.email, password: member.input.password },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe("withdrawing invitations", () => {
  it("answers 404 for none, 409 for one already used, and is for administrators only", async () => {
    const url = (id: number) => `/api/v1/admin/invites/${id}`;
    expect((await t.request({ method: "DELETE", url: url(999_999), token: admin.token })).statusCode).toBe(
      404,
    );
    const { id, token } = await invite();
    expect((await t.request({ method: "DELETE", url: url(id), token: member.token })).statusCode).toBe(403);
    expect((await t.request({ method: "DELETE", url: url(id) })).statusCode).toBe(401);
    expect((await register({ ...userInput(), inviteToken: token })).statusCode).toBe(201);
    const used = await t.request({ method: "DELETE", url: url(id), token: admin.token });
    expect(used.statusCode).toBe(409);
    expect(errorOf(used).code).toBe("INVITE_USED");
  });
});

describe("an invitation while registration is open", () => {
  it("gives its role", async () => {
    const { token } = await invite({ role: "author" });
    const res = await register({ ...userInput(), inviteToken: token });
    expect(res.json<{ data: { user: { role: string } } }>().data.user.role).toBe("author");
  });
});

describe("the first account of a fresh site", () => {
  it("becomes the administrator, once, even when two register at the same moment", async () => {
    const fresh = await createTestApp();
    try {
      await awaitOwner(fresh.app.ctx.db);
      const join = () =>
        fresh.request({ method: "POST", url: "/api/v1/auth/register", payload: userInput() });
      const first = await Promise.all([join(), join()]);
      const roles = first.map((r) => r.json<{ data: { user: { role: string } } }>().data.user.role).sort();
      expect(roles).toEqual(["admin", "user"]);
      const later = await join();
      expect(later.json<{ data: { user: { role: string } } }>().data.user.role).toBe("user");
      // Starting again finds an administrator: nobody else becomes one.
      await awaitOwner(fresh.app.ctx.db);
      expect((await join()).json<{ data: { user: { role: string } } }>().data.user.role).toBe("user");
    } finally {
      await fresh.close();
    }
  });
});

describe("the author role", () => {
  it("is given by an administrator through the role endpoint", async () => {
    const writer = await verifiedUser(t);
    const res = await t.request({
      method: "PUT",
      url: `/api/v1/admin/users/${writer.user.id}/role`,
      token: admin.token,
      payload: { role: "author" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: { role: string } }>().data.role).toBe("author");
  });
});

describe("the limits on invitations", () => {
  it(
    "answer 429 to an administrator past them, making and withdrawing counted apart",
    () =>
      withTwoAdmins(async (limited, first, second) => {
        const make = (who: { token: string }) =>
          limited.request({ method: "POST", url: "/api/v1/admin/invites", token: who.token, payload: {} });
        const ids: number[] = [];
        await expectLimited(LIMITS.inviteChangesPerUser, async () => {
          const res = await make(first);
          if (res.statusCode === 201) ids.push(res.json<{ data: CreatedInvite }>().data.id);
          return res;
        });
        // Withdrawing one already withdrawn answers it again, so every request here would pass but for the limit.
        await expectLimited(LIMITS.inviteChangesPerUser, (i) =>
          limited.request({
            method: "DELETE",
            url: `/api/v1/admin/invites/${ids[i % ids.length]}`,
            token: first.token,
          }),
        );
        expect((await make(second)).statusCode).toBe(201);
      }),
    OWN_APP_TIMEOUT_MS,
  );
});
