import { DEFAULT_SITE_SETTINGS } from "@inkwell/contract";
import { createIntl } from "react-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeStore } from "../../data/store";
import english from "../../i18n/en";
import vietnamese from "../../i18n/vi";
import type { Language } from "../../i18n";
import { prefetch as notFound } from "../NotFound/prefetch";
import { prefetch as search } from "../Search/prefetch";
import { prefetch as topics } from "../Topics/prefetch";
import { prefetch as home } from "./prefetch";

function requestFor(path: string, language: Language, title = DEFAULT_SITE_SETTINGS.title) {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(Response.json({ data: [] }))),
  );
  const url = new URL(path, "http://localhost");
  return {
    store: makeStore(),
    path: url.pathname,
    params: {},
    search: url.searchParams,
    base: "http://localhost",
    intl: createIntl({ locale: language, messages: language === "vi" ? vietnamese : english }),
    site: { ...DEFAULT_SITE_SETTINGS, title },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("the reading pages' heads", () => {
  it("are in English for an English page", async () => {
    expect((await home(requestFor("/", "en"))).head.title).toBe(
      "Inkwell — stories and ideas, written to be read",
    );
    expect((await home(requestFor("/?feed=latest", "en"))).head.title).toBe("Latest · Inkwell");
    expect((await search(requestFor("/search?q=rain", "en"))).head.title).toBe("Results for “rain”");
  });

  it("name the site by its title", async () => {
    expect((await home(requestFor("/", "en", "Tea Notes"))).head.title).toBe(
      "Tea Notes — stories and ideas, written to be read",
    );
    expect((await home(requestFor("/?feed=latest", "vi", "Quán Trà"))).head.title).toBe(
      "Mới nhất · Quán Trà",
    );
  });

  it("are in Vietnamese for a Vietnamese page", async () => {
    expect((await home(requestFor("/", "vi"))).head.title).toBe(
      "Inkwell — câu chuyện và ý tưởng, viết ra để được đọc",
    );
    expect((await home(requestFor("/?feed=latest", "vi"))).head.title).toBe("Mới nhất · Inkwell");
    expect((await search(requestFor("/search?q=mưa", "vi"))).head.title).toBe("Kết quả cho “mưa”");
    const topicsHead = (await topics(requestFor("/topics", "vi"))).head;
    expect(topicsHead.title).toBe("Chủ đề");
    expect(topicsHead.description).toContain("chủ đề bạn quan tâm");
    expect((await notFound(requestFor("/nowhere", "vi"))).head.title).toBe("Không tìm thấy trang");
  });
});
