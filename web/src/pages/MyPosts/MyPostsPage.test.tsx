import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { screen, within } from "../../test/render";
import { renderWritingPage, writersPost } from "../WritePost/writingPages.fixtures";
import MyPostsPage from "./MyPostsPage";

const answers = (path: string) => (path === "/posts/my-posts" ? [writersPost()] : undefined);

describe("My posts", () => {
  it("lists the writer's posts under the status tabs, each with its actions", async () => {
    renderWritingPage(<MyPostsPage />, answers, { at: "/my-posts?notice=scheduled" });
    expect(screen.getByRole("heading", { name: "My posts" })).toBeInTheDocument();
    const tabs = screen.getByRole("tablist", { name: "Post status" });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["All", "Drafts", "Scheduled", "Published"]);
    expect(
      screen.getByText("Scheduled — your post will be published at the time you chose."),
    ).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Delete “Hello world”" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Write Post" })).toHaveAttribute("href", "/write");
  });

  it("speaks Vietnamese, the post's title left as written", async () => {
    renderWritingPage(<MyPostsPage />, answers, { at: "/my-posts?notice=scheduled", language: "vi" });
    expect(screen.getByRole("heading", { name: "Bài viết của tôi" })).toBeInTheDocument();
    const tabs = screen.getByRole("tablist", { name: "Trạng thái bài viết" });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Tất cả", "Bản nháp", "Đã lên lịch", "Đã xuất bản"]);
    expect(
      screen.getByText("Đã lên lịch — bài viết sẽ được xuất bản vào thời điểm bạn đã chọn."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Viết bài" })).toBeInTheDocument();
    const remove = await screen.findByRole("button", { name: "Xoá “Hello world”" });
    expect(screen.getByRole("link", { name: "Sửa" })).toHaveAttribute("href", "/write/hello-world");
    await userEvent.click(remove);
    expect(screen.getByText("Xoá “Hello world”? Không thể hoàn tác thao tác này.")).toBeInTheDocument();
    expect(screen.queryByText(/My posts|Write Post|This cannot be undone/)).not.toBeInTheDocument();
  });
});
