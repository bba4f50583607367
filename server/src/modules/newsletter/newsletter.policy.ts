// The newsletter's rules: which posts are mailed (those the site may announce to anyone, and that their
// author chose to mail), and the signed links of its mails, which let whoever holds one manage that one
// address's subscriptions without an account.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { PostRow } from "../../db/schema";
import { badRequest } from "../../platform/errors";

/**
 * `announceable` is the posts policy's answer (PostsService.announceable): live, public, neither held nor
 * hidden, by an author neither banned nor suspended. A followers-only or private post would reach people who
 * may not read it. Asked as the mails are queued and again as each one is sent, since a post may be hidden or
 * its author sanctioned while the queue drains.
 */
export function isMailable(announceable: Pick<PostRow, "sendNewsletter"> | undefined) {
  return announceable?.sendNewsletter === true;
}

/** What a link is for: confirming a subscription, managing it, or leaving the weekly digest. */
export type LinkPurpose = "confirm" | "manage" | "digest";
const PREFIX: Record<LinkPurpose, string> = { confirm: "c", manage: "s", digest: "d" };

function signature(secret: string, purpose: LinkPurpose, id: number) {
  return createHmac("sha256", secret).update(`newsletter:${purpose}:${id}`).digest("base64url").slice(0, 32);
}

/** `{prefix}{id}.{signature}`: a subscription id (or, for the digest, a member's id) nobody can forge. */
export function linkToken(secret: string, purpose: LinkPurpose, id: number) {
  return `${PREFIX[purpose]}${id}.${signature(secret, purpose, id)}`;
}

const invalidLink = () =>
  badRequest(
    "This link is not valid (it may have been cut short)",
    { token: "Invalid link" },
    "INVALID_TOKEN",
  );

/** The purpose and id a token was signed for; 400 INVALID_TOKEN for anything else. */
export function readLinkToken(secret: string, token: string, allowed: LinkPurpose[]) {
  const match = /^([csd])([1-9]\d{0,9})\.([\w-]{32})$/.exec(token);
  const purpose = allowed.find((p) => PREFIX[p] === match?.[1]);
  const id = Number(match?.[2]);
  if (!match || !purpose || id > 2_147_483_647) throw invalidLink();
  const expected = Buffer.from(signature(secret, purpose, id));
  if (!timingSafeEqual(expected, Buffer.from(match[3]!))) throw invalidLink();
  return { purpose, id };
}
