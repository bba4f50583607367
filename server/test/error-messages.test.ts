// Error messages in the reader's language: every message the server or the contract can answer with has a
// Vietnamese translation (read from their source), and answers carry it, code unchanged, when the request's
// language is vi (the member's preference, the `lang` cookie, Accept-Language), English otherwise.
import {
  ERROR_TRANSLATIONS,
  loginBody,
  paginationQuery,
  translateError,
  vietnameseError,
} from "@inkwell/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp } from "./app";
import type { TestApp } from "./app";
import { scanErrorMessages } from "./error-messages-scan";
import type { FoundMessage, Unresolved } from "./error-messages-scan";
import { registerUser, userInput } from "./factories";

/**
 * Places where a message is passed on rather than written: the error handler sends what an AppError,
 * a schema or Fastify says, each found where it is written. Fastify's own 4xx messages (not ours, and not
 * known in advance) are answered as Fastify writes them.
 */
const PASSED_ON = [
  "server/src/platform/errors.ts error.message",
  "server/src/platform/errors.ts first",
  "server/src/platform/errors.ts fields",
  'server/src/platform/errors.ts fastifyError.message || "Bad request"',
];

describe("every error message has a Vietnamese translation", () => {
  let found: FoundMessage[] = [];
  let unresolved: Unresolved[] = [];
  // The whole server is type-checked for it: a minute on a busy machine.
  beforeAll(() => {
    ({ found, unresolved } = scanErrorMessages());
  }, 240_000);

  it("finds the messages of the server and the contract", () => {
    const samples = new Set(found.flatMap((f) => f.samples));
    // Sanity: the scan reaches builders, zod checks, field messages and values followed through callers.
    for (const known of [
      "Post not found",
      "Title is required",
      "Passwords do not match",
      "This username is already taken",
      "Verify your email address before publishing",
      "Request body is not valid JSON",
      "id must be a whole number",
    ]) {
      expect(samples).toContain(known);
    }
    console.info(
      `${samples.size} error messages found; ${ERROR_TRANSLATIONS.messages} translated one by one, ` +
        `${ERROR_TRANSLATIONS.patterns} patterns`,
    );
  });

  it("reads every message's text (or it is one the handler only passes on)", () => {
    const unread = unresolved
      .map((u) => `${u.at.replace(/:\d+$/, "")} ${u.expression}`)
      .filter((u) => !PASSED_ON.includes(u));
    expect(unread).toEqual([]);
  });

  it("translates each of them", () => {
    const missing = found.flatMap((f) =>
      f.samples
        .filter((sample) => vietnameseError(sample) === undefined)
        .map((sample) => `${f.at}: ${sample}`),
    );
    expect(missing).toEqual([]);
  });

  it("translates zod's own messages, where a schema gives none", () => {
    const schema = z.object({
      text: z.string().max(3),
      short: z.string().min(2),
      count: z.number().int().min(1).max(5),
      list: z.array(z.string()).max(1),
      choice: z.enum(["a", "b"]),
      exact: z.literal("yes"),
      email: z.email(),
      when: z.iso.datetime(),
      pattern: z.string().regex(/^\d+$/),
      flag: z.boolean(),
      missing: z.string(),
      strict: z.strictObject({}),
    });
    const result = schema.safeParse({
      text: "long",
      short: "a",
      count: 9,
      list: ["a", "b"],
      choice: "c",
      exact: "no",
      email: "nope",
      when: "later",
      pattern: "abc",
      flag: "yes",
      strict: { extra: 1 },
    });
    expect(result.success).toBe(false);
    const messages = [
      ...result.error!.issues.map((issue) => issue.message),
      ...(paginationQuery.safeParse({ page: "0", limit: "1000" }).error?.issues.map((i) => i.message) ?? []),
    ];
    expect(messages.length).toBeGreaterThan(12);
    expect(messages.filter((message) => vietnameseError(message) === undefined)).toEqual([]);
  });

  it("answers English as it is written, and the English of an unknown message in Vietnamese", () => {
    expect(translateError("Title is required", "en")).toBe("Title is required");
    expect(translateError("Title is required", "vi")).toBe("Vui lòng nhập tiêu đề");
    expect(translateError("Something nobody translated", "vi")).toBe("Something nobody translated");
    expect(loginBody.safeParse({}).error?.issues[0]?.message).toBe("Email or username is required");
  });

  it("reads no message or field named after an object's own properties as one of its words", () => {
    for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
      expect(translateError(name, "vi")).toBe(name);
      for (const message of [`${name} is required`, `${name} must be text`, `Invalid ${name}`]) {
        expect(() => translateError(message, "vi")).not.toThrow();
      }
    }
  });
});

