import type { Profile } from "@inkwell/contract";
import { describe, expect, it } from "vitest";
import { screen, within } from "../../test/render";
import { makePost, renderPage } from "../Home/readingPages.fixtures";
import BlogDetailPage from "./BlogDetailPage";

const ada: Profile = {
  id: 2,
  name: "Ada Lovelace",
  introduction: "",
  username: "ada",
  role: "user",
  avatar: null,
  website: "",
  socials: { twitter: "", github: "", linkedin: "" },
  postsCount: 12,
  followersCount: 1500,
  followingCount: 3,
  isFollowed: false,
  isBlocked: false,
  isMuted: false,
  createdAt: "2025-01-01T00:00:00.000Z",
  can: { edit: false, follow: true, message: false, block: false, mute: false, report: false },
};

const vietnamese = makePost({
  title: "Những ngày mưa ở Hà Nội",
  excerpt: "Một câu chuyện về thành phố",
  language: "vi",
  tags: [{ id: 3, name: "mua", slug: "mua" }],
});

function openPost(post = makePost(), language: "en" | "vi" = "en") {
  return renderPage(
    <BlogDetailPage />,
    (path) => {
      if (path === "/posts/hello-world") return post;
      if (path === "/posts/hello-world/related") return [];
      if (path === "/profiles/ada") return ada;
      return undefined;
    },
    { route: "/blog/:slug", at: "/blog/hello-world", language },
  );
}

describe("the post page", () => {
  it("shows a post in English with its own language on the article", async () => {
    openPost();
    const article = (await screen.findByRole("heading", { level: 1, name: "Hello world" })).closest(
      "article",
    );
    expect(article).toHaveAttribute("lang", "en");
    expect(screen.getByText("5 min read")).toBeInTheDocument();
    expect(screen.getByText("42 views")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy link" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Related posts" })).toBeInTheDocument();
    // The interface's pieces inside it are in the article's language already.
    expect(screen.getByTestId("post-actions")).not.toHaveAttribute("lang");
  });

  it("speaks Vietnamese around a Vietnamese post", async () => {
    openPost(vietnamese, "vi");
    const title = await screen.findByRole("heading", { level: 1, name: "Những ngày mưa ở Hà Nội" });
    expect(title.closest("article")).toHaveAttribute("lang", "vi");
    expect(screen.getByText("5 phút đọc")).toBeInTheDocument();
    expect(screen.getByText("42 lượt xem")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Thích" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Lưu" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sao chép liên kết" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Tác vụ với bài viết" })).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Thẻ" })).getByText("#mua")).toBeInTheDocument();
    const author = await screen.findByRole("complementary", { name: "Về tác giả" });
    expect(within(author).getByText("Tác giả")).toBeInTheDocument();
    expect(within(author).getByText("Người theo dõi")).toBeInTheDocument();
    expect(await within(author).findByText("1.500")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Bài viết liên quan" })).toBeInTheDocument();
    expect(screen.queryByText("5 min read")).toBeNull();
    expect(screen.queryByText("Related posts")).toBeNull();
  });

  it("marks the interface's pieces inside an English post read in Vietnamese as Vietnamese", async () => {
    openPost(makePost(), "vi");
    const title = await screen.findByRole("heading", { level: 1, name: "Hello world" });
    expect(title.closest("article")).toHaveAttribute("lang", "en");
    expect(screen.getByTestId("post-actions")).toHaveAttribute("lang", "vi");
    expect(screen.getByText("5 phút đọc").closest("[lang]")).toHaveAttribute("lang", "vi");
  });

  it("says in Vietnamese that a post does not exist", async () => {
    renderPage(<BlogDetailPage />, () => undefined, {
      route: "/blog/:slug",
      at: "/blog/gone",
      language: "vi",
    });
    expect(await screen.findByText("Không tìm thấy bài viết")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Về trang chủ" })).toHaveAttribute("href", "/");
    expect(screen.queryByText("Post not found")).toBeNull();
  });
});
