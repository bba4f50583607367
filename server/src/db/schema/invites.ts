// Invitations to join: single-use, stored by the hash of their token.
import { INVITE_ROLES } from "@inkwell/contract";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

export const invites = pgTable(
  "invites",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    /** Lowercase; only this address may use it. Null: anyone with the link. */
    email: text("email"),
    /** The role the new account is given. */
    role: text("role", { enum: INVITE_ROLES }).notNull().default("user"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    usedBy: integer("used_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("invites_token_hash_unique").on(t.tokenHash),
    index("invites_created_idx").on(t.createdAt.desc(), t.id.desc()),
  ],
);

export type InviteRow = typeof invites.$inferSelect;
