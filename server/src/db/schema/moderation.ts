// Reports about content and people, and the append-only log of what moderators and admins did.
import {
  AUDIT_ACTIONS,
  AUDIT_TARGETS,
  MODERATION_ACTIONS,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGETS,
} from "@inkwell/contract";
import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

export const reports = pgTable(
  "reports",
  {
    id: serial("id").primaryKey(),
    /** Null for what the blocklist held for review, or once the reporter's account is deleted. */
    reporterId: integer("reporter_id").references(() => users.id, { onDelete: "set null" }),
    targetType: text("target_type", { enum: REPORT_TARGETS }).notNull(),
    /** The post, comment, user or message; kept when the target goes (the report stays in the history). */
    targetId: integer("target_id").notNull(),
    /** Who wrote the target (or the user reported): sanctions act on them, even once the content is gone. */
    targetUserId: integer("target_user_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    note: text("note"),
    status: text("status", { enum: REPORT_STATUSES }).notNull().default("open"),
    resolution: text("resolution", { enum: MODERATION_ACTIONS }),
    resolutionNote: text("resolution_note"),
    resolvedBy: integer("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("reports_target_idx").on(t.targetType, t.targetId, t.status),
    index("reports_status_idx").on(t.status, t.createdAt),
    index("reports_target_user_idx").on(t.targetUserId),
    // One open report per reporter and target: reporting again is not a second report.
    uniqueIndex("reports_open_unique")
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open' and ${t.reporterId} is not null`),
  ],
);

/** Nothing updates or deletes these rows: no route, service or repository function does. */
export const moderationLog = pgTable(
  "moderation_log",
  {
    id: serial("id").primaryKey(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
    targetType: text("target_type", { enum: AUDIT_TARGETS }).notNull(),
    targetId: integer("target_id"),
    /** What the target was called at the time (a title, a username): it may be gone later. */
    targetLabel: text("target_label").notNull().default(""),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("moderation_log_created_idx").on(t.createdAt)],
);

export type ReportRow = typeof reports.$inferSelect;
export type ModerationLogRow = typeof moderationLog.$inferSelect;
