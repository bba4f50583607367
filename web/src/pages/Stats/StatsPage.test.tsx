import type { AuthorStats } from "@inkwell/contract";
import { describe, expect, it } from "vitest";
import { screen, within } from "../../test/render";
import { renderWritingPage } from "../WritePost/writingPages.fixtures";
import StatsPage from "./StatsPage";

const day = (date: string, views: number) => ({
  date,
  views,
  reads: 1,
  likes: 0,
  comments: 0,
  followers: 0,
  subscribers: 0,
});

const stats: AuthorStats = {
  days: 30,
  postId: null,
  series: [day("2025-03-01", 1000), day("2025-03-02", 234)],
  totals: { views: 1234, reads: 2, likes: 0, comments: 0, followers: 0, subscribers: 0 },
  posts: [{ id: 1, title: "Hello world", slug: "hello-world", views: 1234, reads: 2, likes: 0, comments: 0 }],
};

const answers = (path: string) => (path === "/stats" ? stats : undefined);

describe("Stats", () => {
  it("shows the writer's numbers by period and by post", async () => {
    renderWritingPage(<StatsPage />, answers);
    expect(screen.getByRole("heading", { name: "Stats" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "30 days" })).toBeChecked();
    expect(await screen.findByRole("heading", { name: "Per post, last 30 days" })).toBeInTheDocument();
    const table = within(screen.getByRole("region", { name: "Per post, last 30 days" }));
    expect(table.getAllByRole("columnheader").map((th) => th.textContent)).toEqual([
      "Post",
      "Views",
      "Reads",
      "Likes",
      "Comments",
    ]);
    expect(table.getByRole("cell", { name: "1,234" })).toBeInTheDocument();
  });

  it("speaks Vietnamese and writes its numbers the Vietnamese way", async () => {
    renderWritingPage(<StatsPage />, answers, { language: "vi" });
    expect(screen.getByRole("heading", { name: "Thống kê" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "7 ngày" })).not.toBeChecked();
    expect(screen.getByRole("option", { name: "Tất cả bài viết" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Theo từng bài, 30 ngày qua" })).toBeInTheDocument();
    const table = within(screen.getByRole("region", { name: "Theo từng bài, 30 ngày qua" }));
    expect(table.getAllByRole("columnheader").map((th) => th.textContent)).toEqual([
      "Bài viết",
      "Lượt xem",
      "Lượt đọc",
      "Lượt thích",
      "Bình luận",
    ]);
    expect(table.getByRole("cell", { name: "1.234" })).toBeInTheDocument();
    expect(screen.getByRole("figure", { name: /Người đăng ký nhận tin mới/ })).toBeInTheDocument();
    expect(screen.queryByText(/Per post|New followers|All posts/)).not.toBeInTheDocument();
  });
});
