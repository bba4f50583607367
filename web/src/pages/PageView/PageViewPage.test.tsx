// A site page at /{slug}: its title and body, the not-found page for an address that names none, and a
// draft shown to the administrator who previews it, in English and in Vietnamese.
import type { SitePage } from "@inkwell/contract";
import { describe, expect, it } from "vitest";
import { screen } from "../../test/render";
import { currentUser } from "../../test/users";
import { renderPage } from "../Home/readingPages.fixtures";
import PageViewPage from "./PageViewPage";

const team: SitePage = {
  id: 7,
  slug: "team",
  title: "Our team",
  status: "published",
  showInNavigation: true,
  html: '<h2>Who we are</h2><p>Writers and <a href="https://example.org">readers</a>.</p>',
  description: "Who we are Writers and readers.",
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
};

const answers = (pages: SitePage[]) => (path: string) => pages.find((page) => path === `/pages/${page.slug}`);

describe("a site page", () => {
  it("shows its title and body", async () => {
    renderPage(<PageViewPage />, answers([team]), { route: "/:slug", at: "/team" });
    expect(await screen.findByRole("heading", { level: 1, name: "Our team" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 2, name: "Who we are" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "readers" })).toHaveAttribute("href", "https://example.org");
    expect(screen.getByRole("article")).toHaveAttribute("lang", "en");
    expect(screen.queryByText(/Draft/)).toBeNull();
  });

  it("is the not-found page at an address that names no page", async () => {
    renderPage(<PageViewPage />, answers([team]), { route: "/:slug", at: "/nothing-here" });
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });

  it("tells an administrator previewing a draft that only they see it", async () => {
    const admin = currentUser({ id: 1, username: "sam", role: "admin" });
    renderPage(<PageViewPage />, answers([{ ...team, status: "draft" }]), {
      route: "/:slug",
      at: "/team",
      user: admin,
    });
    expect(await screen.findByText("Draft: only administrators see this page")).toBeInTheDocument();
  });
});

describe("a site page in Vietnamese", () => {
  it("keeps the page's words and speaks Vietnamese around them", async () => {
    const admin = currentUser({ id: 1, username: "sam", role: "admin" });
    renderPage(<PageViewPage />, answers([{ ...team, status: "draft" }]), {
      route: "/:slug",
      at: "/team",
      user: admin,
      language: "vi",
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Our team" })).toBeInTheDocument();
    expect(screen.getByText("Bản nháp: chỉ quản trị viên thấy trang này")).toBeInTheDocument();
    expect(screen.getByRole("article")).toHaveAttribute("lang", "en");
  });

  it("is the Vietnamese not-found page at an address that names no page", async () => {
    renderPage(<PageViewPage />, answers([]), { route: "/:slug", at: "/khong-co", language: "vi" });
    expect(await screen.findByRole("heading", { name: "Không tìm thấy trang" })).toBeInTheDocument();
  });
});
