import { describe, expect, it } from "vitest";
import { screen } from "../../test/render";
import { renderPage } from "../Home/readingPages.fixtures";
import AboutPage from "./AboutPage";

describe("the about page", () => {
  it("speaks English by default", () => {
    renderPage(<AboutPage />, () => undefined);
    expect(
      screen.getByRole("heading", { level: 1, name: "A home for writing that lasts" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Who it's for" })).toBeInTheDocument();
  });

  it("speaks Vietnamese to a Vietnamese reader", () => {
    renderPage(<AboutPage />, () => undefined, { language: "vi" });
    expect(
      screen.getByRole("heading", { level: 1, name: "Một mái nhà cho những trang viết bền lâu" }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(7);
    expect(screen.getByRole("heading", { name: "Vì sao chúng tôi làm ra nó" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Liên hệ" })).toHaveAttribute("href", "/contact");
    expect(screen.queryByText("Write beautifully")).toBeNull();
  });
});
