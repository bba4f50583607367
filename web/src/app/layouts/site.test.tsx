import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { SITE_STYLE_ID } from "@inkwell/contract";
import { makeStore } from "../../data/store";
import { siteApi } from "../../data/api/siteApi";
import type { Language } from "../../i18n";
import { HomeHero } from "../../pages/Home/HomeHero";
import { act, render, screen, waitFor, within } from "../../test/render";
import { storeWithSite } from "../../test/site";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { SiteAppearance } from "./SiteAppearance";

const TEA = {
  title: "Quán Trà",
  logoUrl: "/uploads/logo.png",
  navigation: [
    { label: "Menu", url: "/menu" },
    { label: "Shop", url: "https://shop.example" },
  ],
  footerNavigation: [{ label: "Press", url: "https://press.example/tea" }],
  poweredBy: false,
};

async function renderFrame(changes: Parameters<typeof storeWithSite>[0], language: Language = "en") {
  const store = await storeWithSite(changes);
  const router = createMemoryRouter([
    {
      path: "*",
      element: (
        <>
          <SiteAppearance />
          <Header />
          <HomeHero signedIn={false} />
          <Footer />
        </>
      ),
    },
  ]);
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
    { language },
  );
  return store;
}

describe("the site's frame follows its settings", () => {
  it("names the site, shows its logo and its owner's links after the built-in ones", async () => {
    await renderFrame(TEA);
    const home = screen.getAllByRole("link", { name: "Quán Trà home" });
    expect(home).toHaveLength(2);
    expect(home[0]?.querySelector("img")).toHaveAttribute("src", "/uploads/logo.png");

    const main = within(screen.getByRole("navigation", { name: "Main" }));
    expect(main.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Home",
      "Topics",
      "Menu",
      "Shop",
    ]);
    expect(main.getByRole("link", { name: "Menu" })).toHaveAttribute("href", "/menu");
    const shop = main.getByRole("link", { name: "Shop" });
    expect(shop).toHaveAttribute("href", "https://shop.example");
    expect(shop).toHaveAttribute("rel", "noopener");
    expect(shop).not.toHaveAttribute("target");

    const footer = within(screen.getByRole("contentinfo"));
    const footerLinks = within(footer.getByRole("navigation", { name: "Footer" })).getAllByRole("link");
    expect(footerLinks.map((link) => link.textContent)).toEqual([
      "Home",
      "Topics",
      "About",
      "Contact",
      "Press",
    ]);
    expect(
      footer.getByText(`© ${new Date().getFullYear()} Quán Trà. All rights reserved.`),
    ).toBeInTheDocument();
    expect(footer.queryByText(/Powered by/)).not.toBeInTheDocument();
    expect(screen.getByText(/^Quán Trà is a calm home for writers/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent("Inkwell");
  });

  it("says the same in Vietnamese", async () => {
    await renderFrame({ ...TEA, poweredBy: true }, "vi");
    expect(screen.getAllByRole("link", { name: "Trang chủ Quán Trà" })).toHaveLength(2);
    const footer = within(screen.getByRole("contentinfo"));
    expect(
      footer.getByText(`© ${new Date().getFullYear()} Quán Trà. Bảo lưu mọi quyền.`),
    ).toBeInTheDocument();
    expect(footer.getByText("Vận hành bởi Inkwell")).toBeInTheDocument();
    expect(screen.getByText(/^Quán Trà là chốn yên bình/)).toBeInTheDocument();
  });

  it("shows the owner's description on Home and in the footer", async () => {
    await renderFrame({ description: "Slow writing about tea." }, "vi");
    expect(screen.getAllByText("Slow writing about tea.")).toHaveLength(2);
  });

  it("keeps a fresh site's mark, wording and colours", async () => {
    await renderFrame({});
    const home = screen.getAllByRole("link", { name: "Inkwell home" });
    expect(home[0]?.querySelector("img")).toBeNull();
    expect(home[0]).toHaveTextContent("Inkwell");
    expect(screen.getByText("Powered by Inkwell")).toBeInTheDocument();
    expect(document.getElementById(SITE_STYLE_ID)).toBeNull();
  });

  it("wears the site's accent colour, icon and name, and follows a change at once", async () => {
    document.title = "Inkwell";
    const store = await renderFrame({ accentColor: "#0f766e", iconUrl: "/uploads/icon.png" });
    expect(document.getElementById(SITE_STYLE_ID)?.textContent).toContain("--color-accent:#0f766e");
    expect(document.head.querySelector('link[rel="icon"]')).toHaveAttribute("href", "/uploads/icon.png");

    const current = siteApi.endpoints.getSite.select()(store.getState()).data;
    if (!current) throw new Error("No settings");
    await act(async () => {
      await store.dispatch(
        siteApi.util.upsertQueryData("getSite", undefined, {
          ...current,
          accentColor: "#f59e0b",
          title: "Trà",
        }),
      );
    });
    expect(await screen.findAllByRole("link", { name: "Trà home" })).toHaveLength(2);
    expect(document.getElementById(SITE_STYLE_ID)?.textContent).toContain("--color-accent:#");
    expect(document.getElementById(SITE_STYLE_ID)?.textContent).not.toContain("#0f766e");
    expect(document.title).toBe("Trà");

    await act(async () => {
      await store.dispatch(
        siteApi.util.upsertQueryData("getSite", undefined, {
          ...current,
          accentColor: "#4f46e5",
          iconUrl: null,
        }),
      );
    });
    await waitFor(() => expect(document.getElementById(SITE_STYLE_ID)).toBeNull());
    expect(document.head.querySelector('link[rel="icon"]')).toHaveAttribute("href", "/favicon.svg");
    expect(document.head.querySelector('meta[name="theme-color"]')).toHaveAttribute("content", "#4f46e5");
  });

  it("keeps the head the server wrote from the settings until they have arrived", () => {
    // The app's shell as the server sends it for a site named "Trà" in teal, with its own icon.
    for (const tag of document.head.querySelectorAll(`link[rel="icon"], meta, #${SITE_STYLE_ID}`))
      tag.remove();
    document.title = "Trà";
    document.head.insertAdjacentHTML(
      "beforeend",
      `<link rel="icon" href="/uploads/icon.png"><style id="${SITE_STYLE_ID}">html:root{--color-accent:#0f766e}</style>` +
        `<meta name="theme-color" content="#0f766e">`,
    );
    render(
      <Provider store={makeStore()}>
        <SiteAppearance />
      </Provider>,
    );
    expect(document.title).toBe("Trà");
    expect(document.getElementById(SITE_STYLE_ID)?.textContent).toContain("#0f766e");
    expect(document.head.querySelector('meta[name="theme-color"]')).toHaveAttribute("content", "#0f766e");
    expect(document.head.querySelector('link[rel="icon"]')).toHaveAttribute("href", "/uploads/icon.png");
  });
});
