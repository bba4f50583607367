// SQL for looking people up.
import { eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { prepared } from "../../db/prepared";
import { users } from "../../db/schema";
import type { UserRow } from "../../db/schema";
import type { EmailNotifications } from "@inkwell/contract";

/** Prepared: every comment, message and session check starts by reading its member. */
export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const statement = prepared(db, "user_by_id", (db, name) =>
    db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder("id")))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ id });
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

/** Sign-in accepts either; both are stored lowercase. */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const key = login.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(users.email, key), eq(users.username, key)))
    .limit(1);
  return row;
}

export async function findUserByGoogleId(db: Db, googleId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleId, googleId)).limit(1);
  return row;
}

export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  return row !== undefined;
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.username, username.toLowerCase())).limit(1);
  return row;
}

/** The accounts of those of `usernames` (lowercase) that exist. */
export function findUsersByUsernames(db: Db, usernames: string[]) {
  if (!usernames.length) return Promise.resolve([]);
  return db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, usernames));
}

/** Switches the named notification mails on or off; the others keep their value. */
export async function mergeEmailNotifications(db: Db, id: number, change: Partial<EmailNotifications>) {
  await db
    .update(users)
    .set({ emailNotifications: sql`${users.emailNotifications} || ${JSON.stringify(change)}::jsonb` })
    .where(eq(users.id, id));
}
