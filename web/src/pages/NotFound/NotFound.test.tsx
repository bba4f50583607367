import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { render, screen } from "../../test/render";
import { NotFound } from "./NotFound";

describe("the not-found page", () => {
  it("speaks English by default", () => {
    render(<NotFound />, { wrapper: MemoryRouter });
    expect(screen.getByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });

  it("speaks Vietnamese to a Vietnamese reader", () => {
    render(<NotFound />, { wrapper: MemoryRouter, language: "vi" });
    expect(screen.getByRole("heading", { name: "Không tìm thấy trang" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Về trang chủ" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Xem các chủ đề" })).toHaveAttribute("href", "/topics");
    expect(screen.queryByText("Page not found")).toBeNull();
  });
});
