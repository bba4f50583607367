// The app a test file shares among its tests, and the members many suites start from, as bindings the file
// imports: `useApp()`, `useAuthor()` or `useAuthorAndReader()` at its top builds them before its tests and
// closes the app after them, so a suite split over several files reads in each as it did in one.
import { afterAll, beforeAll } from "vitest";
import { createTestApp } from "./app";
import type { TestApp } from "./app";
import { verifiedUser } from "./factories";

type Member = Awaited<ReturnType<typeof verifiedUser>>;

export let t: TestApp;
/** Members with verified addresses, made by `useAuthor()` and `useAuthorAndReader()`. */
export let author: Member;
export let reader: Member;

/** The file's app, built before its tests and closed after them. */
export function useApp() {
  beforeAll(async () => {
    t = await createTestApp();
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

/** Calls to the API under `base` (`/posts`…) from the file's app, with a member's token or none. */
export const apiUnder =
  (base: string) =>
  (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, token?: string, payload?: object) =>
    t.request({ method, url: `/api/v1${base}${url}`, token, ...(payload ? { payload } : {}) });
