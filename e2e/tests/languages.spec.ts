// Journeys in both interface languages: a browser asking for Vietnamese reads Home, a post, a topic and
// search in Vietnamese (server-rendered too, without JavaScript); the footer's switch and `?lang=` change the
// language and the `lang` cookie keeps it; a member's choice in the user menu follows them to a fresh browser
// that asks for English; a cached page is never answered in the other language; API errors keep their code
// and speak the reader's language; the support assistant's window follows the interface. And the English
// interface says what it said before. Strings are the catalogues' (support/catalogue.ts).
import { expect, test, type Browser, type Page } from "@playwright/test";
import { pattern, t, type Language } from "../support/catalogue";
import { latestMailLink } from "../support/mail";
import { screen } from "../support/screens";
import { DEMO_PASSWORD } from "../support/session";

// An English demo post (its comments are seeded) and a Vietnamese one.
const ENGLISH_POST = "/blog/ship-small";
const TOPIC = "/topics/programming";
const SEARCH = "/search?q=design";
/** A date in the Vietnamese interface: "4 thg 3, 2025". */
const VIETNAMESE_DATE = /\b\d{1,2} thg \d{1,2}, \d{4}\b/;
/** A date in the English interface: "Mar 4, 2025". */
const ENGLISH_DATE = /\b[A-Z][a-z]{2} \d{1,2}, \d{4}\b/;

async function vietnamesePost(page: Page): Promise<string> {
  const res = await page.request.get("/api/v1/posts?author=linhnguyen&limit=1");
  const post = ((await res.json()) as { data: { slug: string }[] }).data[0];
  if (!post) throw new Error("The demo has no Vietnamese post");
  return `/blog/${post.slug}`;
}

async function expectLanguage(page: Page, language: Language) {
  await expect(page.locator("html")).toHaveAttribute("lang", language);
}

/** Home, a post in each language, a topic and search, all in the interface language `language`. */
async function readTheSite(page: Page, language: Language) {
  const other: Language = language === "vi" ? "en" : "vi";
  const date = language === "vi" ? VIETNAMESE_DATE : ENGLISH_DATE;

  await page.goto("/");
  await expectLanguage(page, language);
  await expect(page.getByRole("heading", { name: t(language, "reading.home.latestPosts") })).toBeVisible();
  const main = page.getByRole("navigation", { name: t(language, "common.nav.main") });
  await expect(main.getByRole("link", { name: t(language, "common.nav.topics") })).toBeVisible();
  await expect(page.getByTestId("post-card").getByText(date).first()).toBeVisible();
  await expect(page.getByText(t(other, "reading.home.latestPosts"), { exact: true })).toHaveCount(0);

  // An English post in the page's language: the article is in English, its frame in the interface's.
  await page.goto(ENGLISH_POST);
  await expectLanguage(page, language);
  await expect(page.locator("article").first()).toHaveAttribute("lang", "en");
  await expect(
    page.locator("#comments").getByRole("heading", { name: pattern(language, "people.comments.heading") }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: t(language, "reading.postPage.related") })).toBeVisible();
  await expect(page.locator("article").first().getByText(date).first()).toBeVisible();

  await page.goto(await vietnamesePost(page));
  await expectLanguage(page, language);
  await expect(page.locator("article").first()).toHaveAttribute("lang", "vi");
  await expect(page.getByRole("heading", { name: t(language, "reading.postPage.related") })).toBeVisible();

  await page.goto(TOPIC);
  await expectLanguage(page, language);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(t(language, "reading.topic.kind"), { exact: true }).first()).toBeVisible();
  await expect(page.getByText(language === "vi" ? /^\d+ bài viết$/ : /^\d+ posts?$/).first()).toBeVisible();

  await page.goto(SEARCH);
  await expectLanguage(page, language);
  await expect(
    page.getByRole("heading", { level: 1, name: t(language, "reading.search.results", { query: "design" }) }),
  ).toBeVisible();
  await expect(
    page.getByRole("searchbox", { name: t(language, "common.search.label") }).first(),
  ).toBeVisible();
}

