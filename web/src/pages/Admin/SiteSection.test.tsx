// The Site section in English and Vietnamese: the saved settings in the form, a save that sends only what
// changed, the contract's and the server's field errors under the field they name, the preview following
// the form before saving, and the first-run screen (?setup=1) that asks the essentials and goes on.
import { accentPalette, type SiteSettings } from "@inkwell/contract";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCurrentUser } from "../../data/session/authSlice";
import { makeStore } from "../../data/store";
import type { Language } from "../../i18n";
import { render, screen, waitFor, within } from "../../test/render";
import { currentUser } from "../../test/users";
import { SiteSection } from "./SiteSection";

const settings: SiteSettings = {
  title: "Gió Bấc",
  description: "Notes from the north",
  logoUrl: "/uploads/logo.png",
  iconUrl: null,
  accentColor: "#0f766e",
  defaultLanguage: "vi",
  navigation: [{ label: "About", url: "/about" }],
  footerNavigation: [],
  registration: "invite",
  publishing: "everyone",
  poweredBy: true,
};

type Answer = (body: Record<string, unknown>) => Response;
const saves: Record<string, unknown>[] = [];

function renderSite({
  language = "en",
  path = "/admin/site",
  answer,
}: { language?: Language; path?: string; answer?: Answer } = {}) {
  saves.length = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init?: RequestInit) => {
      if (url.includes("/admin/site?_method=PUT")) {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        saves.push(body);
        return Promise.resolve(answer?.(body) ?? Response.json({ data: { ...settings, ...body } }));
      }
      if (url.endsWith("/upload"))
        return Promise.resolve(Response.json({ data: { url: "/uploads/new-logo.png" } }));
      return Promise.resolve(Response.json({ data: settings }));
    }),
  );
  const store = makeStore();
  store.dispatch(setCurrentUser(currentUser({ id: 1, username: "sam", role: "admin" })));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/site" element={<SiteSection />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
    { language },
  );
}

const preview = (theme: string) => within(screen.getByRole("figure", { name: theme }));

const NOT_IMAGE = "Choose an image file (PNG, JPEG, GIF or WebP).";

afterEach(() => vi.unstubAllGlobals());

describe("the Site section", () => {
  it("shows the saved settings", async () => {
    renderSite();
    expect(await screen.findByLabelText("Site title")).toHaveValue("Gió Bấc");
    expect(screen.getByText("7/60")).toBeInTheDocument();
    expect(screen.getByLabelText("Description")).toHaveValue("Notes from the north");
    expect(screen.getByRole("img", { name: "Current Logo" })).toHaveAttribute("src", "/uploads/logo.png");
    expect(screen.getByRole("button", { name: "Remove the Logo" })).toBeInTheDocument();
    expect(screen.getByLabelText("Accent colour (hex)")).toHaveValue("#0f766e");
    expect(screen.getByRole("radio", { name: /Tiếng Việt/ })).toBeChecked();
    expect(screen.getByLabelText("Link 1: label")).toHaveValue("About");
    expect(screen.getByLabelText("Link 1: address")).toHaveValue("/about");
    expect(screen.getByRole("radio", { name: /By invitation only/ })).toBeChecked();
    expect(screen.getByRole("radio", { name: /Every member/ })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: /Powered by Inkwell/ })).toBeChecked();
    expect(screen.getByRole("button", { name: "Save changes" })).toBeDisabled();
  });

  it("sends only what changed, and says it is saved", async () => {
    renderSite();
    const title = await screen.findByLabelText("Site title");
    await userEvent.clear(title);
    await userEvent.type(title, "North Wind");
    await userEvent.click(screen.getByRole("button", { name: "Use #b91c1c" }));
    await userEvent.click(screen.getByRole("radio", { name: /English/ }));
    await userEvent.click(screen.getByRole("button", { name: "Add a header link" }));
    await userEvent.type(screen.getByLabelText("Link 2: label"), "Shop");
    await userEvent.type(screen.getByLabelText("Link 2: address"), "https://shop.example");
    await userEvent.click(screen.getByRole("button", { name: "Move Shop up" }));
    await userEvent.click(screen.getByRole("radio", { name: /Authors only/ }));
    await userEvent.click(screen.getByRole("button", { name: "Remove the Logo" }));
    expect(screen.getByText("Unsaved changes")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("The site's settings are saved.")).toBeInTheDocument();
    expect(saves).toEqual([
      {
        title: "North Wind",
        logoUrl: null,
        accentColor: "#b91c1c",
        defaultLanguage: "en",
        navigation: [
          { label: "Shop", url: "https://shop.example" },
          { label: "About", url: "/about" },
        ],
        publishing: "authors",
      },
    ]);
    expect(screen.getByRole("button", { name: "Save changes" })).toBeDisabled();
  });

  it("uploads a logo and shows it, and refuses a file that is not an image", async () => {
    renderSite();
    const input = await screen.findByLabelText("Logo file");
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(["notes"], "notes.txt", { type: "text/plain" }));
    expect(await screen.findByText(NOT_IMAGE)).toBeInTheDocument();
    await userEvent.upload(input, new File(["png"], "logo.png", { type: "image/png" }));
    expect(screen.queryByText(NOT_IMAGE)).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole("img", { name: "Current Logo" })).toHaveAttribute(
        "src",
        "/uploads/new-logo.png",
      ),
    );
  });

  it("checks with the contract before sending, and places the server's field errors at their field", async () => {
    renderSite({
      answer: () =>
        Response.json(
          {
            error: {
              code: "VALIDATION_ERROR",
              message: "Invalid input",
              fields: {
                "navigation.0.url":
                  "A link goes to a path of the site (starting with /) or an http(s) address",
              },
            },
          },
          { status: 400 },
        ),
    });
    const address = await screen.findByLabelText("Link 1: address");
    await userEvent.clear(screen.getByLabelText("Link 1: label"));
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("A link needs a label")).toBeInTheDocument();
    expect(screen.getByLabelText("Link 1: label")).toHaveAccessibleDescription("A link needs a label");
    expect(saves).toEqual([]);

    await userEvent.type(screen.getByLabelText("Link 1: label"), "About us");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() =>
      expect(address).toHaveAccessibleDescription(
        "A link goes to a path of the site (starting with /) or an http(s) address",
      ),
    );
    expect(saves).toHaveLength(1);
  });

  it("shows the form's site in the preview, in both themes, before saving", async () => {
    renderSite();
    const title = await screen.findByLabelText("Site title");
    expect(preview("Light theme").getAllByText("Gió Bấc")).toHaveLength(2);
    await userEvent.clear(title);
    await userEvent.type(title, "North Wind");
    await userEvent.clear(screen.getByLabelText("Description"));
    await userEvent.click(screen.getByRole("button", { name: "Add a header link" }));
    await userEvent.type(screen.getByLabelText("Link 2: label"), "Shop");
    await userEvent.click(screen.getByRole("button", { name: "Use #7c3aed" }));
    const palette = accentPalette("#7c3aed");
    for (const [theme, tokens] of [
      ["Light theme", palette.light],
      ["Dark theme", palette.dark],
    ] as const) {
      expect(preview(theme).getAllByText("North Wind")).toHaveLength(2);
      expect(preview(theme).getByText("Shop")).toBeInTheDocument();
      expect(preview(theme).getByText(/a home for writers and readers/)).toBeInTheDocument();
      const figure = screen.getByRole("figure", { name: theme });
      expect(figure.style.getPropertyValue("--color-accent")).toBe(tokens["--color-accent"]);
    }
    expect(palette.light["--color-accent"]).not.toBe(palette.dark["--color-accent"]);
    expect(saves).toEqual([]);
  });

  it("asks a new site's administrator only the essentials, then shows the whole form", async () => {
    renderSite({ path: "/admin/site?setup=1" });
    expect(await screen.findByRole("heading", { name: "Welcome to your new site" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Description")).toBeNull();
    expect(screen.queryByText("Header links")).toBeNull();
    await userEvent.type(await screen.findByLabelText("Site title"), "!");
    await userEvent.click(screen.getByRole("radio", { name: /Anyone/ }));
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { name: "Site" })).toBeInTheDocument();
    expect(screen.getByLabelText("Description")).toBeInTheDocument();
    expect(saves).toEqual([{ title: "Gió Bấc!", registration: "open" }]);
  });
});

