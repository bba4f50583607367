// Every screen, anonymous and signed in, light and dark, on a phone (375 px), a tablet (768 px) and a desktop
// (1280 px): nothing scrolls sideways, no two texts or controls overlap, pictures stay inside their boxes,
// text fields show their whole placeholder, the screen's main action needs no scrolling, and axe finds no
// serious or critical issue (nor headings that skip a level). Then every screen again in Vietnamese, whose
// strings run longer, on the phone (light and dark): the same checks, screenshots named with `-vi`.
// Screenshots: test-results/screens/layout/.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { t, type Language, type MessageId } from "../support/catalogue";
import { E2E_PORT } from "../support/env";
import { inFirstViewport, layoutProblems } from "../support/layout";
import { DEMO_PASSWORD, signIn } from "../support/session";

type Account = "anonymous" | "member" | "admin";

interface Screen {
  /** Names the test and the screenshots. */
  name: string;
  path: string;
  as: Account;
  /** Shown once the screen has its content (default: the page's visible h1). */
  ready?: (page: Page, language: Language) => Locator;
  /** What must be in the first viewport, reachable without scrolling. */
  main?: (page: Page, language: Language) => Locator;
  /** Puts the screen in the state to check, after it is ready. */
  prepare?: (page: Page, language: Language) => Promise<void>;
  /** Viewports checked besides the usual three (a taller phone, say). */
  alsoAt?: { width: number; height: number }[];
}

// The member whose screens are checked: a demo writer the other journeys leave alone.
const MEMBER = { email: "hoa@inkwell.local", username: "hoale" };
const ADMIN = "team@inkwell.local";
const POST = "/blog/ship-small";

const h1 = (page: Page) => page.getByRole("heading", { level: 1 }).first();
/** A button by its name in the catalogue, in the language the screen is checked in. */
const button = (id: MessageId) => (page: Page, language: Language) =>
  page.getByRole("button", { name: t(language, id), exact: true });

/** Every screen of the app, one line each: a new screen is one more line here. */
const SCREENS: Screen[] = [
  { name: "home", path: "/", as: "anonymous" },
  {
    name: "home-list",
    path: "/",
    as: "anonymous",
    prepare: (page, lang) => button("common.layout.list")(page, lang).click(),
  },
  { name: "topics", path: "/topics", as: "anonymous" },
  { name: "topic", path: "/topics/programming", as: "anonymous", main: h1 },
  { name: "post", path: POST, as: "anonymous", main: h1 },
  { name: "profile", path: "/profile/alex", as: "anonymous", main: h1 },
  { name: "followers", path: "/profile/alex/followers", as: "anonymous", main: h1 },
  { name: "tag", path: "/tags/typescript", as: "anonymous", main: h1 },
  { name: "search", path: "/search?q=design", as: "anonymous", main: h1 },
  { name: "about", path: "/about", as: "anonymous" },
  { name: "contact", path: "/contact", as: "anonymous" },
  { name: "login", path: "/login", as: "anonymous", main: button("account.login.submit") },
  { name: "register", path: "/register", as: "anonymous" },
  {
    name: "forgot-password",
    path: "/forgot-password",
    as: "anonymous",
    main: button("account.forgotPassword.submit"),
  },
  { name: "newsletter", path: "/newsletter", as: "anonymous" },
  { name: "not-found", path: "/no/such/page", as: "anonymous", main: h1 },
  { name: "home-member", path: "/", as: "member" },
  {
    name: "home-list-member",
    path: "/",
    as: "member",
    prepare: (page, lang) => button("common.layout.list")(page, lang).click(),
  },
  { name: "home-following", path: "/?feed=following", as: "member" },
  { name: "post-member", path: POST, as: "member", main: h1 },
  { name: "profile-edit", path: `/profile/${MEMBER.username}/edit`, as: "member" },
  { name: "search-member", path: "/search?q=design", as: "member" },
  { name: "my-posts", path: "/my-posts", as: "member" },
  { name: "bookmarks", path: "/bookmarks", as: "member" },
  { name: "settings", path: "/settings", as: "member" },
  { name: "notifications", path: "/notifications", as: "member" },
  {
    name: "messages",
    path: "/messages",
    as: "member",
    ready: (page) => page.getByTestId("conversation-item").first(),
    // The long conversation open, its last message in: the message box must still be in view.
    prepare: async (page, lang) => {
      await page.getByTestId("conversation-item").first().click();
      const log = page.getByRole("log", { name: t(lang, "messages.list.label") });
      // The last line (a worker started again after a failure sends them once more).
      await expect(log.getByText(/^Line 24 /).last()).toBeVisible();
    },
    alsoAt: [{ width: 375, height: 740 }],
    main: (page, lang) => page.getByPlaceholder(t(lang, "messages.composer.placeholder")),
  },
  {
    name: "write",
    path: "/write",
    as: "member",
    ready: button("writing.editorToolbar.publish"),
    main: button("writing.editorToolbar.publish"),
  },
  { name: "stats", path: "/stats", as: "member" },
  { name: "admin", path: "/admin", as: "admin" },
  { name: "admin-pages", path: "/admin/pages", as: "admin" },
  {
    name: "admin-page-editor",
    path: "/admin/pages/new",
    as: "admin",
    ready: button("console.pages.create"),
  },
  { name: "admin-site", path: "/admin/site", as: "admin" },
];

