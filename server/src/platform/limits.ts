// Every request limit in one table (documented in docs/limits.md); all scale with RATE_LIMIT_MULTIPLIER.
import type { FastifyRequest } from "fastify";
import { viewerOf } from "./auth";

export interface Limit {
  /** Requests (or failures) allowed per window, before the multiplier. */
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

export const LIMITS = {
  /** Failed sign-ins for one account (email or username). */
  loginFailuresPerAccount: { max: 5, windowMs: 15 * MINUTE },
  /** Failed sign-ins from one address. */
  loginFailuresPerAddress: { max: 20, windowMs: 15 * MINUTE },
  /** Any request to the auth endpoints from one address. */
  authRequestsPerAddress: { max: 60, windowMs: MINUTE },
  /** Accounts created from one address. */
  registrationsPerAddress: { max: 10, windowMs: 60 * MINUTE },
  /** Mails that one address may trigger (verification, reset). */
  mailsPerAddress: { max: 5, windowMs: 15 * MINUTE },
  /** Messages to the support assistant from one address. */
  chatMessagesPerAddress: { max: 30, windowMs: MINUTE },
  /** Messages to the support assistant in one chat session. */
  chatMessagesPerSession: { max: 20, windowMs: MINUTE },
  /** Session changes and training examples from one address. */
  chatWritesPerAddress: { max: 30, windowMs: MINUTE },
  /** Direct messages sent by one signed-in user. */
  messagesPerUser: { max: 60, windowMs: MINUTE },
  /** Direct messages sent by an account that is unverified or less than a day old. */
  messagesPerNewUser: { max: 10, windowMs: MINUTE },
  /** Comments written by one signed-in user. */
  commentsPerUser: { max: 20, windowMs: MINUTE },
  /** Comments written by an account less than a day old. */
  commentsPerNewUser: { max: 5, windowMs: 10 * MINUTE },
  /** Reports sent by one signed-in user. */
  reportsPerUser: { max: 30, windowMs: 60 * MINUTE },
  /** Images uploaded by one signed-in user. */
  uploadsPerUser: { max: 30, windowMs: 60 * MINUTE },
  /** Files sent for import by one signed-in user. */
  importsPerUser: { max: 20, windowMs: 60 * MINUTE },
  /** Exports of one's posts (each reads every post and image). */
  exportsPerUser: { max: 20, windowMs: 60 * MINUTE },
  /** Messages sent through the contact page (each is mailed to the support address) from one address. */
  contactMessagesPerAddress: { max: 5, windowMs: 15 * MINUTE },
  /** Private-channel authorisations from one address (pusher-js asks again for every channel on each reconnect). */
  channelAuthorizationsPerAddress: { max: 120, windowMs: MINUTE },
  /** Newsletter sign-ups (each may send a confirmation mail) from one address. */
  subscriptionsPerAddress: { max: 10, windowMs: 15 * MINUTE },
  /** Saves of the site's settings by one administrator (each clears every cached page). */
  siteChangesPerUser: { max: 30, windowMs: 10 * MINUTE },
  /** Pages created, changed or deleted by one administrator, each kind counted apart (each clears the cache). */
  pageChangesPerUser: { max: 60, windowMs: 10 * MINUTE },
  /** Revisions restored by one member (each is a save of the post and clears every cached page). */
  restoresPerUser: { max: 30, windowMs: 10 * MINUTE },
  /** Invitations made or withdrawn by one administrator, each kind counted apart. */
  inviteChangesPerUser: { max: 100, windowMs: 60 * MINUTE },
  /** Preview links made or revoked by one member, each kind counted apart. */
  previewLinkChangesPerUser: { max: 60, windowMs: 10 * MINUTE },
  /** Series created, changed or deleted by one member, each kind counted apart (each clears the cache). */
  seriesChangesPerUser: { max: 60, windowMs: 10 * MINUTE },
} satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;

export function scaled(limit: Limit, multiplier: number): Limit {
  return { max: Math.max(1, Math.round(limit.max * multiplier)), windowMs: limit.windowMs };
}

/** Route config for @fastify/rate-limit counting requests per address. */
export function perAddress(limit: Limit, multiplier: number) {
  const { max, windowMs } = scaled(limit, multiplier);
  return { rateLimit: { max, timeWindow: windowMs } };
}

/**
 * Route config counting requests per signed-in user (by id, so no spelling of the Authorization header
 * gets a fresh bucket); anonymous or badly authenticated requests count against their address.
 * Runs after validation so that the token has been read once already.
 */
export function perUser(limit: Limit, multiplier: number) {
  const { max, windowMs } = scaled(limit, multiplier);
  return {
    rateLimit: {
      max,
      timeWindow: windowMs,
      hook: "preHandler" as const,
      keyGenerator: async (request: FastifyRequest) => {
        const viewer = await viewerOf(request).catch(() => null);
        return viewer ? `user:${viewer.userId}` : `ip:${request.ip}`;
      },
    },
  };
}