describe("the Site section in Vietnamese", () => {
  it("names every field in Vietnamese and says what is wrong in Vietnamese", async () => {
    renderSite({
      language: "vi",
      answer: () =>
        Response.json(
          {
            error: {
              code: "VALIDATION_ERROR",
              message: "Dữ liệu không hợp lệ",
              fields: { title: "Tên này không dùng được" },
            },
          },
          { status: 400 },
        ),
    });
    expect(await screen.findByRole("heading", { name: "Trang web" })).toBeInTheDocument();
    expect(screen.getByLabelText("Tên trang web")).toHaveValue("Gió Bấc");
    expect(screen.getByRole("radio", { name: /Chỉ theo lời mời/ })).toBeChecked();
    expect(screen.getByRole("button", { name: "Thêm liên kết đầu trang" })).toBeInTheDocument();
    expect(screen.getByRole("figure", { name: "Giao diện tối" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Lưu thay đổi" })).toBeDisabled();

    await userEvent.clear(screen.getByLabelText("Liên kết 1: địa chỉ"));
    await userEvent.type(screen.getByLabelText("Liên kết 1: địa chỉ"), "javascript:alert(1)");
    await userEvent.clear(screen.getByLabelText("Màu nhấn (mã hex)"));
    await userEvent.type(screen.getByLabelText("Màu nhấn (mã hex)"), "#12");
    await userEvent.click(screen.getByRole("button", { name: "Lưu thay đổi" }));
    expect(await screen.findByText("Màu nhấn là mã màu hex, ví dụ #4f46e5")).toBeInTheDocument();
    expect(screen.getByLabelText("Liên kết 1: địa chỉ")).toHaveAccessibleDescription(
      "Liên kết phải trỏ tới một đường dẫn của trang (bắt đầu bằng /) hoặc một địa chỉ http(s)",
    );
    expect(saves).toEqual([]);

    await userEvent.click(screen.getByRole("button", { name: "Dùng màu #15803d" }));
    await userEvent.clear(screen.getByLabelText("Liên kết 1: địa chỉ"));
    await userEvent.type(screen.getByLabelText("Liên kết 1: địa chỉ"), "/gioi-thieu");
    await userEvent.type(screen.getByLabelText("Tên trang web"), "?");
    await userEvent.click(screen.getByRole("button", { name: "Lưu thay đổi" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Tên trang web")).toHaveAccessibleDescription("Tên này không dùng được"),
    );
    expect(saves).toEqual([
      { title: "Gió Bấc?", accentColor: "#15803d", navigation: [{ label: "About", url: "/gioi-thieu" }] },
    ]);
  });

  it("welcomes a new site's administrator in Vietnamese", async () => {
    renderSite({ language: "vi", path: "/admin/site?setup=1" });
    expect(
      await screen.findByRole("heading", { name: "Chào mừng đến với trang web mới của bạn" }),
    ).toBeInTheDocument();
    expect(await screen.findByRole("radio", { name: /Chỉ tác giả/ })).not.toBeChecked();
    expect(screen.getByRole("button", { name: "Tiếp tục" })).toBeEnabled();
  });
});
