// Subscribing, reading the mail sent and acting as a moderator in the newsletter suites, from the file's
// shared app (test/suite.ts), whose author is the writer subscribed to unless another is named.
import { expect } from "vitest";
import type { TestApp } from "./app";
import { verifiedUser, withRole } from "./factories";
import { author, t } from "./suite";

type User = Awaited<ReturnType<typeof verifiedUser>>;

export const mailsTo = (to: string) => t.mail.messages.filter((m) => m.to === to);
export const subscribe = (email: string, token?: string, username = author.user.username) =>
  t.request({ method: "POST", url: `/api/v1/newsletter/${username}/subscribe`, token, payload: { email } });
export const param = (link: string, name: string) => new URL(link).searchParams.get(name)!;

const moderators = new Map<TestApp, User>();

async function asModerator(app: TestApp, url: string, payload: object) {
  let moderator = moderators.get(app);
  if (!moderator) {
    moderator = await withRole(app, await verifiedUser(app), "moderator");
    moderators.set(app, moderator);
  }
  const res = await app.request({ method: "POST", url: `/api/v1${url}`, token: moderator.token, payload });
  expect(res.statusCode, res.body).toBe(200);
}
export const hide = (app: TestApp, postId: number) =>
  asModerator(app, `/moderation/posts/${postId}/moderate`, { action: "hide" });
export const suspend = (app: TestApp, userId: number) =>
  asModerator(app, `/moderation/users/${userId}/suspend`, {
    until: new Date(Date.now() + 86_400_000).toISOString(),
    reason: "Cooling off",
  });
export const ban = (app: TestApp, userId: number) =>
  asModerator(app, `/moderation/users/${userId}/ban`, { reason: "Spam" });
