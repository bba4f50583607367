// Who may make an account and with which role (the site's registration rule, invitations, a fresh site's
// owner), and which passwords an account may have: not one of the most common passwords people use (the
// ranked list of zxcvbn-ts, offline), and not the account's own username or email address.
import { PASSWORD_MIN } from "@inkwell/contract";
import type { SiteSettings, UserRole } from "@inkwell/contract";
import type { InviteRow } from "../../db/schema";
import { AppError, badRequest } from "../../platform/errors";

let commonPasswords: Promise<Set<string>> | undefined;

/** Loaded when a password is first chosen (~5 MB of word lists a process that only serves readers never needs). */
function common(): Promise<Set<string>> {
  commonPasswords ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) =>
      new Set((dictionary["passwords-common"] as string[]).filter((p) => p.length >= PASSWORD_MIN)),
  );
  return commonPasswords;
}

export const COMMON_PASSWORD_MESSAGE = "This password is too common; choose one that is harder to guess";

/** Throws a 400 naming `field` when the password is too easy to guess for this account. */
export async function assertAcceptablePassword(
  password: string,
  account: { username?: string; email?: string },
  field: string,
) {
  const candidate = password.trim().toLowerCase();
  if ((await common()).has(candidate)) {
    throw badRequest(COMMON_PASSWORD_MESSAGE, { [field]: COMMON_PASSWORD_MESSAGE });
  }
  const own = [account.username, account.email, account.email?.split("@")[0]];
  if (own.some((value) => value && value.length >= 3 && candidate === value.toLowerCase())) {
    const message = "Your password must not be your username or email address";
    throw badRequest(message, { [field]: message });
  }
}

/**
 * Who may make a new account: anyone while the site's registration is open, only the holder of a usable
 * invitation (checked by the invites policy before this) while it joins by invitation. Accounts that exist
 * always sign in; this is asked only when one would be made (by password or by Google).
 */
export function assertMayRegister(site: Pick<SiteSettings, "registration">, invite: InviteRow | undefined) {
  if (site.registration === "invite" && !invite) {
    throw new AppError(
      "REGISTRATION_CLOSED",
      403,
      "This site is open by invitation only; ask its administrators for an invitation",
    );
  }
}

/**
 * The role a new account starts with: the administrator when it is the owner a fresh site awaits (claimed once,
 * in the database), the role its invitation gives, or member.
 */
export function roleOnJoining(invite: Pick<InviteRow, "role"> | undefined, isOwner: boolean): UserRole {
  if (isOwner) return "admin";
  return invite?.role ?? "user";
}
