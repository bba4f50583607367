// Which passwords an account may have: not one of the most common passwords people use (the ranked list
// of zxcvbn-ts, offline), and not the account's own username or email address.
import { PASSWORD_MIN } from "@inkwell/contract";
import { badRequest } from "../../platform/errors";

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
