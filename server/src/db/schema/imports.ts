// Import jobs, the chunks of their uploaded files and what each brought in.
import { IMPORT_SOURCES, IMPORT_STATUSES } from "@inkwell/contract";
import type { ImportCounts } from "@inkwell/contract";
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { posts } from "./posts";
import { users } from "./users";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

export const imports = pgTable(
  "imports",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    source: text("source", { enum: IMPORT_SOURCES }).notNull(),
    filename: text("filename").notNull(),
    status: text("status", { enum: IMPORT_STATUSES }).notNull().default("queued"),
    counts: jsonb("counts")
      .$type<ImportCounts>()
      .notNull()
      .default({ posts: 0, tags: 0, topics: 0, comments: 0, skipped: 0 }),
    done: integer("done").notNull().default(0),
    total: integer("total").notNull().default(0),
    errors: jsonb("errors").$type<string[]>().notNull().default([]),
    attempts: integer("attempts").notNull().default(0),
    /** A running job is owned by one process until then; past it, another process takes it over. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("imports_user_idx").on(t.userId, t.createdAt), index("imports_status_idx").on(t.status)],
);

/**
 * The uploaded file of a job, kept in the database so any process can resume the job, in pieces of at most
 * IMPORT_CHUNK_BYTES: no statement carries the whole file (up to 50 MB), which would grow the embedded
 * database's memory by several times that for good. Deleted once the job ends.
 */
export const importChunks = pgTable(
  "import_chunks",
  {
    importId: integer("import_id")
      .notNull()
      .references(() => imports.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.seq] })],
);

/** What each imported item became, so importing the same file again creates nothing twice. */
export const importedItems = pgTable(
  "imported_items",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    source: text("source", { enum: IMPORT_SOURCES }).notNull(),
    /** The item's id in the file it came from (`post:123`), or its slug when the file has no ids. */
    originalKey: text("original_key").notNull(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    importId: integer("import_id").references(() => imports.id, { onDelete: "set null" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.source, t.originalKey] })],
);

export type ImportRow = typeof imports.$inferSelect;