async function newReader(browser: Browser, locale: string, javaScriptEnabled = true) {
  const context = await browser.newContext({ locale, javaScriptEnabled });
  return { context, page: await context.newPage() };
}

test("a browser asking for Vietnamese reads Home, a post, a topic and search in Vietnamese", async ({
  browser,
}) => {
  const { context, page } = await newReader(browser, "vi-VN");
  await readTheSite(page, "vi");
  await page.goto("/");
  // Once the app has taken the page over, the header offers to sign in, in Vietnamese.
  await expect(page.getByRole("link", { name: t("vi", "common.header.signIn") }).first()).toBeVisible();
  await screen(page, "languages-home-vi");
  await context.close();
});

test("without JavaScript the server renders the pages in the browser's language", async ({ browser }) => {
  const { context, page } = await newReader(browser, "vi-VN", false);
  await readTheSite(page, "vi");
  await context.close();
});

test("the footer's switch and ?lang= change the language, and the next pages keep it", async ({
  browser,
}) => {
  const { context, page } = await newReader(browser, "vi-VN");
  await page.goto("/");
  await expectLanguage(page, "vi");
  const footer = (language: Language) =>
    page.getByRole("contentinfo").getByRole("navigation", { name: t(language, "common.language") });

  // Before the app has taken the page over the link is followed to `?lang=en`; after, the app sets the cookie and
  // loads the page again: either way the page comes back in English.
  await footer("vi").getByRole("link", { name: "English" }).click();
  await expectLanguage(page, "en");
  await expect(page.getByRole("heading", { name: t("en", "reading.home.latestPosts") })).toBeVisible();
  await expect(footer("en").getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");
  // The cookie outweighs the browser's Accept-Language on the next pages, followed by link or by address.
  await page
    .getByRole("navigation", { name: t("en", "common.nav.main") })
    .getByRole("link", { name: t("en", "common.nav.topics") })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: t("en", "reading.topics.title") })).toBeVisible();
  await page.goto(ENGLISH_POST);
  await expectLanguage(page, "en");
  await expect(page.getByRole("heading", { name: t("en", "reading.postPage.related") })).toBeVisible();

  await footer("en").getByRole("link", { name: "Tiếng Việt" }).click();
  await expectLanguage(page, "vi");
  await expect(page).toHaveURL(new RegExp(`${ENGLISH_POST}(\\?lang=vi)?$`));
  await expect(page.getByRole("heading", { name: t("vi", "reading.postPage.related") })).toBeVisible();
  await page.goto("/about");
  await expectLanguage(page, "vi");

  // ?lang= on any page, in a browser asking for the other language: that page and the next ones.
  await page.goto(`${TOPIC}?lang=en`);
  await expectLanguage(page, "en");
  await page.goto(SEARCH);
  await expectLanguage(page, "en");
  await expect(
    page.getByRole("heading", { level: 1, name: t("en", "reading.search.results", { query: "design" }) }),
  ).toBeVisible();
  await context.close();

  const english = await newReader(browser, "en-US");
  await english.page.goto("/contact?lang=vi");
  await expectLanguage(english.page, "vi");
  await english.page.goto("/");
  await expectLanguage(english.page, "vi");
  await expect(
    english.page.getByRole("heading", { name: t("vi", "reading.home.latestPosts") }),
  ).toBeVisible();
  await english.context.close();
});

