// The newsletter on the wire: subscribing to a writer by email, preferences behind signed links, the weekly
// digest and a writer's subscriber list.
import "./zod-config";
import { z } from "zod";
import { positiveId } from "./common";
import { emailSchema } from "./users";

export const SUBSCRIBER_STATUSES = ["pending", "active", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const subscribeParams = z.object({ username: z.string().trim().toLowerCase().min(1).max(60) });
export const subscribeBody = z.object({ email: emailSchema });
export type SubscribeBody = z.infer<typeof subscribeBody>;

/** A mailed newsletter link: `{subscription id}.{signature}`. */
export const newsletterTokenQuery = z.object({ token: z.string().trim().min(3).max(200) });
export const newsletterTokenBody = newsletterTokenQuery;

export const preferencesBody = z.object({
  token: z.string().trim().min(3).max(200),
  /** Authors (ids) whose mail this address keeps getting; the others are unsubscribed. */
  authors: z.array(positiveId("authors")).max(500),
});

export const digestBody = z.object({
  weeklyDigest: z.boolean({ error: "weeklyDigest must be true or false" }),
});

export interface SubscribeResult {
  status: SubscriberStatus;
  /** True when a confirmation mail is on its way (double opt-in). */
  confirmationSent: boolean;
}

export interface NewsletterSubscription {
  author: { id: number; name: string; username: string };
  status: SubscriberStatus;
}

export interface NewsletterPreferences {
  email: string;
  /** The signed link that manages these subscriptions (after a confirmation, the one to keep). */
  token: string;
  subscriptions: NewsletterSubscription[];
}

export interface NewsletterSettings {
  subscribers: { active: number; pending: number; unsubscribed: number };
  weeklyDigest: boolean;
}

export interface SubscriberImportResult {
  added: number;
  skipped: number;
  errors: string[];
}

/** Largest subscriber CSV accepted. */
export const SUBSCRIBERS_CSV_MAX_BYTES = 2 * 1024 * 1024;
