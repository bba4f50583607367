// Roles: who makes whom a moderator or an administrator, and the rule that an administrator able to act
// always remains.
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app";
import { verifiedUser, withRole } from "../../../test/factories";
import { admin, api, moderator, t, useModerationApp } from "../../../test/moderation";
import type { Method, User } from "../../../test/moderation";

useModerationApp();

describe("roles", () => {
  it("lets an administrator make someone a moderator, which /auth/me then shows", async () => {
    const member = await verifiedUser(t);
    const res = await api("PUT", `/admin/users/${member.user.id}/role`, admin, { role: "moderator" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: member.user.id, role: "moderator" });
    expect((await api("GET", "/auth/me", member)).json().data.role).toBe("moderator");
  });

  it("refuses role changes to moderators (403), members (403), anonymous callers (401) and bad input (400)", async () => {
    const member = await verifiedUser(t);
    const url = `/admin/users/${member.user.id}/role`;
    expect((await api("PUT", url, moderator, { role: "admin" })).json().error.code).toBe("FORBIDDEN");
    expect((await api("PUT", url, member, { role: "admin" })).statusCode).toBe(403);
    expect((await api("PUT", url, undefined, { role: "admin" })).statusCode).toBe(401);
    const bad = await api("PUT", url, admin, { role: "owner" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty("role");
    expect((await api("PUT", "/admin/users/999999/role", admin, { role: "user" })).json().error.code).toBe(
      "USER_NOT_FOUND",
    );
  });

  it("never lets the last administrator be demoted, but lets one of two go", async () => {
    const solo = await createTestApp();
    try {
      const only = await withRole(solo, await verifiedUser(solo), "admin");
      const self = await solo.request({
        method: "PUT",
        url: `/api/v1/admin/users/${only.user.id}/role`,
        token: only.token,
        payload: { role: "user" },
      });
      expect(self.statusCode).toBe(409);
      expect(self.json().error.code).toBe("LAST_ADMIN");
      const second = await withRole(solo, await verifiedUser(solo), "admin");
      const demoted = await solo.request({
        method: "PUT",
        url: `/api/v1/admin/users/${second.user.id}/role`,
        token: only.token,
        payload: { role: "user" },
      });
      expect(demoted.json().data.role).toBe("user");
    } finally {
      await solo.close();
    }
  });
  it("counts only administrators who can act, and confirms a change it applied", async () => {
    const solo = await createTestApp();
    const as = (who: User, method: Method, url: string, payload?: object) =>
      solo.request({ method, url: `/api/v1${url}`, token: who.token, ...(payload ? { payload } : {}) });
    try {
      const acting = await withRole(solo, await verifiedUser(solo), "admin");
      // An administrator banned before a sanctioned account could no longer be given a role.
      const banned = await verifiedUser(solo);
      expect(
        (await as(acting, "POST", `/moderation/users/${banned.user.id}/ban`, { reason: "x" })).statusCode,
      ).toBe(200);
      await withRole(solo, banned, "admin");

      const stepDown = await as(acting, "PUT", `/admin/users/${acting.user.id}/role`, { role: "user" });
      expect(stepDown.statusCode).toBe(409);
      expect(stepDown.json().error.code).toBe("LAST_ADMIN");
      const leave = await as(acting, "DELETE", `/profiles/${acting.user.id}`, {
        password: acting.input.password,
      });
      expect(leave.statusCode).toBe(409);
      expect(leave.json().error.code).toBe("LAST_ADMIN");
      expect((await as(acting, "GET", "/auth/me")).json().data.role).toBe("admin");

      await withRole(solo, await verifiedUser(solo), "admin");
      const stepped = await as(acting, "PUT", `/admin/users/${acting.user.id}/role`, { role: "user" });
      expect(stepped.statusCode, stepped.body).toBe(200);
      expect(stepped.json().data).toMatchObject({ id: acting.user.id, role: "user" });
      expect((await as(acting, "GET", "/auth/me")).json().data.role).toBe("user");
    } finally {
      await solo.close();
    }
  });

  it("refuses to make a banned or suspended account staff", async () => {
    const banned = await verifiedUser(t);
    const suspended = await verifiedUser(t);
    await api("POST", `/moderation/users/${banned.user.id}/ban`, moderator, { reason: "Spam" });
    await api("POST", `/moderation/users/${suspended.user.id}/suspend`, moderator, {
      until: new Date(Date.now() + 86_400_000).toISOString(),
      reason: "Cooling off",
    });
    for (const [who, role] of [
      [banned, "admin"],
      [suspended, "moderator"],
    ] as const) {
      const res = await api("PUT", `/admin/users/${who.user.id}/role`, admin, { role });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        code: "ACCOUNT_SANCTIONED",
        fields: { role: expect.any(String) },
      });
      expect((await api("GET", `/admin/users/${who.user.id}`, admin)).json().data.role).toBe("user");
    }
    const lifted = await api("PUT", `/admin/users/${banned.user.id}/role`, admin, { role: "user" });
    expect(lifted.statusCode).toBe(200);
  });
});
