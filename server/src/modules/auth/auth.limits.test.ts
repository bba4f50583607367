// Rate limits on signing in and up, each on an app of its own with the limits as configured.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { createTestApp } from "../../../test/app";
import { userInput, verifiedUser } from "../../../test/factories";

describe("rate limiting", () => {
  it("locks an account after a burst of failed sign-ins, with Retry-After", async () => {
    const limited = await createTestApp({ RATE_LIMIT_MULTIPLIER: "1" });
    try {
      const u = await verifiedUser(limited);
      const login = (password: string) =>
        limited.request({
          method: "POST",
          url: "/api/v1/auth/login",
          payload: { email: u.input.username, password },
        });
      let last;
      for (let i = 0; i < 6; i++) last = await login("wrong password");
      expect(last?.statusCode).toBe(429);
      expect(last?.json().error.code).toBe("TOO_MANY_ATTEMPTS");
      expect(Number(last?.headers["retry-after"])).toBeGreaterThan(0);
      expect((await login(u.input.password)).statusCode).toBe(429);
      const [row] = await limited.app.ctx.db.select().from(users).where(eq(users.id, u.user.id));
      expect(row?.id).toBe(u.user.id);
    } finally {
      await limited.close();
    }
  });

  it("checks no more than the allowed passwords in a parallel burst, whichever name is used", async () => {
    const limited = await createTestApp({ RATE_LIMIT_MULTIPLIER: "1" });
    try {
      const u = await verifiedUser(limited);
      const attempt = (email: string, password: string) =>
        limited.request({ method: "POST", url: "/api/v1/auth/login", payload: { email, password } });
      const names = [u.input.email, u.input.username, u.input.email.toUpperCase()];
      const burst = await Promise.all([
        ...Array.from({ length: 19 }, (_, i) => attempt(names[i % names.length]!, `wrong password ${i}`)),
        attempt(u.input.username, u.input.password),
      ]);
      const statuses = burst.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 401).length + statuses.filter((s) => s === 200).length).toBe(5);
      expect(statuses.filter((s) => s === 429).length).toBe(15);
      expect((await attempt(u.input.email, u.input.password)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it("does not count successful sign-ins against the address", async () => {
    const limited = await createTestApp({ RATE_LIMIT_MULTIPLIER: "1" });
    try {
      const u = await verifiedUser(limited);
      for (let i = 0; i < 25; i++) {
        const res = await limited.request({
          method: "POST",
          url: "/api/v1/auth/login",
          payload: { email: u.input.email, password: u.input.password },
        });
        expect(res.statusCode).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });

  it("limits registrations from one address", async () => {
    const limited = await createTestApp({ RATE_LIMIT_MULTIPLIER: "1" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await limited.request({
          method: "POST",
          url: "/api/v1/auth/register",
          payload: userInput(),
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it("limits failed sign-ins from one address across accounts", async () => {
    const limited = await createTestApp({ RATE_LIMIT_MULTIPLIER: "1" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 22; i++) {
        const res = await limited.request({
          method: "POST",
          url: "/api/v1/auth/login",
          payload: { email: `unknown${i}@example.com`, password: "wrong password" },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it("scales every limit with RATE_LIMIT_MULTIPLIER", async () => {
    const relaxed = await createTestApp({ RATE_LIMIT_MULTIPLIER: "10" });
    try {
      for (let i = 0; i < 12; i++) {
        const res = await relaxed.request({
          method: "POST",
          url: "/api/v1/auth/login",
          payload: { email: "someone@example.com", password: "wrong password" },
        });
        expect(res.statusCode).toBe(401);
      }
    } finally {
      await relaxed.close();
    }
  });
});
