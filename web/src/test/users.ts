// The signed-in member the web's tests start from: Alex, a verified member with a password, unless a test says
// otherwise.
import type { CurrentUser } from "@inkwell/contract";

export function currentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    name: "Alex Rivera",
    firstName: "Alex",
    lastName: "Rivera",
    username: "alex",
    email: "alex@inkwell.local",
    role: "user",
    canPublish: true,
    avatar: null,
    emailVerified: true,
    hasPassword: true,
    notifications: 0,
    language: null,
    createdAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}
