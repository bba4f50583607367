// What the moderation suites share: each file's app (listening, for realtime) with an administrator and a
// moderator, as bindings the file imports after calling `useModerationApp()` at its top, and the calls its
// tests make (reporting, resolving, reading the queue and one's notifications).
import type { Notification, ReportGroup } from "@inkwell/contract";
import type Pusher from "pusher-js";
import { afterAll, beforeAll, expect } from "vitest";
import { createTestApp } from "./app";
import type { TestApp } from "./app";
import { verifiedUser, withRole } from "./factories";
import { commentOn } from "./posts";
import { listen } from "./realtime";

export type User = Awaited<ReturnType<typeof verifiedUser>>;
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export let t: TestApp;
export let port: number;
export let admin: User;
export let moderator: User;
/** Realtime clients a test opened; disconnected after the file's tests. */
export const clients: Pusher[] = [];

/** Builds the file's app, its administrator and moderator before its tests; closes it all after them. */
export function useModerationApp() {
  beforeAll(async () => {
    t = await createTestApp();
    port = await listen(t);
    admin = await withRole(t, await verifiedUser(t), "admin");
    moderator = await withRole(t, await verifiedUser(t), "moderator");
  });
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await t.close();
  });
}

export const api = (method: Method, url: string, who?: { token: string }, payload?: object) =>
  t.request({ method, url: `/api/v1${url}`, token: who?.token, ...(payload ? { payload } : {}) });

export async function report(
  who: User,
  targetType: string,
  targetId: number,
  reason = "spam",
  note?: string,
) {
  const res = await api("POST", "/reports", who, { targetType, targetId, reason, note });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<{ data: { id: number } }>().data;
}

export const comment = (who: User, postId: number, content: string, parentId?: number) =>
  commentOn(t, who.token, postId, content, parentId);

export async function resolve(reportId: number, action: string, who: User = moderator, extra: object = {}) {
  return api("POST", `/moderation/reports/${reportId}/resolve`, who, { action, ...extra });
}

export async function queue(status = "open"): Promise<ReportGroup[]> {
  const res = await api("GET", `/moderation/reports?status=${status}&limit=50`, moderator);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ReportGroup[] }>().data;
}

export const signIn = (who: User, password = who.input.password) =>
  api("POST", "/auth/login", undefined, { email: who.input.email, password });

export async function notificationsOf(who: User): Promise<Notification[]> {
  return (await api("GET", "/notifications?limit=50", who)).json<{ data: Notification[] }>().data;
}
