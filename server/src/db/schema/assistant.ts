// Support chatbot sessions, their messages, the examples the router learns from and the corrections
// people suggest, which wait for an admin before the router learns them.
import { CHAT_EXAMPLE_SOURCES, CHAT_ROLES, CHAT_SUGGESTION_STATUSES } from "@inkwell/contract";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./users";

export const chatSessions = pgTable(
  "chat_sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    title: text("title"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("chat_sessions_user_idx").on(t.userId, t.updatedAt)],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: serial("id").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => chatSessions.id, { onDelete: "cascade" }),
    role: text("role", { enum: CHAT_ROLES }).notNull(),
    content: text("content").notNull(),
    metadata: jsonb("metadata").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("chat_messages_session_idx").on(t.sessionId, t.id)],
);

export const chatTrainingExamples = pgTable(
  "chat_training_examples",
  {
    id: serial("id").primaryKey(),
    message: text("message").notNull(),
    /** Accent-free lowercase text: one example per phrasing, a correction replaces the label. */
    folded: text("folded").notNull(),
    agentName: text("agent_name").notNull(),
    confidence: real("confidence").notNull().default(1),
    source: text("source", { enum: CHAT_EXAMPLE_SOURCES }).notNull().default("manual"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("chat_training_folded_unique").on(t.folded),
    index("chat_training_created_idx").on(sql`${t.createdAt}`),
  ],
);

/** A correction from an account that may not train: one row per phrasing and suggested agent. */
export const chatTrainingSuggestions = pgTable(
  "chat_training_suggestions",
  {
    id: serial("id").primaryKey(),
    /** As the first person wrote it. */
    message: text("message").notNull(),
    /** Same key as chat_training_examples.folded. */
    folded: text("folded").notNull(),
    agentName: text("agent_name").notNull(),
    status: text("status", { enum: CHAT_SUGGESTION_STATUSES }).notNull().default("pending"),
    reviewedBy: integer("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("chat_suggestions_folded_agent_unique").on(t.folded, t.agentName),
    index("chat_suggestions_status_idx").on(t.status),
  ],
);

/** Who suggested it: one row per account, so asking twice counts once. */
export const chatTrainingSuggestionVotes = pgTable(
  "chat_training_suggestion_votes",
  {
    suggestionId: integer("suggestion_id")
      .notNull()
      .references(() => chatTrainingSuggestions.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.suggestionId, t.userId] })],
);
