// What the writing pages' suites share (the write page, My posts, Stats): a post of the signed-in writer, and a
// page rendered on its route with the API answered by a handler (by path, after /api/v1), in either language.
import type { Post } from "@inkwell/contract";
import type { ReactElement } from "react";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, vi } from "vitest";
import { setCurrentUser } from "../../data/session/authSlice";
import { makeStore } from "../../data/store";
import type { Language } from "../../i18n";
import { render } from "../../test/render";
import { currentUser } from "../../test/users";

afterEach(() => vi.unstubAllGlobals());

export function writersPost(overrides: Partial<Post> = {}): Post {
  const now = new Date().toISOString();
  const post = {
    id: 1,
    title: "Hello world",
    slug: "hello-world",
    excerpt: "An excerpt about the world",
    content: "<p>The whole story.</p>",
    status: "draft",
    visibility: "public",
    isScheduled: false,
    publishedAt: null,
    createdAt: now,
    updatedAt: now,
    readTime: 5,
    author: {
      id: 7,
      name: "Alex Rivera",
      firstName: "Alex",
      lastName: "Rivera",
      username: "alex",
      avatar: null,
    },
    topics: [],
    tags: [],
    thumbnail: null,
    coverImage: null,
    metaTitle: null,
    metaDescription: null,
    featured: false,
    isLiked: false,
    isBookmarked: false,
    likesCount: 0,
    viewsCount: 0,
    commentsCount: 0,
    sendNewsletter: true,
    commentsEnabled: true,
    tableOfContents: true,
    moderation: null,
    can: { edit: true, delete: true, report: false, feature: false, publish: true },
    language: "en",
    ...overrides,
  };
  return post as Post;
}

/** The body the API answers a path with (`undefined`: 404). */
type Answers = (path: string) => unknown;

interface PageOptions {
  /** The route's pattern, for pages that read params. */
  route?: string;
  /** The address the page is opened at. */
  at?: string;
  language?: Language;
  /** Signed in as Alex unless false. */
  signedIn?: boolean;
}

export function renderWritingPage(page: ReactElement, answers: Answers, options: PageOptions = {}) {
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
  if (options.signedIn !== false) store.dispatch(setCurrentUser(currentUser()));
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
