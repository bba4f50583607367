import type { Post } from "@inkwell/contract";
import { render, screen, waitFor } from "../../test/render";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { setCurrentUser } from "../../data/session/authSlice";
import { makeStore } from "../../data/store";
import { PostCard, postLink } from "./PostCard";

export function makePost(overrides: Partial<Post> = {}): Post {
  return {
    id: 1,
    title: "Hello world",
    slug: "hello-world",
    excerpt: "An excerpt",
    status: "published",
    visibility: "public",
    isScheduled: false,
    publishedAt: new Date().toISOString(),
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    readTime: 4,
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
    likesCount: 5,
    viewsCount: 42,
    commentsCount: 0,
    language: "en",
    languageChosen: false,
    sendNewsletter: true,
    commentsEnabled: true,
    tableOfContents: true,
    moderation: null,
    can: { edit: false, delete: false, report: false, feature: false, publish: false },
    ...overrides,
  };
}

const me = {
  id: 9,
  name: "Me",
  firstName: "M",
  lastName: "E",
  username: "me",
  email: "me@example.com",
  role: "user" as const,
  canPublish: true,
  avatar: null,
  emailVerified: true,
  hasPassword: true,
  notifications: 0,
  language: null,
  createdAt: "2025-01-01T00:00:00.000Z",
};

function renderCard(post: Post, signedIn = true, headingLevel?: 2 | 3, language: "en" | "vi" = "en") {
  const store = makeStore();
  if (signedIn) store.dispatch(setCurrentUser(me));
  const router = createMemoryRouter(
    [
      { path: "/", element: <PostCard post={post} headingLevel={headingLevel} /> },
      { path: "/login", element: <p>Login page</p> },
    ],
    { initialEntries: ["/"] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
    { language },
  );
  return router;
}

describe("postLink", () => {
  it("opens the reader for published posts and the editor otherwise", () => {
    expect(postLink({ slug: "a", status: "published" })).toBe("/blog/a");
    expect(postLink({ slug: "a", status: "draft" })).toBe("/write/a");
    expect(postLink({ slug: "a", status: "scheduled" })).toBe("/write/a");
  });
});

describe("PostCard", () => {
  it("shows the spec's pieces and links by status", () => {
    vi.stubGlobal("fetch", vi.fn());
    renderCard(makePost());
    expect(screen.getByRole("link", { name: "Hello world" })).toHaveAttribute("href", "/blog/hello-world");
    expect(screen.getByText("Science")).toBeInTheDocument();
    expect(screen.getByText("An excerpt")).toBeInTheDocument();
    expect(screen.getByText("Ada Lovelace")).toBeInTheDocument();
    expect(screen.getByText("4 min read")).toBeInTheDocument();
    expect(screen.getByLabelText("42 views")).toBeInTheDocument();
    expect(screen.getByText("just now")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Like" })).toBeInTheDocument();
    expect(screen.getByTestId("likes-count")).toHaveTextContent("5");
    expect(screen.getByRole("button", { name: "Bookmark" })).toBeInTheDocument();
  });

  it("titles the card one level below the heading it sits under", () => {
    vi.stubGlobal("fetch", vi.fn());
    renderCard(makePost());
    expect(screen.getByRole("heading", { level: 3, name: "Hello world" })).toBeInTheDocument();
    renderCard(makePost({ id: 2, title: "Right under the page title" }), true, 2);
    expect(screen.getByRole("heading", { level: 2, name: "Right under the page title" })).toBeInTheDocument();
  });

  it("links drafts to the editor", () => {
    vi.stubGlobal("fetch", vi.fn());
    renderCard(makePost({ status: "draft" }));
    expect(screen.getByRole("link", { name: "Hello world" })).toHaveAttribute("href", "/write/hello-world");
  });

  it("likes optimistically and rolls back when the server fails", async () => {
    let release: (r: Response) => void = () => undefined;
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderCard(makePost());
    await userEvent.click(screen.getByRole("button", { name: "Like" }));
    const unlike = screen.getByRole("button", { name: "Unlike" });
    expect(screen.getByTestId("likes-count")).toHaveTextContent("6");
    expect(unlike).toHaveAttribute("aria-pressed", "true");
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/v1/posts/1/like",
      expect.objectContaining({ method: "POST" }),
    );
    release(Response.json({ error: { code: "BOOM", message: "fail" } }, { status: 500 }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Like" })).toBeInTheDocument());
    expect(screen.getByTestId("likes-count")).toHaveTextContent("5");
    expect(error).toHaveBeenCalled();
  });

  it("keeps the server's count when the like succeeds", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(Response.json({ data: { isLiked: true, likesCount: 10 } }))),
    );
    renderCard(makePost());
    await userEvent.click(screen.getByRole("button", { name: "Like" }));
    await waitFor(() => expect(screen.getByTestId("likes-count")).toHaveTextContent("10"));
    expect(screen.getByRole("button", { name: "Unlike" })).toBeInTheDocument();
  });

  it("rolls back a failed bookmark", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(new Response("", { status: 500 }))),
    );
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderCard(makePost());
    await userEvent.click(screen.getByRole("button", { name: "Bookmark" }));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Bookmark" })).toHaveAttribute("aria-pressed", "false"),
    );
  });

  it("sends anonymous readers to the login page", async () => {
    vi.stubGlobal("fetch", vi.fn());
    const router = renderCard(makePost(), false);
    await userEvent.click(screen.getByRole("button", { name: "Like" }));
    expect(await screen.findByText("Login page")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?continue=%2F");
  });

  it("speaks Vietnamese to a Vietnamese reader", () => {
    vi.stubGlobal("fetch", vi.fn());
    renderCard(makePost({ viewsCount: 1234 }), true, 3, "vi");
    expect(screen.getByText("4 phút đọc")).toBeInTheDocument();
    expect(screen.getByLabelText("1.234 lượt xem")).toHaveTextContent("1.234");
    expect(screen.getByText("vừa xong")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Thích" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Lưu" })).toBeInTheDocument();
    expect(screen.queryByText("4 min read")).toBeNull();
  });

  it("counts a single view and minute in the singular", () => {
    vi.stubGlobal("fetch", vi.fn());
    renderCard(makePost({ viewsCount: 1, readTime: 1 }));
    expect(screen.getByLabelText("1 view")).toBeInTheDocument();
    expect(screen.getByText("1 min read")).toBeInTheDocument();
  });

  it("marks the title and excerpt with the post's language where it is not the page's", () => {
    vi.stubGlobal("fetch", vi.fn());
    renderCard(makePost(), true, 3, "vi");
    expect(screen.getByRole("heading", { name: "Hello world" })).toHaveAttribute("lang", "en");
    expect(screen.getByText("An excerpt")).toHaveAttribute("lang", "en");
    renderCard(
      makePost({ id: 2, title: "Một ngày ở Huế", excerpt: "Chuyện về cố đô", language: "vi" }),
      true,
      3,
      "vi",
    );
    expect(screen.getByRole("heading", { name: "Một ngày ở Huế" })).not.toHaveAttribute("lang");
    expect(screen.getByText("Chuyện về cố đô")).not.toHaveAttribute("lang");
  });

  it("calls an untitled draft so in the interface's language", () => {
    vi.stubGlobal("fetch", vi.fn());
    renderCard(makePost({ title: "", excerpt: "", status: "draft" }), true, 3, "vi");
    expect(screen.getByRole("link", { name: "Chưa có tiêu đề" })).toHaveAttribute(
      "href",
      "/write/hello-world",
    );
    expect(screen.getByRole("heading", { name: "Chưa có tiêu đề" })).not.toHaveAttribute("lang");
  });
});
