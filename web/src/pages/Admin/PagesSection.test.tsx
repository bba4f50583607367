// The console's pages: the list with each page's state, deleting one after confirming, and writing a new one
// with the posts' editor, in English and in Vietnamese.
import type { SitePage, SitePageSummary } from "@inkwell/contract";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCurrentUser } from "../../data/session/authSlice";
import { makeStore } from "../../data/store";
import { render, screen, within, waitFor } from "../../test/render";
import { currentUser } from "../../test/users";
import { PageEditor } from "./PageEditor";
import { PagesSection } from "./PagesSection";

const about: SitePageSummary = {
  id: 1,
  slug: "about",
  title: "A home for writing that lasts",
  status: "published",
  showInNavigation: true,
  updatedAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
};
const plans: SitePageSummary = {
  ...about,
  id: 2,
  slug: "plans",
  title: "Plans",
  status: "draft",
  showInNavigation: false,
};

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

function renderAt(path: string, language: "en" | "vi" = "en") {
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((input: string, init?: RequestInit) => {
      const url = new URL(input, "http://localhost");
      const method = url.searchParams.get("_method") ?? init?.method ?? "GET";
      const body: unknown = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
      const at = url.pathname.replace(/^\/api\/v1/, "");
      sent.push({ method, path: at, body });
      if (at === "/admin/pages" && method === "POST") {
        const page: SitePage = {
          ...(body as SitePage),
          id: 3,
          slug: "our-story",
          description: "",
          createdAt: about.updatedAt,
          updatedAt: about.updatedAt,
        };
        return Promise.resolve(Response.json({ data: page }, { status: 201 }));
      }
      if (at === "/admin/pages") return Promise.resolve(Response.json({ data: [about, plans] }));
      if (at === "/admin/pages/3") {
        return Promise.resolve(
          Response.json({
            data: { ...about, id: 3, slug: "our-story", title: "Our story", html: "<p>Hi</p>" },
          }),
        );
      }
      return Promise.resolve(Response.json({ data: { id: 2, deleted: true } }));
    }),
  );
  const store = makeStore();
  store.dispatch(setCurrentUser(currentUser({ id: 1, username: "sam", role: "admin" })));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/pages" element={<PagesSection />} />
          <Route path="/admin/pages/new" element={<PageEditor />} />
          <Route path="/admin/pages/:id" element={<PageEditor />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
    { language },
  );
  return sent;
}

/** The editor (TipTap) loads with the page editor: on a busy machine that takes longer than a test's default. */
const EDITOR_TIMEOUT = 20_000;

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = "en";
});

describe("the console's pages", () => {
  it("lists drafts and published pages, and deletes one once confirmed", async () => {
    const sent = renderAt("/admin/pages");
    const list = await screen.findByRole("list", { name: "Pages" });
    const aboutRow = within(list).getByRole("listitem", { name: about.title });
    expect(within(aboutRow).getByText("Published")).toBeInTheDocument();
    expect(within(aboutRow).getByText("In navigation")).toBeInTheDocument();
    expect(within(aboutRow).getByText("/about · updated 3 days ago")).toBeInTheDocument();
    expect(within(aboutRow).getByRole("link", { name: "View" })).toHaveAttribute("href", "/about");
    const plansRow = within(list).getByRole("listitem", { name: "Plans" });
    expect(within(plansRow).getByText("Draft")).toBeInTheDocument();
    expect(within(plansRow).queryByRole("link", { name: "View" })).toBeNull();
    expect(screen.getByRole("link", { name: "New page" })).toHaveAttribute("href", "/admin/pages/new");

    await userEvent.click(within(plansRow).getByRole("button", { name: "Delete Plans" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete “Plans”?" });
    expect(sent.some((s) => s.method === "DELETE")).toBe(false);
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(sent).toContainEqual(expect.objectContaining({ method: "DELETE", path: "/admin/pages/2" })),
    );
  });

  it(
    "creates a page with its title, status and place in the navigation, then opens it",
    async () => {
      const sent = renderAt("/admin/pages/new");
      expect(screen.getByRole("heading", { name: "New page" })).toBeInTheDocument();
      await userEvent.type(screen.getByLabelText("Title"), "Our story");
      expect(screen.getByLabelText("Address (slug)")).toHaveValue("");
      await userEvent.selectOptions(screen.getByLabelText("Status"), "Published");
      await userEvent.click(screen.getByLabelText("Show in the header's navigation"));
      await userEvent.click(screen.getByRole("button", { name: "Create page" }));
      await waitFor(() =>
        expect(sent.find((s) => s.method === "POST")?.body).toEqual({
          title: "Our story",
          html: "",
          status: "published",
          showInNavigation: true,
        }),
      );
      expect(await screen.findByRole("heading", { name: "Edit page" })).toBeInTheDocument();
      expect(screen.getByRole("status")).toHaveTextContent("Saved");
      expect(screen.getByLabelText("Address (slug)")).toHaveValue("our-story");
    },
    EDITOR_TIMEOUT,
  );

  it(
    "checks the address before sending it",
    async () => {
      const sent = renderAt("/admin/pages/new");
      await userEvent.type(screen.getByLabelText("Title"), "Team");
      await userEvent.type(screen.getByLabelText("Address (slug)"), "Our team!");
      await userEvent.click(screen.getByRole("button", { name: "Create page" }));
      expect(
        await screen.findByText(
          "Slug may contain only lowercase letters, digits and single hyphens between them",
        ),
      ).toBeInTheDocument();
      expect(sent.some((s) => s.method === "POST")).toBe(false);
    },
    EDITOR_TIMEOUT,
  );
});

describe("the console's pages in Vietnamese", () => {
  it("names the states and actions in Vietnamese", async () => {
    renderAt("/admin/pages", "vi");
    const list = await screen.findByRole("list", { name: "Danh sách trang" });
    expect(within(list).getByText("Đã đăng")).toBeInTheDocument();
    expect(within(list).getByText("Bản nháp")).toBeInTheDocument();
    expect(within(list).getByText("Trên thanh điều hướng")).toBeInTheDocument();
    expect(within(list).getByText("/about · cập nhật 3 ngày trước")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Trang mới" })).toBeInTheDocument();
    expect(screen.queryByText(/Published|Draft|In navigation/)).toBeNull();
  });

  it(
    "words the editor in Vietnamese",
    async () => {
      // The page's language, which the browser's own checks answer in.
      document.documentElement.lang = "vi";
      renderAt("/admin/pages/new", "vi");
      expect(screen.getByRole("heading", { name: "Trang mới" })).toBeInTheDocument();
      expect(screen.getByLabelText("Tiêu đề")).toBeInTheDocument();
      expect(screen.getByLabelText("Địa chỉ (slug)")).toBeInTheDocument();
      expect(screen.getByRole("option", { name: "Bản nháp" })).toBeInTheDocument();
      expect(screen.getByLabelText("Hiện trên thanh điều hướng ở đầu trang")).toBeInTheDocument();
      await userEvent.click(screen.getByRole("button", { name: "Tạo trang" }));
      expect(await screen.findByText("Tiêu đề không được để trống")).toBeInTheDocument();
    },
    EDITOR_TIMEOUT,
  );
});
