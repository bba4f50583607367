// Which passwords an account may have: not one of the most common passwords people use (the ranked list
// of zxcvbn-ts, offline), and not the account's own username or email address.
import { dictionary } from "@zxcvbn-ts/language-common";
import { PASSWORD_MIN } from "@inkwell/contract";
import { badRequest } from "../../platform/errors";

const COMMON_PASSWORDS = new Set(
  (dictionary["passwords-common"] as string[]).filter((p) => p.length >= PASSWORD_MIN),
);

export const COMMON_PASSWORD_MESSAGE = "This password is too common; choose one that is harder to guess";

/** Throws a 400 naming `field` when the password is too easy to guess for this account. */
export function assertAcceptablePassword(
  password: string,
  account: { username?: string; email?: string },
  field: string,
) {
  const candidate = password.trim().toLowerCase();
  if (COMMON_PASSWORDS.has(candidate)) {
    throw badRequest(COMMON_PASSWORD_MESSAGE, { [field]: COMMON_PASSWORD_MESSAGE });
  }
  const own = [account.username, account.email, account.email?.split("@")[0]];
  if (own.some((value) => value && value.length >= 3 && candidate === value.toLowerCase())) {
    const message = "Your password must not be your username or email address";
    throw badRequest(message, { [field]: message });
  }
}
