// A route's limit checked at a small scale: the requests it allows pass, the next is refused as every limit is.
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { scaled } from "../src/platform/limits";
import type { Limit } from "../src/platform/limits";
import { createTestApp } from "./app";
import type { TestApp } from "./app";
import { verifiedUser, withRole } from "./factories";

type User = Awaited<ReturnType<typeof verifiedUser>>;

/** RATE_LIMIT_MULTIPLIER for limit tests: every limit a few requests, yet two registrations from one address. */
export const FEW = "0.2";

/** Sends `limit` (scaled by FEW) requests that must succeed, then one that must get 429 with Retry-After. */
export async function expectLimited(limit: Limit, send: (i: number) => Promise<LightMyRequestResponse>) {
  const { max } = scaled(limit, Number(FEW));
  for (let i = 0; i < max; i++) {
    const res = await send(i);
    expect(res.statusCode, res.body).toBeLessThan(300);
  }
  const refused = await send(max);
  expect(refused.statusCode, refused.body).toBe(429);
  expect(refused.json<{ error: { code: string } }>().error.code).toBe("RATE_LIMITED");
  expect(refused.headers["retry-after"]).toBeDefined();
}

/** For a test that builds an app of its own (withTwoAdmins does): that alone takes 20 s on a busy machine. */
export const OWN_APP_TIMEOUT_MS = 90_000;

/** Runs `check` on an app of its own whose limits are scaled by FEW, with two administrators. */
export async function withTwoAdmins(check: (t: TestApp, first: User, second: User) => Promise<void>) {
  const limited = await createTestApp({ RATE_LIMIT_MULTIPLIER: FEW });
  try {
    const first = await withRole(limited, await verifiedUser(limited), "admin");
    const second = await withRole(limited, await verifiedUser(limited), "admin");
    await check(limited, first, second);
  } finally {
    await limited.close();
  }
}