const VIEWPORTS = [
  { width: 375, height: 667 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
];
const THEMES = ["light", "dark"] as const;
/** The Vietnamese pass: its longer strings on the narrowest screen. */
const VIETNAMESE_VIEWPORTS = [{ width: 375, height: 667 }];

const shots = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
  "test-results",
  "screens",
  "layout",
);

// One browser context per account and language for the whole file: signed in once, each case sets its
// viewport and theme. The Vietnamese ones keep the `lang` cookie, set once signed in (the sign-in form is
// filled in English, and signing in clears cookies).
const contexts = new Map<`${Account}-${Language}`, BrowserContext>();

async function pageFor(browser: Browser, account: Account, language: Language): Promise<Page> {
  let context = contexts.get(`${account}-${language}`);
  if (!context) {
    context = await browser.newContext({ locale: "en-US" });
    contexts.set(`${account}-${language}`, context);
    const page = await context.newPage();
    if (account !== "anonymous") await signIn(page, account === "admin" ? ADMIN : MEMBER.email);
    if (language !== "en")
      await context.addCookies([{ name: "lang", value: language, url: `http://127.0.0.1:${E2E_PORT}` }]);
  }
  return context.pages()[0] ?? context.newPage();
}

/** Fonts and every picture loaded (lazy ones too, for the screenshots), scrolled back to the top. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const image of images) image.loading = "eager";
    const loaded = Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await Promise.race([
      Promise.all([document.fonts.ready, loaded]),
      new Promise((r) => setTimeout(r, 3000)),
    ]);
    window.scrollTo(0, 0);
  });
}

test.beforeAll(async ({ playwright }) => {
  // The member has a long conversation (its messages must scroll inside the screen) and a few bookmarks.
  const api = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
  const login = await api.post("/api/v1/auth/login", {
    data: { email: MEMBER.email, password: DEMO_PASSWORD },
  });
  const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
  const headers = { authorization: `Bearer ${accessToken}` };
  const other = (await (await api.get("/api/v1/profiles/minhtran")).json()) as { data: { id: number } };
  const conversation = await api.post("/api/v1/conversations", { headers, data: { otherId: other.data.id } });
  const { id } = ((await conversation.json()) as { data: { id: number } }).data;
  for (let i = 1; i <= 24; i++) {
    const sent = await api.post("/api/v1/messages", {
      headers,
      data: {
        conversationId: id,
        content: `Line ${i} of a conversation long enough to scroll on any screen.`,
      },
    });
    expect(sent.ok(), await sent.text()).toBeTruthy();
  }
  const posts = (await (await api.get("/api/v1/posts?limit=3")).json()) as { data: { id: number }[] };
  for (const post of posts.data) await api.post(`/api/v1/posts/${post.id}/bookmark`, { headers });
  await api.dispose();
});

test.afterAll(async () => {
  for (const context of contexts.values()) await context.close();
  contexts.clear();
});

/** Visits the screen at each viewport and gathers what is wrong with its layout. */
async function check(page: Page, screen: Screen, language: Language, theme: (typeof THEMES)[number]) {
  const problems: string[] = [];
  const viewports = language === "en" ? [...VIEWPORTS, ...(screen.alsoAt ?? [])] : VIETNAMESE_VIEWPORTS;
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await page.goto(screen.path);
    await expect((screen.ready ?? h1)(page, language)).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await screen.prepare?.(page, language);
    await settle(page);

    const at = `${viewport.width}×${viewport.height}`;
    const suffix = language === "en" ? "" : `-${language}`;
    await page.screenshot({
      path: path.join(shots, `${screen.name}-${viewport.width}x${viewport.height}-${theme}${suffix}.png`),
      fullPage: true,
    });
    for (const problem of await layoutProblems(page))
      problems.push(`${at} ${problem.check}: ${problem.detail}`);
    if (screen.main) {
      const away = await inFirstViewport(screen.main(page, language));
      if (away) problems.push(`${at} main action: ${away}`);
    }
    for (const violation of await seriousViolations(page, { alsoRules: ["heading-order"] }))
      problems.push(`${at} axe: ${violation}`);
  }
  return problems;
}

for (const language of ["en", "vi"] as const) {
  for (const screen of SCREENS) {
    for (const theme of THEMES) {
      const name =
        language === "en"
          ? `${screen.name} (${screen.as}, ${theme})`
          : `${screen.name} (${screen.as}, ${theme}, ${language})`;
      test(name, async ({ browser }) => {
        const page = await pageFor(browser, screen.as, language);
        await page.emulateMedia({ colorScheme: theme });
        const problems = await check(page, screen, language, theme);
        expect(problems, `${screen.path} as ${screen.as}, ${theme}, ${language}`).toEqual([]);
      });
    }
  }
}
