// The app a test file shares among its tests, and the members many suites start from, as bindings the file
// imports: `useApp()`, `useAuthor()`, `useAuthorAndReader()` or `useStaff()` at its top builds them before its
// tests and closes the app after them, so a suite split over several files reads in each as it did in one.
import { afterAll, beforeAll } from "vitest";
import { createTestApp } from "./app";
import type { TestApp } from "./app";
import { verifiedUser, withRole } from "./factories";

type Member = Awaited<ReturnType<typeof verifiedUser>>;

export let t: TestApp;
/** Members with verified addresses, made by `useAuthor()` and `useAuthorAndReader()`. */
export let author: Member;
export let reader: Member;
/** An administrator, a moderator and a member with no role, made by `useStaff()`. */
export let admin: Member;
export let moderator: Member;
export let member: Member;

/** The file's app (`createTestApp`'s settings and options, if any), built before its tests and closed after. */
export function useApp(...app: Parameters<typeof createTestApp>) {
  beforeAll(async () => {
    t = await createTestApp(...app);
  });
  afterAll(() => t.close());
}

/** The file's app with an author. */
export function useAuthor() {
  useApp();
  beforeAll(async () => {
    author = await verifiedUser(t);
  });
}

/** The file's app with an author and a reader. */
export function useAuthorAndReader() {
  useAuthor();
  beforeAll(async () => {
    reader = await verifiedUser(t);
  });
}

/** The file's app with an administrator, a moderator and a member, for suites of who may do what. */
export function useStaff(...app: Parameters<typeof createTestApp>) {
  useApp(...app);
  beforeAll(async () => {
    admin = await withRole(t, await verifiedUser(t), "admin");
    moderator = await withRole(t, await verifiedUser(t), "moderator");
    member = await verifiedUser(t);
  });
}

/** Calls to the API under `base` (`/posts`…) from the file's app, with a member's token or none. */
export const apiUnder =
  (base: string) =>
  (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, token?: string, payload?: object) =>
    t.request({ method, url: `/api/v1${base}${url}`, token, ...(payload ? { payload } : {}) });
