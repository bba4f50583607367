import { describe, expect, it } from "vitest";
import { screen } from "../../test/render";
import { makePost, renderPage } from "../Home/readingPages.fixtures";
import TopicPage from "./TopicPage";

const science = {
  id: 1,
  name: "Science",
  slug: "science",
  description: "How things work",
  image: null,
  icon: null,
  postsCount: 1,
  createdAt: "2025-01-01T00:00:00.000Z",
};

const open = (answers: (path: string) => unknown, language: "en" | "vi") =>
  renderPage(<TopicPage />, answers, { route: "/topics/:slug", at: "/topics/science", language });

describe("a topic's page", () => {
  it("speaks Vietnamese around the topic's posts", async () => {
    open((path) => {
      if (path === "/topics/science") return science;
      if (path === "/topics/science/posts") return [makePost()];
      return undefined;
    }, "vi");
    expect(await screen.findByRole("heading", { level: 1, name: "Science" })).toBeInTheDocument();
    expect(screen.getByText("Chủ đề")).toBeInTheDocument();
    expect(await screen.findByText("5 phút đọc")).toBeInTheDocument();
    expect(screen.queryByText("Topic")).toBeNull();
  });

  it("says in Vietnamese that a topic does not exist, and in English to an English reader", async () => {
    open(() => undefined, "vi");
    expect(await screen.findByText("Không tìm thấy chủ đề")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Tất cả chủ đề" })).toHaveAttribute("href", "/topics");
    open(() => undefined, "en");
    expect(await screen.findByText("Topic not found")).toBeInTheDocument();
  });
});
