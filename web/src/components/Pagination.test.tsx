import { render, screen } from "../test/render";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Pagination, pageItems } from "./Pagination";

function visibleLabels(): string[] {
  return screen.getAllByRole("listitem", { hidden: true }).map((li) => li.textContent ?? "");
}

describe("Pagination", () => {
  it("shows nothing when there is at most one page", () => {
    const { container, rerender } = render(
      <Pagination currentPage={1} totalPages={1} onPageChange={vi.fn()} />,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(<Pagination currentPage={1} totalPages={0} onPageChange={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("disables Previous on the first page and Next on the last", () => {
    const { rerender } = render(<Pagination currentPage={1} totalPages={3} onPageChange={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Previous page" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Next page" })).toBeEnabled();
    rerender(<Pagination currentPage={3} totalPages={3} onPageChange={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Previous page" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Next page" })).toBeDisabled();
  });

  it("shows five numbers around the current page with first, last and ellipses", () => {
    render(<Pagination currentPage={10} totalPages={20} onPageChange={vi.fn()} />);
    expect(visibleLabels()).toEqual(["Previous", "1", "…", "8", "9", "10", "11", "12", "…", "20", "Next"]);
    expect(screen.getByRole("button", { name: "Page 10" })).toHaveAttribute("aria-current", "page");
  });

  it("shows every page without ellipses when they fit", () => {
    render(<Pagination currentPage={2} totalPages={5} onPageChange={vi.fn()} />);
    expect(visibleLabels()).toEqual(["Previous", "1", "2", "3", "4", "5", "Next"]);
  });

  it("keeps five numbers near the ends", () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 4, 5, "ellipsis-end", 10]);
    expect(pageItems(10, 10)).toEqual([1, "ellipsis-start", 6, 7, 8, 9, 10]);
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 6, "ellipsis-end", 10]);
  });

  it("reports the chosen page", async () => {
    const onPageChange = vi.fn();
    render(<Pagination currentPage={2} totalPages={8} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole("button", { name: "Page 4" }));
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    await userEvent.click(screen.getByRole("button", { name: "Previous page" }));
    expect(onPageChange.mock.calls).toEqual([[4], [3], [1]]);
  });
});
