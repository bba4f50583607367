// SQL for looking people up.
import { eq, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import type { UserRow } from "../../db/schema";

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
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
