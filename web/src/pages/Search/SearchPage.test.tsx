import { describe, expect, it } from "vitest";
import { screen } from "../../test/render";
import { makePost, renderPage } from "../Home/readingPages.fixtures";
import SearchPage from "./SearchPage";

const answers = (path: string) =>
  path === "/posts" ? [makePost(), makePost({ id: 2, slug: "two" })] : undefined;

describe("the search page", () => {
  it("says how many posts match, in English", async () => {
    renderPage(<SearchPage />, answers, { at: "/search?q=world" });
    expect(screen.getByRole("heading", { level: 1, name: "Results for “world”" })).toBeInTheDocument();
    expect(await screen.findByText("2 posts match your search.")).toBeInTheDocument();
  });

  it("speaks Vietnamese to a Vietnamese reader", async () => {
    renderPage(<SearchPage />, answers, { at: "/search?q=world", language: "vi" });
    expect(screen.getByRole("heading", { level: 1, name: "Kết quả cho “world”" })).toBeInTheDocument();
    expect(await screen.findByText("2 bài viết khớp với tìm kiếm của bạn.")).toBeInTheDocument();
    expect(screen.queryByText(/match your search/)).toBeNull();
  });

  it("asks for words, in Vietnamese, before there are any", () => {
    renderPage(<SearchPage />, answers, { at: "/search", language: "vi" });
    expect(screen.getByRole("heading", { level: 1, name: "Tìm kiếm trên Inkwell" })).toBeInTheDocument();
    expect(screen.getByText("Nhập vài từ để bắt đầu.")).toBeInTheDocument();
    expect(screen.queryByText("No posts found")).toBeNull();
  });
});
