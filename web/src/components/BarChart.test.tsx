import { render, screen, within } from "../test/render";
import { describe, expect, it } from "vitest";
import { BarChart } from "./BarChart";

const points = [
  { date: "2026-03-01", value: 2 },
  { date: "2026-03-02", value: 0 },
  { date: "2026-03-03", value: 8 },
];

describe("BarChart", () => {
  it("sums the days, names the busiest one and keeps every number in a table", () => {
    render(<BarChart title="Views" points={points} />);
    const figure = screen.getByRole("figure", { name: /Views/ });
    expect(within(figure).getByRole("img")).toHaveAccessibleName("Views: 10 in 3 days, most on Mar 3 (8)");
    const rows = within(figure).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual(["DayViews", "Mar 12", "Mar 20", "Mar 38"]);
  });

  it("draws bars by their share of the busiest day, and none for an empty day", () => {
    const { container } = render(<BarChart title="Reads" points={points} />);
    const heights = [...container.querySelectorAll<HTMLElement>("[title]")].map((bar) => bar.style.height);
    expect(heights).toEqual(["25%", "0%", "100%"]);
  });

  it("says there was nothing rather than naming a busiest day", () => {
    render(<BarChart title="Likes" points={points.map((p) => ({ ...p, value: 0 }))} />);
    expect(screen.getByRole("img")).toHaveAccessibleName("Likes: 0 in 3 days");
  });
});
