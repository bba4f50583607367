// Builders for test data that go through the public API, so tests exercise the same paths as clients.
import type { AuthSession, UserRole } from "@inkwell/contract";
import { eq } from "drizzle-orm";
import { users } from "../src/db/schema";
import type { TestApp } from "./app";

let sequence = 0;

export interface UserInput {
  name?: string;
  username?: string;
  email?: string;
  password?: string;
}

export function userInput(overrides: UserInput = {}) {
  sequence += 1;
  const id = `${process.pid.toString(36)}${sequence}`;
  return {
    name: `Test User ${sequence}`,
    username: `user_${id}`,
    email: `user_${id}@example.com`,
    password: "correct horse battery",
    ...overrides,
  };
}

export async function registerUser(t: TestApp, overrides: UserInput = {}) {
  const input = userInput(overrides);
  const res = await t.request({ method: "POST", url: "/api/v1/auth/register", payload: input });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const session = res.json<{ data: AuthSession }>().data;
  return { ...session, input, token: session.accessToken };
}

/** A registered user whose email is verified through the mailed link. */
export async function verifiedUser(t: TestApp, overrides: UserInput = {}) {
  const user = await registerUser(t, overrides);
  const token = t.mail.lastToken(user.input.email, "/verified");
  const res = await t.request({ method: "GET", url: `/api/v1/auth/verify-email?token=${token}` });
  if (res.statusCode !== 200) throw new Error(`verify failed: ${res.body}`);
  return user;
}

/** A verified user who joined two days ago: past the limits the spam policy puts on new accounts. */
export async function establishedUser(t: TestApp, overrides: UserInput = {}) {
  const user = await verifiedUser(t, overrides);
  await t.app.ctx.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
    .where(eq(users.id, user.user.id));
  return user;
}

/** Gives an account a role directly (the role endpoint needs an administrator to exist first). */
export async function withRole<User extends { user: { id: number } }>(
  t: TestApp,
  user: User,
  role: UserRole,
) {
  await t.app.ctx.db.update(users).set({ role }).where(eq(users.id, user.user.id));
  return user;
}
