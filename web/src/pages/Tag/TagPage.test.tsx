import { describe, expect, it } from "vitest";
import { screen } from "../../test/render";
import { renderPage } from "../Home/readingPages.fixtures";
import TagPage from "./TagPage";

const open = (language: "en" | "vi") =>
  renderPage(
    <TagPage />,
    (path) => {
      if (path === "/tags/rain") return { id: 3, name: "rain", slug: "rain", postsCount: 0 };
      if (path === "/tags/rain/posts") return [];
      return undefined;
    },
    { route: "/tags/:slug", at: "/tags/rain", language },
  );

describe("a tag's page", () => {
  it("speaks English by default", async () => {
    open("en");
    expect(await screen.findByRole("heading", { level: 1, name: "#rain" })).toBeInTheDocument();
    expect(screen.getByText("Tag")).toBeInTheDocument();
    expect(await screen.findByText("Nothing has been published with this tag yet.")).toBeInTheDocument();
  });

  it("speaks Vietnamese to a Vietnamese reader", async () => {
    open("vi");
    expect(await screen.findByRole("heading", { level: 1, name: "#rain" })).toBeInTheDocument();
    expect(screen.getByText("Thẻ")).toBeInTheDocument();
    expect(await screen.findByText("Chưa có bài viết nào gắn thẻ này.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Xem các chủ đề" })).toBeInTheDocument();
    expect(screen.queryByText("Browse topics")).toBeNull();
  });
});