test("a member's language chosen in the user menu follows them to a browser asking for English", async ({
  browser,
}) => {
  const id = Date.now().toString(36);
  const member = { name: "Lan Anh", username: `lan_${id}`, email: `lan.${id}@example.com` };
  const password = "a long passphrase for lan";

  const first = await newReader(browser, "en-US");
  const page = first.page;
  await page.goto("/register");
  await page.getByLabel("Name", { exact: true }).fill(member.name);
  await page.getByLabel("Username").fill(member.username);
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: t("en", "account.register.submit") }).click();
  await expect(page.getByRole("button", { name: t("en", "common.userMenu.trigger") })).toBeVisible();
  await expectLanguage(page, "en");

  await page.getByRole("button", { name: t("en", "common.userMenu.trigger") }).click();
  const menu = page.getByRole("menu", { name: t("en", "common.userMenu.label") });
  await expect(menu.getByRole("menuitemradio", { name: "English" })).toHaveAttribute("aria-checked", "true");
  await menu.getByRole("menuitemradio", { name: "Tiếng Việt" }).click();
  await expectLanguage(page, "vi");
  await expect(page.getByRole("button", { name: t("vi", "common.userMenu.trigger") })).toBeVisible();
  await page.getByRole("button", { name: t("vi", "common.userMenu.trigger") }).click();
  await expect(
    page
      .getByRole("menu", { name: t("vi", "common.userMenu.label") })
      .getByRole("menuitemradio", { name: "Tiếng Việt" }),
  ).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press("Escape");
  // The choice is the member's preference, kept by the server.
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const preferences = await page.request.get("/api/v1/me/preferences", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await preferences.json()) as { data: { language: string } }).data.language).toBe("vi");
  // The verification mail reaches the member too (in their language now; its link works in either).
  await page.goto(await latestMailLink(member.email, "/verified"));
  await expectLanguage(page, "vi");
  await first.context.close();

  // A fresh browser asking for English: the sign-in page is in English, the member's pages in Vietnamese.
  const second = await newReader(browser, "en-US");
  const again = second.page;
  await again.goto("/login");
  await expectLanguage(again, "en");
  await again.getByLabel(t("en", "account.login.identifier")).fill(member.username);
  await again.getByLabel("Password", { exact: true }).fill(password);
  await again.getByRole("button", { name: t("en", "account.login.submit") }).click();
  await expectLanguage(again, "vi");
  await expect(again.getByRole("button", { name: t("vi", "common.userMenu.trigger") })).toBeVisible();
  await again.goto("/settings");
  await expectLanguage(again, "vi");
  await expect(again.getByRole("heading", { level: 1 })).toHaveText(t("vi", "account.settings.title"));

  // Choosing English again in the menu makes English their language.
  await again.getByRole("button", { name: t("vi", "common.userMenu.trigger") }).click();
  await again
    .getByRole("menu", { name: t("vi", "common.userMenu.label") })
    .getByRole("menuitemradio", { name: "English" })
    .click();
  await expectLanguage(again, "en");
  await again.goto("/");
  await expectLanguage(again, "en");
  await second.context.close();
});

test("a page asked for in turn by an English and a Vietnamese browser is answered in each one's language", async ({
  request,
}) => {
  const pages = [
    { path: "/", en: t("en", "reading.home.latestPosts"), vi: t("vi", "reading.home.latestPosts") },
    { path: ENGLISH_POST, en: t("en", "reading.postPage.related"), vi: t("vi", "reading.postPage.related") },
    { path: "/topics", en: t("en", "reading.topics.description"), vi: t("vi", "reading.topics.description") },
    {
      path: SEARCH,
      en: t("en", "reading.search.results", { query: "design" }),
      vi: t("vi", "reading.search.results", { query: "design" }),
    },
  ];
  const ask = {
    en: "en-US,en;q=0.9",
    vi: "vi-VN,vi;q=0.9,en;q=0.8",
  } as const;
  for (const { path, ...known } of pages) {
    for (let round = 0; round < 3; round++) {
      for (const language of round % 2 ? (["vi", "en"] as const) : (["en", "vi"] as const)) {
        const other = language === "vi" ? "en" : "vi";
        const res = await request.get(path, { headers: { "accept-language": ask[language] } });
        expect(res.status(), `${path} in ${language}`).toBe(200);
        expect(res.headers().vary ?? "", path).toMatch(/accept-language/i);
        const html = await res.text();
        expect(/<html[^>]* lang="(\w+)"/.exec(html)?.[1], `${path} in ${language}, round ${round}`).toBe(
          language,
        );
        expect(html, `${path} in ${language}`).toContain(escapeHtml(known[language]));
        expect(html, `${path} in ${language}`).not.toContain(escapeHtml(known[other]));
      }
    }
  }
  // The cookie outweighs the header, in and out of the cache alike.
  const chosen = await request.get("/", { headers: { "accept-language": ask.en, cookie: "lang=vi" } });
  expect(await chosen.text()).toContain(`lang="vi"`);
  const header = await request.get("/", { headers: { "accept-language": ask.vi, cookie: "lang=en" } });
  expect(await header.text()).toContain(`lang="en"`);
});

