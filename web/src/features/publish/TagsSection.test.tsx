import type { Tag } from "@inkwell/contract";
import { render, screen, waitFor, within } from "../../test/render";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { Provider } from "react-redux";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeStore } from "../../data/store";
import { TagsSection } from "./TagsSection";

const known: Tag[] = [
  { id: 1, name: "Lập trình", slug: "lap-trinh", postsCount: 4 },
  { id: 2, name: "Lập trình web", slug: "lap-trinh-web", postsCount: 2 },
  { id: 3, name: "react", slug: "react", postsCount: 9 },
];

function setup(initial: string[] = [], language: "en" | "vi" = "en") {
  const fetchMock = vi.fn((input: string) => {
    const q = new URL(input, "http://x").searchParams.get("q") ?? "";
    const found = known.filter((t) => t.name.toLowerCase().startsWith(q.toLowerCase()));
    return Promise.resolve(
      new Response(JSON.stringify({ data: found }), { headers: { "Content-Type": "application/json" } }),
    );
  });
  vi.stubGlobal("fetch", fetchMock);
  const changes: string[][] = [];
  function Harness() {
    const [tags, setTags] = useState(initial);
    return (
      <TagsSection
        tags={tags}
        onChange={(next) => {
          changes.push(next);
          setTags(next);
        }}
      />
    );
  }
  render(
    <Provider store={makeStore()}>
      <Harness />
    </Provider>,
    { language },
  );
  return { fetchMock, changes, input: screen.getByLabelText(language === "vi" ? "Nhập thẻ" : "Add a tag") };
}

const chips = () =>
  within(screen.getByRole("list", { name: "Selected tags" }))
    .getAllByRole("listitem")
    .map((li) => li.textContent?.replace("×", ""));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("TagsSection", () => {
  it("suggests tags in use as one types, non-ASCII names included, and adds the one picked", async () => {
    const { fetchMock, input } = setup();
    await userEvent.type(input, "Lập");
    const list = await screen.findByRole("list", { name: "Tag suggestions" });
    expect(
      within(list)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["#Lập trình", "#Lập trình web"]);
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain("/api/v1/tags?q=L%E1%BA%ADp");
    await userEvent.click(within(list).getByRole("button", { name: "#Lập trình web" }));
    expect(chips()).toEqual(["#Lập trình web"]);
    expect(input).toHaveValue("");
  });

  it("adds typed tags on Enter or a comma without their #, once whatever the case", async () => {
    const { input } = setup();
    await userEvent.type(input, "#React{Enter}");
    await userEvent.type(input, "react,");
    await userEvent.type(input, "  {Enter}");
    await userEvent.type(input, "css,");
    expect(chips()).toEqual(["#React", "#css"]);
  });

  it("takes at most five tags and says so", async () => {
    const { input, changes } = setup(["a", "b", "c", "d"]);
    await userEvent.type(input, "e{Enter}");
    expect(chips()).toHaveLength(5);
    expect(
      screen.getByText("That is 5 tags, the most a post can have: remove one to add another."),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Add tag" })).toBeDisabled();
    await userEvent.type(input, "f{Enter}");
    expect(chips()).toHaveLength(5);
    expect(changes.at(-1)).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("removes the last tag with Backspace in the empty field, and any tag with its button", async () => {
    const { input } = setup(["one", "two", "three"]);
    await userEvent.click(input);
    await userEvent.keyboard("{Backspace}");
    expect(chips()).toEqual(["#one", "#two"]);
    await userEvent.type(input, "x{Backspace}");
    expect(chips()).toEqual(["#one", "#two"]);
    screen.getByRole("button", { name: "Remove tag one" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(chips()).toEqual(["#two"]));
  });

  it("says in Vietnamese that the tags are full", async () => {
    const { input } = setup(["a", "b", "c", "d", "e"], "vi");
    expect(input).toHaveAttribute("placeholder", "Tối đa 5 thẻ");
    expect(
      screen.getByText("Đã đủ 5 thẻ, mức tối đa của một bài viết: bỏ bớt một thẻ để thêm thẻ khác."),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Thêm thẻ" })).toBeDisabled();
    expect(screen.getByRole("list", { name: "Thẻ đã chọn" })).toBeInTheDocument();
    expect(screen.queryByText(/the most a post can have/)).not.toBeInTheDocument();
  });
});
