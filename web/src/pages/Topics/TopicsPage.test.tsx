import { describe, expect, it } from "vitest";
import { screen } from "../../test/render";
import { renderPage } from "../Home/readingPages.fixtures";
import TopicsPage from "./TopicsPage";

const answers = (path: string) => (path === "/topics" ? [] : undefined);

describe("the topics page", () => {
  it("speaks English by default", () => {
    renderPage(<TopicsPage />, answers);
    expect(screen.getByRole("heading", { level: 1, name: "Topics" })).toBeInTheDocument();
    expect(screen.getByText("Explore")).toBeInTheDocument();
  });

  it("speaks Vietnamese to a Vietnamese reader", () => {
    renderPage(<TopicsPage />, answers, { language: "vi" });
    expect(screen.getByRole("heading", { level: 1, name: "Chủ đề" })).toBeInTheDocument();
    expect(screen.getByText("Khám phá")).toBeInTheDocument();
    expect(screen.queryByText("Explore")).toBeNull();
  });
});