test("an API error keeps its code and speaks the reader's language", async ({ request }) => {
  const wrong = { email: "alex@inkwell.local", password: `not ${DEMO_PASSWORD}` };
  const english = await request.post("/api/v1/auth/login", {
    data: wrong,
    headers: { "accept-language": "en-US,en;q=0.9" },
  });
  const vietnamese = await request.post("/api/v1/auth/login", {
    data: wrong,
    headers: { "accept-language": "vi-VN,vi;q=0.9" },
  });
  expect(english.status()).toBe(401);
  expect(vietnamese.status()).toBe(401);
  type Failure = { error: { code: string; message: string; fields?: Record<string, string> } };
  const en = ((await english.json()) as Failure).error;
  const vi = ((await vietnamese.json()) as Failure).error;
  expect(vi.code).toBe(en.code);
  expect(en.message).toBe("The email/username or password is incorrect");
  expect(vi.message).toBe("Email/tên người dùng hoặc mật khẩu không đúng");

  // A field's message too, and an address the API does not have.
  const invalid = await request.post("/api/v1/auth/register", {
    data: { name: "Tên", username: "Bad Name", email: "not-an-email", password: "x" },
    headers: { "accept-language": "vi" },
  });
  expect(invalid.status()).toBe(400);
  const failure = ((await invalid.json()) as Failure).error;
  expect(failure.code).toBe("VALIDATION_ERROR");
  expect(Object.values(failure.fields ?? {})).toContain("Vui lòng nhập địa chỉ email hợp lệ");
  const [missingEn, missingVi] = await Promise.all(
    ["en", "vi"].map(async (language) => {
      const res = await request.get("/api/v1/no-such-endpoint", { headers: { "accept-language": language } });
      expect(res.status()).toBe(404);
      return ((await res.json()) as Failure).error;
    }),
  );
  expect(missingVi!.code).toBe(missingEn!.code);
  expect(missingEn!.message).toMatch(/not found/i);
  expect(missingVi!.message).not.toBe(missingEn!.message);
});

test("the support assistant's window follows the interface language", async ({ browser }) => {
  for (const [locale, language] of [
    ["vi-VN", "vi"],
    ["en-US", "en"],
  ] as const) {
    const { context, page } = await newReader(browser, locale);
    await page.goto("/");
    await expectLanguage(page, language);
    await page.getByRole("button", { name: t(language, "messages.assistant.tooltip") }).click();
    const chat = page.getByRole("dialog", { name: t(language, "messages.assistant.name") });
    await expect(chat.getByText(t(language, "messages.assistant.name")).first()).toBeVisible();
    await expect(chat.getByPlaceholder(t(language, "messages.assistant.inputPlaceholder"))).toBeVisible();
    await expect(
      chat.getByRole("textbox", { name: t(language, "messages.assistant.inputLabel") }),
    ).toBeVisible();
    await context.close();
  }
});

test("the English interface says what it said before", async ({ browser }) => {
  const { context, page } = await newReader(browser, "en-US");
  await readTheSite(page, "en");
  // The words the other journeys and the docs rely on, as written.
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Latest posts" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "English" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await page.goto(ENGLISH_POST);
  await expect(page.locator("#comments").getByRole("heading", { name: /^Comments \(\d+\)$/ })).toBeVisible();
  await expect(page.getByText(/^\d+ min read$/).first()).toBeVisible();
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
  await expect(page.getByLabel("Email or username")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  await context.close();
});

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}
