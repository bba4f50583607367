import { describe, expect, it } from "vitest";
import { screen } from "../../test/render";
import HomePage from "./HomePage";
import { makePost, renderPage } from "./readingPages.fixtures";

const topics = [
  {
    id: 1,
    name: "Science",
    slug: "science",
    description: "",
    image: null,
    icon: null,
    postsCount: 4,
    createdAt: "",
  },
];
const answers = (path: string) => {
  if (path === "/posts") return [makePost()];
  if (path === "/topics") return topics;
  return undefined;
};

describe("Home", () => {
  it("speaks English by default", async () => {
    renderPage(<HomePage />, answers);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Stories and ideas, written to be read.",
    );
    expect(screen.getByRole("tab", { name: "For you" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findAllByText("5 min read")).not.toHaveLength(0);
  });

  it("speaks Vietnamese to a Vietnamese reader, its posts keeping their own words", async () => {
    renderPage(<HomePage />, answers, { language: "vi" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Câu chuyện và ý tưởng, viết ra để được đọc.",
    );
    expect(screen.getByRole("tablist", { name: "Bài viết hiển thị" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Dành cho bạn" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("heading", { name: "Nổi bật" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Bài viết mới nhất" })).toBeInTheDocument();
    expect(await screen.findAllByText("5 phút đọc")).not.toHaveLength(0);
    expect(screen.getAllByRole("link", { name: "Hello world" })[0]).toBeInTheDocument();
    // An English post on a Vietnamese page says which language it is in.
    expect(screen.getAllByRole("heading", { name: "Hello world" })[0]).toHaveAttribute("lang", "en");
    expect(screen.queryByText("Latest posts")).toBeNull();
    expect(screen.queryByText("5 min read")).toBeNull();
  });

  it("asks a signed-out reader of the Following tab to sign in, in Vietnamese", async () => {
    renderPage(<HomePage />, answers, { language: "vi", at: "/?feed=following" });
    expect(await screen.findByRole("link", { name: "Đăng nhập" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Từ những người bạn theo dõi" })).toBeInTheDocument();
    expect(screen.queryByText("Sign In")).toBeNull();
  });
});
