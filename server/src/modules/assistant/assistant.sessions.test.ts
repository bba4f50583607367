// The assistant's sessions: a signed-in user's are theirs alone, an anonymous one its id holder's, and a new
// conversation leaves the old one inactive.
import { describe, expect, it } from "vitest";
import { HEADER, chat } from "../../../test/assistant";
import { registerUser } from "../../../test/factories";
import { t, useApp } from "../../../test/suite";

useApp();

describe("sessions and ownership", () => {
  it("keeps a signed-in user's sessions private to them", async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const { sessionId } = (await chat("hello", undefined, owner.token)).json().data;
    const asOther = { [HEADER]: sessionId };
    expect(
      (
        await t.request({
          method: "GET",
          url: `/api/v1/chat/history/${sessionId}`,
          token: other.token,
          headers: asOther,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: "GET", url: `/api/v1/chat/history/${sessionId}`, headers: asOther }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: "DELETE", url: `/api/v1/chat/sessions/${sessionId}`, token: other.token }))
        .statusCode,
    ).toBe(404);
    const hijack = (await chat("hi", sessionId, other.token)).json().data;
    expect(hijack.sessionId).not.toBe(sessionId);

    const mine = (
      await t.request({ method: "GET", url: "/api/v1/chat/sessions/user", token: owner.token })
    ).json().data;
    expect(mine.map((s: { sessionId: string }) => s.sessionId)).toContain(sessionId);
    expect((await t.request({ method: "GET", url: "/api/v1/chat/sessions/user" })).statusCode).toBe(401);
    const renamed = await t.request({
      method: "PUT",
      url: `/api/v1/chat/conversations/${sessionId}/title`,
      token: owner.token,
      payload: { title: "Greetings" },
    });
    expect(renamed.json().data.title).toBe("Greetings");
    const list = (
      await t.request({ method: "GET", url: "/api/v1/chat/conversations", token: owner.token })
    ).json().data;
    expect(list[0]).toMatchObject({ sessionId, title: "Greetings", messageCount: 2 });
    const cleared = await t.request({
      method: "DELETE",
      url: "/api/v1/chat/sessions/user/all",
      token: owner.token,
    });
    expect(cleared.json().data.deleted).toBeGreaterThanOrEqual(1);
  });

  it("starts a new conversation, leaving the old one inactive", async () => {
    const { sessionId } = (await chat("hi")).json().data;
    const fresh = await t.request({
      method: "POST",
      url: "/api/v1/chat/conversations/new",
      headers: { [HEADER]: sessionId },
    });
    expect(fresh.statusCode).toBe(201);
    const next = fresh.json().data.sessionId;
    expect(next).not.toBe(sessionId);
    const active = (
      await t.request({
        method: "GET",
        url: "/api/v1/chat/conversations/active",
        headers: { [HEADER]: next },
      })
    ).json().data;
    expect(active).toMatchObject({ sessionId: next, history: [] });
    const old = (
      await t.request({
        method: "GET",
        url: "/api/v1/chat/conversations?includeInactive=true",
        headers: { [HEADER]: sessionId },
      })
    ).json().data;
    expect(old[0]).toMatchObject({ sessionId, isActive: false });
    expect((await t.request({ method: "GET", url: "/api/v1/chat/history/bad id" })).statusCode).toBe(400);
    expect(
      (
        await t.request({
          method: "PUT",
          url: `/api/v1/chat/conversations/${next}/title`,
          headers: { [HEADER]: next },
          payload: { title: " " },
        })
      ).statusCode,
    ).toBe(400);
  });
});
