// Acting and reading notification mails in their suites, from the file's shared app (test/suite.ts): time
// is moved by handing the batch sender a later clock, then the mail queue is drained.
import type { EmailNotifications, MemberPreferences } from "@inkwell/contract";
import { expect } from "vitest";
import type { MailMessage } from "../src/platform/mail";
import { comment } from "./comments";
import { verifiedUser } from "./factories";
import { publishPost } from "./posts";
import { t } from "./suite";

export type Member = Awaited<ReturnType<typeof verifiedUser>>;

/** The clock `minutes` from now. */
export const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** Runs the batch sender as of `at` (by default past the 15-minute delay) and sends what it queued. */
export async function deliver(at = later(16)) {
  const queued = await t.app.services.notificationMails.sendDue(at);
  await t.app.services.newsletter.queue.drain();
  return queued;
}

/** Notification mails to a member (those with an unsubscribe link of this API). */
export const notificationMailsTo = (member: Member): MailMessage[] =>
  t.mail.messages.filter(
    (m) => m.to === member.user.email && m.link?.includes("/api/v1/notifications/unsubscribe"),
  );

export const member = () => verifiedUser(t);

export async function setMails(who: Member, emailNotifications: Partial<EmailNotifications>) {
  const res = await t.request({
    method: "PUT",
    url: "/api/v1/me/preferences",
    token: who.token,
    payload: { emailNotifications },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: MemberPreferences }>().data;
}

export async function act(
  who: Member,
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  payload?: object,
) {
  const res = await t.request({
    method,
    url: `/api/v1${url}`,
    token: who.token,
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
}

/** A post by `writer` with a comment from each of `commenters` (text of their own, or `text`). */
export async function postWithComments(writer: Member, commenters: Member[], text?: string) {
  const post = await publishPost(t, writer.token, {
    title: `Post ${Math.random().toString(36).slice(2, 8)}`,
  });
  for (const [i, who] of commenters.entries())
    await comment(who.token, post.id, text ?? `Comment number ${i + 1}`);
  return post;
}

/** The token of a mail's unsubscribe link. */
export const tokenOf = (mail: MailMessage) => new URL(mail.link!).searchParams.get("token")!;
