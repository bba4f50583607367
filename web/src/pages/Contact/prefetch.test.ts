import { DEFAULT_SITE_SETTINGS } from "@inkwell/contract";
import { createIntl } from "react-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeStore } from "../../data/store";
import english from "../../i18n/en";
import vietnamese from "../../i18n/vi";
import { prefetch } from "./prefetch";

afterEach(() => vi.unstubAllGlobals());

function request(language: "en" | "vi") {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(Response.json({ data: { supportEmail: "help@example.org" } }))),
  );
  const messages = language === "vi" ? vietnamese : english;
  return {
    store: makeStore(),
    path: "/contact",
    params: {},
    search: new URLSearchParams(),
    base: "https://inkwell.example",
    intl: createIntl({ locale: language, messages }),
    site: { ...DEFAULT_SITE_SETTINGS, title: "Tea Notes" },
  };
}

describe("the contact page's head", () => {
  it("is in the page's language", async () => {
    expect((await prefetch(request("en"))).head).toMatchObject({
      title: "Contact",
      description: "How to reach the people behind Tea Notes.",
    });
    expect((await prefetch(request("vi"))).head).toMatchObject({
      title: "Liên hệ",
      description: "Cách liên hệ với những người đứng sau Tea Notes.",
    });
  });
});
