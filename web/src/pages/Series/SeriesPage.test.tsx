// A series' page: its parts in order, and the tab's title named after it (on client-side navigation too).
import type { Series } from "@inkwell/contract";
import { describe, expect, it } from "vitest";
import { screen, waitFor } from "../../test/render";
import { renderPage } from "../Home/readingPages.fixtures";
import SeriesPage from "./SeriesPage";

const tides: Series = {
  id: 3,
  slug: "tides",
  title: "Tides",
  description: "",
  author: {
    id: 1,
    name: "Alex Morgan",
    firstName: "Alex",
    lastName: "Morgan",
    username: "alex",
    avatar: null,
  },
  posts: [
    {
      id: 10,
      slug: "tides-part-one",
      title: "Tides, part one",
      excerpt: "Low water.",
      publishedAt: "2026-01-01T00:00:00.000Z",
      readTime: 2,
      status: "published",
      visibility: "public",
    },
  ],
  can: { edit: false, delete: false },
};

describe("a series' page", () => {
  it("lists its parts and names the tab after the series", async () => {
    renderPage(<SeriesPage />, (path) => (path === "/series/tides" ? tides : undefined), {
      route: "/series/:slug",
      at: "/series/tides",
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Tides" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Tides, part one" })).toHaveAttribute(
      "href",
      "/blog/tides-part-one",
    );
    await waitFor(() => expect(document.title).toMatch(/^Tides · /));
  });
});
