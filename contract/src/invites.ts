// Invitations to join (POST/GET /api/v1/admin/invites, DELETE /api/v1/admin/invites/{id}): single-use links an
// administrator hands out, needed to register while the site joins by invitation only.
import "./zod-config";
import { z } from "zod";
import { paginationQuery } from "./common";
import { EMAIL_MAX } from "./limits";
import type { UserSummary } from "./users";

/** An invitation can be used within this many days of its making. */
export const INVITE_TTL_DAYS = 7;
/** Roles an invitation may give; administrators make moderators and administrators with the role endpoint. */
export const INVITE_ROLES = ["user", "author"] as const;
export type InviteRole = (typeof INVITE_ROLES)[number];
export const INVITE_STATES = ["pending", "used", "expired", "revoked"] as const;
export type InviteState = (typeof INVITE_STATES)[number];

export const inviteTokenSchema = z
  .string({ error: "The invitation must be text" })
  .trim()
  .min(1, "The invitation link is incomplete")
  .max(200, "The invitation link is incomplete");

export const createInviteBody = z.object({
  /** Only this address may use the invitation (any letter case); anyone who has the link when left out. */
  email: z
    .string({ error: "Email must be text" })
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX, "Email is too long")
    .pipe(z.union([z.literal(""), z.email("Enter a valid email address")]))
    .optional(),
  role: z.enum(INVITE_ROLES, { error: "role must be user or author" }).optional(),
});
export type CreateInviteBody = z.infer<typeof createInviteBody>;

export const invitesQuery = paginationQuery;

/** What the maker of an invitation gets once: the link holds the token, which is stored only hashed. */
export interface CreatedInvite {
  id: number;
  url: string;
  expiresAt: string;
}

/** An invitation as administrators list it (never with its token). */
export interface Invite {
  id: number;
  email: string | null;
  role: InviteRole;
  state: InviteState;
  createdBy: UserSummary | null;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
  usedBy: UserSummary | null;
  revokedAt: string | null;
}
