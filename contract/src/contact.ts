// The contact page: a message anyone may send to the team, and the admins' list of them.
import { paginationQuery } from "./common";
import { NAME_MAX } from "./limits";
import { displayNameSchema, emailSchema } from "./users";
import "./zod-config";
import { z } from "zod";

export const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_STATUSES = ["open", "handled"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const contactBody = z.object({
  name: displayNameSchema.max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`),
  email: emailSchema,
  /** Left blank, it becomes "Message from {name}". */
  subject: z
    .string()
    .trim()
    .max(CONTACT_SUBJECT_MAX, `Subject must be at most ${CONTACT_SUBJECT_MAX} characters`)
    .default(""),
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(1, "Message is required")
    .max(CONTACT_MESSAGE_MAX, `Message must be at most ${CONTACT_MESSAGE_MAX} characters`),
});
export type ContactBody = z.infer<typeof contactBody>;

export const contactMessagesQuery = paginationQuery.extend({
  status: z.enum(CONTACT_STATUSES, { error: "status must be open or handled" }).default("open"),
});
export type ContactMessagesQuery = z.infer<typeof contactMessagesQuery>;

/** What the sender gets back: the message was stored (and mailed to the support address). */
export interface ContactReceipt {
  id: number;
  createdAt: string;
}

export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The signed-in sender's username, if any. */
  username: string | null;
  handledAt: string | null;
  createdAt: string;
}
