import { render, screen } from "../../test/render";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { FeedTabs, feedFrom, feedPath, nextFeedIndex } from "./FeedTabs";

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderAt(url: string) {
  const feed = feedFrom(new URLSearchParams(url.split("?")[1] ?? ""));
  return render(
    <MemoryRouter initialEntries={[url]}>
      <FeedTabs current={feed} />
      <Where />
    </MemoryRouter>,
  );
}

describe("Home's feed tabs", () => {
  it("read the tab from the address, For you when it names none or nonsense", () => {
    expect(feedFrom(new URLSearchParams(""))).toBe("for-you");
    expect(feedFrom(new URLSearchParams("feed=following"))).toBe("following");
    expect(feedFrom(new URLSearchParams("feed=latest&page=2"))).toBe("latest");
    expect(feedFrom(new URLSearchParams("feed=everything"))).toBe("for-you");
    expect(feedPath("for-you")).toBe("/");
    expect(feedPath("following")).toBe("/?feed=following");
  });

  it("mark the current tab selected and only it reachable with Tab", () => {
    renderAt("/?feed=following");
    expect(screen.getByRole("tablist", { name: "Posts to show" })).toBeInTheDocument();
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["For you", "Following", "Latest"]);
    expect(screen.getByRole("tab", { name: "Following" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "For you" })).toHaveAttribute("aria-selected", "false");
    expect(tabs.map((tab) => tab.getAttribute("tabindex"))).toEqual(["-1", "0", "-1"]);
    expect(screen.getByRole("tab", { name: "Latest" })).toHaveAttribute("href", "/?feed=latest");
  });

  it("move between tabs with the arrow keys, Home and End, wrapping around", async () => {
    renderAt("/");
    screen.getByRole("tab", { name: "For you" }).focus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(screen.getByTestId("where")).toHaveTextContent("/?feed=latest");
    expect(nextFeedIndex("ArrowRight", 2, 3)).toBe(0);
    expect(nextFeedIndex("Home", 2, 3)).toBe(0);
    expect(nextFeedIndex("End", 0, 3)).toBe(2);
    expect(nextFeedIndex("a", 0, 3)).toBeUndefined();
  });
});
