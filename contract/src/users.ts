// The current user and the public author shape as clients see them.
import { z } from "zod";

export const USER_ROLES = ["user", "moderator", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];
/** Roles that may moderate: the reports queue, sanctions, hiding content and the admin console. */
export const STAFF_ROLES = ["moderator", "admin"] as const satisfies readonly UserRole[];

export function isStaffRole(role: UserRole | undefined): boolean {
  return role === "moderator" || role === "admin";
}

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const USERNAME_PATTERN = /^[a-z0-9_]+$/;
export const NAME_MAX = 80;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const usernameSchema = z
  .string({ error: "Username is required" })
  .trim()
  .toLowerCase()
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
  .regex(USERNAME_PATTERN, "Username may contain only lowercase letters, digits and underscores");

export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, "Email is too long")
  .pipe(z.email("Enter a valid email address"));

export const passwordSchema = z
  .string({ error: "Password is required" })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const displayNameSchema = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`);

export interface CurrentUser {
  id: number;
  name: string;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  role: UserRole;
  avatar: string | null;
  emailVerified: boolean;
  hasPassword: boolean;
  /** Unread notification count. */
  notifications: number;
  createdAt: string;
}

export interface UserSummary {
  id: number;
  name: string;
  firstName: string;
  lastName: string;
  username: string;
  avatar: string | null;
}
