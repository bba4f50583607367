// What the CommentsSection suites share: a signed-in reader and two commenters, comments built with their
// abilities, a three-level thread, and the section rendered on a post page with the API answered by a handler.
import type { Comment, CommentAbilities } from "@inkwell/contract";
import { render } from "../../test/render";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, vi } from "vitest";
import { setCurrentUser } from "../../data/session/authSlice";
import { makeStore } from "../../data/store";
import { CommentsSection } from "./CommentsSection";
import { currentUser } from "../../test/users";
import type { Language } from "../../i18n";

const me = currentUser({ createdAt: new Date().toISOString() });
export const sarah = { id: 8, name: "Sarah Chen", username: "sarah", avatar: null };
export const alex = { ...sarah, id: me.id, name: me.name, username: "alex" };
/** What the server lets a signed-in reader do with someone else's comment, and with their own. */
export const othersCan: CommentAbilities = { edit: false, remove: false, report: true, mute: true };
export const ownCan: CommentAbilities = { edit: true, remove: true, report: false, mute: false };

export function comment(
  id: number,
  level: number,
  parentId: number | null,
  extra: Partial<Comment> = {},
  replies: Comment[] = [],
): Comment {
  const now = new Date().toISOString();
  return {
    id,
    postId: 1,
    parentId,
    level,
    commenter: sarah,
    content: `Comment ${id}`,
    createdAt: now,
    updatedAt: now,
    likesCount: 0,
    isLiked: false,
    isEdited: false,
    isDeleted: false,
    moderation: null,
    mentions: [],
    repliesCount: replies.length,
    replies,
    can: othersCan,
    ...extra,
  };
}

const thread = [
  comment(1, 0, null, { commenter: alex, can: ownCan }, [
    comment(2, 1, 1, { isEdited: true }, [comment(3, 2, 2, { likesCount: 2 })]),
  ]),
];

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

export function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

export function setup(
  handler: Handler,
  signedIn: boolean | "unverified" = true,
  {
    commentsEnabled = true,
    comments = thread,
    language = "en" as Language,
    threadPage = (_url: string) =>
      json({ data: comments, meta: { total: 3, topLevel: 1, limitComments: 20, nextCursor: null } }),
  } = {},
) {
  const fetchMock = vi.fn((input: string, init: RequestInit) => {
    if (input.includes("/posts/1/comments")) return Promise.resolve(threadPage(input));
    return Promise.resolve(handler(input, init));
  });
  vi.stubGlobal("fetch", fetchMock);
  const store = makeStore();
  if (signedIn) store.dispatch(setCurrentUser({ ...me, emailVerified: signedIn === true }));
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: <CommentsSection postId={1} commentsEnabled={commentsEnabled} />,
      },
    ],
    {
      initialEntries: ["/blog/a-post"],
    },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
    { language },
  );
  return { fetchMock };
}

// Every suite that renders the section undoes its stubs after each test.
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
