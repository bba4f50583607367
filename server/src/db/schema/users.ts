// Accounts and the tokens that belong to them.
import { LANGUAGES, USER_ROLES } from "@inkwell/contract";
import type { EmailNotifications } from "@inkwell/contract";
import { sql } from "drizzle-orm";
import {
  index,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  integer,
  uuid,
} from "drizzle-orm/pg-core";

export interface Socials {
  twitter?: string;
  github?: string;
  linkedin?: string;
}

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** Always stored lowercase, so uniqueness is case-insensitive. */
    username: text("username").notNull(),
    /** Always stored lowercase. */
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    googleId: text("google_id"),
    role: text("role", { enum: USER_ROLES }).notNull().default("user"),
    avatar: text("avatar"),
    introduction: text("introduction").notNull().default(""),
    website: text("website"),
    socials: jsonb("socials").$type<Socials>().notNull().default({}),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** Banned accounts cannot sign in, and others no longer see their posts and comments. */
    bannedAt: timestamp("banned_at", { withTimezone: true }),
    /** Cannot sign in until then; a date in the past means nothing. */
    suspendedUntil: timestamp("suspended_until", { withTimezone: true }),
    /** Why the current ban or suspension was given (mailed to the user and shown at sign-in). */
    sanctionReason: text("sanction_reason"),
    /** The interface language the member chose, or the one their first page was in; null: their browser's. */
    language: text("language", { enum: LANGUAGES }),
    /** The notification mails the member switched on or off; a kind not named keeps its default. */
    emailNotifications: jsonb("email_notifications")
      .$type<Partial<EmailNotifications>>()
      .notNull()
      .default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_username_unique").on(t.username),
    uniqueIndex("users_email_unique").on(t.email),
    uniqueIndex("users_google_id_unique")
      .on(t.googleId)
      .where(sql`${t.googleId} is not null`),
  ],
);

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Every rotation of one sign-in shares a family; reuse of a rotated token revokes the family. */
    familyId: uuid("family_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("refresh_tokens_hash_unique").on(t.tokenHash),
    index("refresh_tokens_family_idx").on(t.familyId),
    index("refresh_tokens_user_idx").on(t.userId),
  ],
);

export const emailTokens = pgTable(
  "email_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["verify_email", "reset_password"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("email_tokens_hash_unique").on(t.tokenHash),
    index("email_tokens_user_idx").on(t.userId),
  ],
);

export type UserRow = typeof users.$inferSelect;
