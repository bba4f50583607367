// Server-rendered pages: what a reader (or a crawler, a link preview, a reader mode) gets without running
// any script, the status each address answers with, the head search engines read, and a page taken over by
// the browser without errors or hydration warnings, anonymous or signed in.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

const PASSWORD = "inkwell-demo";

interface PostSummary {
  id: number;
  slug: string;
  title: string;
}

async function firstPost(
  request: APIRequestContext,
  query = "author=davidokafor&limit=1",
): Promise<PostSummary> {
  const res = await request.get(`/api/v1/posts?${query}`);
  const post = ((await res.json()) as { data: PostSummary[] }).data[0];
  if (!post) throw new Error("The demo has no published post");
  return post;
}

async function token(request: APIRequestContext, email: string) {
  const res = await request.post("/api/v1/auth/login", { data: { email, password: PASSWORD } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { data: { accessToken: string; refreshToken: string } }).data;
}

/** Console errors and warnings, and uncaught errors, from the moment the page starts loading. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

test("a reader without JavaScript gets the article, its comments and a page in its language", async ({
  browser,
  request,
}) => {
  const post = await firstPost(request);
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "en-US" });
  const page = await context.newPage();
  const response = await page.goto(`/blog/${post.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
  expect((await page.getByTestId("post-content").innerText()).length).toBeGreaterThan(500);
  await expect(page.locator("#comments").getByRole("heading", { name: /^Comments \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Related posts" })).toBeVisible();
  expect(await page.locator("html").getAttribute("lang")).toBe("en");
  expect(await page.locator("article").first().getAttribute("lang")).toBe("en");

  // A Vietnamese post in an English browser: the page (its interface) is in English, the article in
  // Vietnamese.
  const vietnamese = await firstPost(request, "author=linhnguyen&limit=1");
  await page.goto(`/blog/${vietnamese.slug}`);
  expect(await page.locator("html").getAttribute("lang")).toBe("en");
  expect(await page.locator("article").first().getAttribute("lang")).toBe("vi");
  await expect(page.getByRole("heading", { level: 1, name: vietnamese.title })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Related posts" })).toBeVisible();

  // Home, topics and a profile show their content too.
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Latest posts" })).toBeVisible();
  expect(await page.getByTestId("post-card").count()).toBeGreaterThan(3);
  await page.goto("/profile/alex");
  await expect(page.getByRole("heading", { level: 1, name: "Alex Morgan" })).toBeVisible();
  await context.close();
});

test("addresses answer with their real status: 404 for what does not exist, 301 from a post's old address", async ({
  request,
}) => {
  for (const path of [
    "/blog/no-such-post",
    "/topics/no-such-topic",
    "/profile/nobody-here",
    "/no/such/page",
  ]) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(404);
    const html = await res.text();
    expect(html, path).toContain('<meta name="robots" content="noindex">');
    expect(html, path).toMatch(/not found/i);
  }

  const { accessToken } = await token(request, "alex@inkwell.local");
  const auth = { authorization: `Bearer ${accessToken}` };
  const id = Date.now().toString(36);
  // A draft's address follows its title; the address it had while it was a draft still leads to it.
  const created = await request.post("/api/v1/posts/draft", {
    headers: auth,
    data: { title: `Moving address ${id}`, content: "<p>A post that changes its title.</p>" },
  });
  expect(created.ok()).toBeTruthy();
  const post = ((await created.json()) as { data: { id: number; slug: string } }).data;
  await request.patch(`/api/v1/posts/write/${post.id}`, {
    headers: auth,
    data: { title: `Moved address ${id}` },
  });
  const published = await request.post("/api/v1/posts/publish", { headers: auth, data: { id: post.id } });
  const slug = ((await published.json()) as { data: { slug: string } }).data.slug;
  expect(slug).not.toBe(post.slug);
  const old = await request.get(`/blog/${post.slug}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/blog/${slug}`);
  expect((await request.get(`/blog/${slug}`)).status()).toBe(200);
});

test("a post's head names its one address, describes it for link previews and search engines", async ({
  request,
}) => {
  // A demo post: each has a cover picture.
  const post = await firstPost(request, "author=sarahchen&limit=1");
  const res = await request.get(`/blog/${post.slug}`, { headers: { "accept-encoding": "br, gzip" } });
  expect(res.headers()["content-encoding"]).toBe("br");
  const html = await res.text();
  const base = new URL(res.url()).origin;
  expect(html).toContain(`<link rel="canonical" href="${base}/blog/${post.slug}">`);
  expect(html).toContain('<meta property="og:type" content="article">');
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
  const data = JSON.parse(jsonLd ?? "{}") as { "@type": string; headline: string; author: { name: string } };
  expect(data["@type"]).toBe("BlogPosting");
  expect(data.headline).toBe(post.title);
  expect(data.author.name).toBe("Sarah Chen");

  const image = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1];
  expect(image).toBe(`${base}/og/posts/${post.id}.jpg`);
  const picture = await request.get(new URL(image!).pathname);
  expect(picture.headers()["content-type"]).toBe("image/jpeg");
  expect(html).toContain('<meta property="og:image:width" content="1200">');

  const search = await (await request.get("/search?q=code")).text();
  expect(search).toContain('<meta name="robots" content="noindex">');

  // A reader who has this version of the page is told so.
  const etag = res.headers().etag!;
  const again = await request.get(`/blog/${post.slug}`, { headers: { "if-none-match": etag } });
  expect(again.status()).toBe(304);
});

test("pages are taken over without errors or hydration warnings, anonymous and signed in", async ({
  page,
  request,
}) => {
  const problems = problemsOf(page);
  const post = await firstPost(request, "author=sarahchen&limit=1");
  const paths = ["/", `/blog/${post.slug}`, "/topics", "/profile/sarahchen", "/search?q=design"];
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }

  const session = await token(request, "alex@inkwell.local");
  await page.evaluate((t) => {
    localStorage.setItem("token", t.accessToken);
    localStorage.setItem("refreshToken", t.refreshToken);
  }, session);
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  // The reader's own state fills in, and what the server sent below the fold stays in place.
  await page.goto(`/blog/${post.slug}`);
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  await expect(page.locator("#comments").getByRole("heading", { name: /^Comments \(\d+\)$/ })).toBeVisible();
  await page.locator("#comments").scrollIntoViewIfNeeded();
  await expect(page.locator("#comments").getByPlaceholder("Share your thoughts...")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(problems).toEqual([]);
});
