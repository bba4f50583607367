// Request and response shapes of /api/v1/auth/*.
import "./zod-config";
import { z } from "zod";
import { inviteTokenSchema } from "./invites";
import type { CurrentUser } from "./users";
import { displayNameSchema, emailSchema, passwordSchema, usernameSchema } from "./users";

export const registerBody = z.object({
  name: displayNameSchema,
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  inviteToken: inviteTokenSchema.optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

/** `email` also accepts a username. */
export const loginBody = z.object({
  email: z
    .string({ error: "Email or username is required" })
    .trim()
    .min(1, "Email or username is required")
    .max(254),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(128),
});
export type LoginBody = z.infer<typeof loginBody>;

export const refreshBody = z.object({
  refreshToken: z.string({ error: "Refresh token is required" }).min(1, "Refresh token is required").max(200),
});
export const logoutBody = z.object({ refreshToken: z.string().max(200).optional() });

export const googleBody = z.object({
  token: z.string({ error: "Token is required" }).min(1, "Token is required").max(8192),
  /** Needed to create an account when the site joins by invitation only; ignored for existing accounts. */
  inviteToken: inviteTokenSchema.optional(),
});

export const forgotPasswordBody = z.object({ email: emailSchema });

export const tokenQuery = z.object({
  token: z.string({ error: "Token is required" }).min(1, "Token is required").max(200),
});

export const resetPasswordBody = z
  .object({
    password: passwordSchema,
    confirmPassword: z.string().optional(),
  })
  .refine((b) => b.confirmPassword === undefined || b.confirmPassword === b.password, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });

export const changePasswordBody = z
  .object({
    currentPassword: z
      .string({ error: "Current password is required" })
      .min(1, "Current password is required")
      .max(128),
    newPassword: passwordSchema,
    confirmPassword: z.string().optional(),
  })
  .refine((b) => b.confirmPassword === undefined || b.confirmPassword === b.newPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}
export interface AuthSession extends TokenPair {
  user: CurrentUser;
}
