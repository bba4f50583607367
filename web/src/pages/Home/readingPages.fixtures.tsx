// What the reading pages' suites share: a post to show, and a page rendered on its route with the API answered
// by a handler (by path, after /api/v1), in English or Vietnamese.
import type { CurrentUser, Post } from "@inkwell/contract";
import type { ReactElement } from "react";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, vi } from "vitest";
import { setCurrentUser } from "../../data/session/authSlice";
import { makeStore } from "../../data/store";
import type { Language } from "../../i18n";
import { render } from "../../test/render";

afterEach(() => vi.unstubAllGlobals());

export function makePost(overrides: Partial<Post> = {}): Post {
  const now = new Date().toISOString();
  return {
    id: 1,
    title: "Hello world",
    slug: "hello-world",
    excerpt: "An excerpt about the world",
    content: "<p>The whole story.</p>",
    status: "published",
    visibility: "public",
    isScheduled: false,
    publishedAt: now,
    createdAt: now,
    updatedAt: now,
    readTime: 5,
    author: {
      id: 2,
      name: "Ada Lovelace",
      firstName: "Ada",
      lastName: "Lovelace",
      username: "ada",
      avatar: null,
    },
    topics: [{ id: 1, name: "Science", slug: "science" }],
    tags: [],
    thumbnail: null,
    coverImage: null,
    metaTitle: null,
    metaDescription: null,
    featured: false,
    isLiked: false,
    isBookmarked: false,
    likesCount: 3,
    viewsCount: 42,
    commentsCount: 0,
    language: "en",
    languageChosen: false,
    sendNewsletter: true,
    commentsEnabled: true,
    tableOfContents: true,
    moderation: null,
    can: { edit: false, delete: false, report: true, feature: false, publish: false },
    ...overrides,
  };
}

/** The body the API answers a path with (`undefined`: 404). */
type Answers = (path: string) => unknown;

interface PageOptions {
  /** The route's pattern, for pages that read params. */
  route?: string;
  /** The address the page is opened at. */
  at?: string;
  language?: Language;
  user?: CurrentUser;
}

export function renderPage(page: ReactElement, answers: Answers, options: PageOptions = {}) {
  vi.stubGlobal(
    "fetch",
    vi.fn((input: string) => {
      const path = new URL(input, "http://localhost").pathname.replace(/^\/api\/v1/, "");
      const body = answers(path);
      return Promise.resolve(
        body === undefined
          ? Response.json({ error: { code: "NOT_FOUND", message: "Not found" } }, { status: 404 })
          : Response.json({ data: body }),
      );
    }),
  );
  const store = makeStore();
  if (options.user) store.dispatch(setCurrentUser(options.user));
  const router = createMemoryRouter([{ path: options.route ?? "*", element: page }], {
    initialEntries: [options.at ?? "/"],
  });
  return render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
    { language: options.language },
  );
}
