// Messages sent through the contact page.
import { LANGUAGES } from "@inkwell/contract";
import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/** A message sent through the contact page: stored, mailed to the support address, read by admins. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    /** The signed-in sender, if any. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    /** The language the contact page was in: the reply is written in it. */
    language: text("language", { enum: LANGUAGES }),
    /** When an admin marked it handled. */
    handledAt: timestamp("handled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);
