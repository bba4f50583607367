import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Language } from "../../i18n";
import { render, screen } from "../../test/render";
import { LanguageFilter } from "./LanguageFilter";

function Where() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

function renderAt(url: string, language: Language = "en") {
  const router = createMemoryRouter(
    [
      {
        path: "/topics/:slug",
        element: (
          <>
            <LanguageFilter />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />, { language });
}

describe("the posts' language filter", () => {
  it("offers All, then the page's language, then the other, as links from the first page", () => {
    renderAt("/topics/travel?page=3&sort=latest", "vi");
    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Tất cả", "Tiếng Việt", "English"]);
    expect(links[0]).toHaveAttribute("aria-current", "true");
    expect(links[1]).toHaveAttribute("href", "/topics/travel?sort=latest&language=vi");
    expect(links[2]).toHaveAttribute("lang", "en");
    expect(screen.getByRole("navigation", { name: "Ngôn ngữ bài viết" })).toBeInTheDocument();
  });

  it("narrows the list by the address, and All takes the narrowing off", async () => {
    renderAt("/topics/travel?language=vi");
    expect(screen.getByRole("link", { name: "Tiếng Việt" })).toHaveAttribute("aria-current", "true");
    await userEvent.click(screen.getByRole("link", { name: "English" }));
    expect(screen.getByTestId("search")).toHaveTextContent("?language=en");
    await userEvent.click(screen.getByRole("link", { name: "All" }));
    expect(screen.getByTestId("search")).toBeEmptyDOMElement();
  });
});
