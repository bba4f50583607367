// The current user and the public author shape as clients see them.
import {
  EMAIL_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from "./limits";
import type { UserRole } from "./limits";
import type { Language } from "./languages";
import "./zod-config";
import { z } from "zod";

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
  /** Whether the member may publish and schedule posts now (the site's publishing rule and their role). */
  canPublish: boolean;
  avatar: string | null;
  emailVerified: boolean;
  hasPassword: boolean;
  /** Unread notification count. */
  notifications: number;
  /** The interface language the member chose (GET/PUT /me/preferences); null: the browser's. */
  language: Language | null;
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
