// How passwords are kept: argon2id with one set of parameters for the whole app, and a check that costs
// the same whether or not there is a hash to check against.
import { hash, verify } from "@node-rs/argon2";
import { AppError } from "../../platform/errors";
import { randomToken } from "../../platform/tokens";

const ARGON = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Verified against when the account does not exist, so both paths cost the same. */
let dummyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON);
}

/** False for a wrong password, an account without one, or a damaged hash; never throws. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword(randomToken());
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/** The same answer for an unknown account and a wrong password. */
export const invalidCredentials = () =>
  new AppError("INVALID_CREDENTIALS", 401, "The email/username or password is incorrect");