describe("error answers in the request's language", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const vi = { "accept-language": "vi-VN,vi;q=0.9,en;q=0.5" };
  const en = { "accept-language": "en-US,en;q=0.9" };

  it("a validation error with fields", async () => {
    const send = (headers?: Record<string, string>) =>
      t.request({ method: "POST", url: "/api/v1/auth/login", payload: { email: "", password: "" }, headers });
    const [english, none, vietnamese] = [await send(en), await send(), await send(vi)];
    expect(english.statusCode).toBe(400);
    expect(english.json().error.code).toBe("VALIDATION_ERROR");
    expect(english.json().error.fields).toEqual({
      email: "Email or username is required",
      password: "Password is required",
    });
    expect(none.json()).toEqual(english.json());
    expect(vietnamese.statusCode).toBe(400);
    expect(vietnamese.json().error).toEqual({
      code: "VALIDATION_ERROR",
      message: "Vui lòng nhập email hoặc tên người dùng",
      fields: { email: "Vui lòng nhập email hoặc tên người dùng", password: "Vui lòng nhập mật khẩu" },
    });
  });

  it("a 404", async () => {
    const get = (headers?: Record<string, string>) =>
      t.request({ method: "GET", url: "/api/v1/posts/999999", headers });
    expect((await get(en)).json().error).toEqual({ code: "POST_NOT_FOUND", message: "Post not found" });
    expect((await get(vi)).json().error).toEqual({
      code: "POST_NOT_FOUND",
      message: "Không tìm thấy bài viết",
    });
  });

  it("a 401, in the lang cookie's language before Accept-Language's", async () => {
    const get = (headers?: Record<string, string>) =>
      t.request({ method: "GET", url: "/api/v1/me/preferences", headers });
    const english = await get();
    expect(english.statusCode).toBe(401);
    expect(english.json().error).toEqual({ code: "UNAUTHORIZED", message: "Sign in to continue" });
    expect((await get({ ...en, cookie: "lang=vi" })).json().error).toEqual({
      code: "UNAUTHORIZED",
      message: "Vui lòng đăng nhập để tiếp tục",
    });
    expect((await get({ ...vi, cookie: "lang=en" })).json().error.message).toBe("Sign in to continue");
  });

  it("a 409 with its field message", async () => {
    const first = await registerUser(t);
    const again = (headers?: Record<string, string>) =>
      t.request({
        method: "POST",
        url: "/api/v1/auth/register",
        payload: userInput({ username: first.input.username }),
        headers,
      });
    const english = await again();
    expect(english.statusCode).toBe(409);
    expect(english.json().error.message).toBe("This username is already taken");
    const vietnamese = await again(vi);
    expect(vietnamese.statusCode).toBe(409);
    expect(vietnamese.json().error).toEqual({
      code: "ALREADY_EXISTS",
      message: "Tên người dùng này đã có người sử dụng",
      fields: { username: "Tên người dùng này đã có người sử dụng" },
    });
  });

  it("a signed-in member's preference before the browser's language", async () => {
    const member = await registerUser(t);
    const missing = (headers?: Record<string, string>) =>
      t.request({ method: "GET", url: "/api/v1/posts/999999", token: member.token, headers });
    expect((await missing(vi)).json().error.message).toBe("Không tìm thấy bài viết");
    const chosen = await t.request({
      method: "PUT",
      url: "/api/v1/me/preferences",
      token: member.token,
      payload: { language: "vi" },
    });
    expect(chosen.statusCode).toBe(200);
    expect((await missing()).json().error.message).toBe("Không tìm thấy bài viết");
    expect((await missing({ ...en, cookie: "lang=en" })).json().error.message).toBe(
      "Không tìm thấy bài viết",
    );
    // A token that is not valid names no member: the browser's language answers.
    const invalid = await t.request({
      method: "GET",
      url: "/api/v1/me/preferences",
      token: "nope",
      headers: vi,
    });
    expect(invalid.json().error).toEqual({ code: "INVALID_TOKEN", message: "Mã truy cập không hợp lệ" });
  });
});

describe("429 answers in the request's language", () => {
  it("a route's limit and a counted one", async () => {
    // Limits scaled down to one registration per address.
    const limited = await createTestApp({ RATE_LIMIT_MULTIPLIER: "0.05" });
    try {
      const register = (headers?: Record<string, string>) =>
        limited.request({ method: "POST", url: "/api/v1/auth/register", payload: userInput(), headers });
      expect((await register()).statusCode).toBe(201);
      const english = await register({ "accept-language": "en" });
      expect(english.statusCode).toBe(429);
      expect(english.json().error).toEqual({
        code: "RATE_LIMITED",
        message: "Too many requests, try again later",
      });
      const vietnamese = await register({ "accept-language": "vi" });
      expect(vietnamese.statusCode).toBe(429);
      expect(vietnamese.json().error).toEqual({
        code: "RATE_LIMITED",
        message: "Bạn thao tác quá nhanh, hãy thử lại sau",
      });

      const login = (headers?: Record<string, string>) =>
        limited.request({
          method: "POST",
          url: "/api/v1/auth/login",
          payload: { email: "nobody_here", password: "wrong password" },
          headers,
        });
      let last = await login();
      for (let i = 0; i < 3 && last.statusCode !== 429; i++) last = await login();
      expect(last.json().error.code).toBe("TOO_MANY_ATTEMPTS");
      const counted = await login({ "accept-language": "vi" });
      expect(counted.statusCode).toBe(429);
      expect(counted.json().error.code).toBe("TOO_MANY_ATTEMPTS");
      expect(counted.json().error.message).toMatch(/^Đăng nhập sai quá nhiều lần, hãy thử lại sau \d+ phút$/);
    } finally {
      await limited.close();
    }
  }, 120_000);
});
