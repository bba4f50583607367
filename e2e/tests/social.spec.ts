// Journey: the people a reader follows. Anonymous visitors find the Following tab asking them to sign in;
// linh reads her Following tab, follows someone from alex's followers list, mutes an author she follows
// (their posts leave her feed) and unmutes them from Settings, comes back to a long post where she left off,
// and searches her bookmarks without typing the accents.
import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { screen } from "../support/screens";
import { signIn } from "../support/session";

interface ListedPost {
  id: number;
  title: string;
  slug: string;
  readTime: number;
  author: { username: string };
}

/** A call to the API as the signed-in reader of the page (the token is where the app keeps it). */
async function apiAsReader<T>(page: Page, url: string, method = "GET"): Promise<T> {
  return page.evaluate(
    async ([path, verb]) => {
      const token = localStorage.getItem("token");
      const res = await fetch(`/api/v1${path}`, {
        method: verb,
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
      if (!res.ok) throw new Error(`${verb} ${path}: ${res.status}`);
      return ((await res.json()) as { data: unknown }).data;
    },
    [url, method] as const,
  ) as Promise<T>;
}

/**
 * Serious axe violations, less one this journey does not own: the post cards' like button is named "Like"
 * while it shows its count (label-content-name-mismatch), on every page with post cards.
 */
async function violations(page: Page): Promise<string[]> {
  return (await seriousViolations(page)).filter(
    (v) => !(v.startsWith("label-content-name-mismatch") && /aria-label="(Un)?[Ll]ike"/.test(v)),
  );
}

const fold = (text: string) =>
  text.normalize("NFD").replace(/\p{M}/gu, "").replace(/đ/g, "d").replace(/Đ/g, "D").toLowerCase();

test("following feed, followers list, mute and unmute, continue reading, bookmark search", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Both the tab and the people lists come from the server already rendered.
  const following = await (await page.request.get("/?feed=following")).text();
  expect(following).toMatch(/aria-selected="true"[^>]*>Following</);
  expect(following).toContain("Sign in to see the newest posts from the people you follow.");
  const latest = await (await page.request.get("/?feed=latest")).text();
  expect(latest).toMatch(/aria-selected="true"[^>]*>Latest</);
  expect(latest).not.toContain(">Featured<");
  const followers = await page.request.get("/profile/alex/followers");
  expect(followers.status()).toBe(200);
  const followersHtml = await followers.text();
  expect(followersHtml).toContain("People following Alex Morgan");
  // The handle is one catalogue message now ("@{username}"), no longer text and a value side by side.
  expect(followersHtml).toMatch(/>@(<!-- -->)?sarahchen</);
  expect((await page.request.get("/profile/nobody_here/followers")).status()).toBe(404);

  // Anonymous: the Following tab is there and asks to sign in.
  await page.goto("/?feed=following");
  await expect(page.getByRole("tab", { name: "Following" })).toHaveAttribute("aria-selected", "true");
  const prompt = page.getByText("Sign in to see the newest posts from the people you follow.");
  await expect(prompt).toBeVisible();
  await expect(page.getByRole("heading", { name: "Featured" })).toHaveCount(0);

  // linh follows hoale, minhtran, emmawilson and inkwell (demo data): her Following tab shows their posts.
  await signIn(page, "linh@inkwell.local");
  await page.goto("/");
  await expect(page.getByRole("tab", { name: "For you" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: "For you" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/\?feed=following$/);
  await expect(page.getByRole("tab", { name: "Following" })).toBeFocused();
  const followingPosts = await apiAsReader<ListedPost[]>(page, "/posts?feed=following&limit=6");
  expect(followingPosts.length).toBeGreaterThan(0);
  const followed = new Set(["hoale", "minhtran", "emmawilson", "inkwell"]);
  for (const post of followingPosts) expect(followed.has(post.author.username)).toBe(true);
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("heading", { name: "From people you follow" })).toBeVisible();
  await expect(panel.getByText(followingPosts[0]!.title).first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await screen(page, "social-following-tab");

  // alex's followers, from the count on his profile; linh follows Sarah from the list.
  await page.goto("/profile/alex");
  await page.getByRole("link", { name: "followers" }).click();
  await expect(page).toHaveURL(/\/profile\/alex\/followers$/);
  await expect(page.getByRole("heading", { name: "People following Alex Morgan" })).toBeVisible();
  const sarahRow = page.getByRole("listitem").filter({ hasText: "@sarahchen" });
  await expect(sarahRow.getByRole("button", { name: "Follow Sarah Chen" })).toBeVisible();
  await sarahRow.getByRole("button", { name: /Sarah Chen/ }).click();
  await expect(sarahRow.getByRole("button", { name: "Followed Sarah Chen" })).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole("listitem")
      .filter({ hasText: "@sarahchen" })
      .getByRole("button", { name: "Followed Sarah Chen" }),
  ).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await screen(page, "social-followers-list");
  await page.getByRole("link", { name: /^Following/ }).click();
  await expect(page).toHaveURL(/\/profile\/alex\/following$/);
  await expect(page.getByRole("heading", { name: "People Alex Morgan follows" })).toBeVisible();

  // Muting minhtran keeps his posts out of her Following tab, until she unmutes him in Settings.
  const minhPost = followingPosts.find((post) => post.author.username === "minhtran");
  await page.goto("/profile/minhtran");
  await page.getByRole("button", { name: "More actions" }).click();
  await page.getByRole("menuitem", { name: "Mute @minhtran" }).click();
  await expect(page.getByText("You muted @minhtran.")).toBeVisible();
  const mutedFeed = await apiAsReader<ListedPost[]>(page, "/posts?feed=following&limit=50");
  expect(mutedFeed.some((post) => post.author.username === "minhtran")).toBe(false);
  await page.goto("/?feed=following");
  if (minhPost) await expect(page.getByRole("tabpanel").getByText(minhPost.title)).toHaveCount(0);

  // His comments are folded away for her, and open on request.
  await page.goto("/blog/postgres-indexes");
  const comments = page.locator("#comments");
  await comments.scrollIntoViewIfNeeded();
  const folded = comments.locator("article").filter({ hasText: "Comment from a muted account" }).first();
  await expect(folded).toBeVisible();
  await expect(comments.getByRole("article", { name: "Comment by Trần Đức Minh" })).toHaveCount(0);
  await folded.getByRole("button", { name: "Show" }).click();
  await expect(comments.getByRole("article", { name: "Comment by Trần Đức Minh" }).first()).toBeVisible();

  await page.goto("/settings");
  const muted = page.getByRole("region", { name: "Muted accounts" });
  await expect(muted.getByText("@minhtran")).toBeVisible();
  await muted.scrollIntoViewIfNeeded();
  await screen(page, "social-muted-accounts");
  await muted.getByRole("button", { name: "Unmute" }).click();
  await expect(muted.getByText("You haven't muted anyone.")).toBeVisible();
  const unmutedFeed = await apiAsReader<ListedPost[]>(page, "/posts?feed=following&limit=50");
  expect(unmutedFeed.some((post) => post.author.username === "minhtran")).toBe(true);

  // Continue reading: halfway through a long post, away, and back.
  const posts = await apiAsReader<ListedPost[]>(page, "/posts?limit=50");
  const long = posts
    .filter((post) => post.author.username !== "linhnguyen")
    .sort((a, b) => b.readTime - a.readTime)[0]!;
  // The part that remembers the position loads for signed-in readers once the page is theirs.
  const asked = page.waitForResponse((res) => res.url().includes(`/posts/${long.id}/progress`));
  await page.goto(`/blog/${long.slug}`);
  await asked;
  const saved = page.waitForResponse(
    // The app sends a PUT as POST ?_method=PUT.
    (res) => res.url().includes(`/posts/${long.id}/progress`) && res.request().method() !== "GET",
  );
  await page.evaluate(() => {
    const box = document.getElementById("post-content")!.getBoundingClientRect();
    window.scrollTo(0, window.scrollY + box.top + box.height / 2 - window.innerHeight);
  });
  expect((await saved).ok()).toBe(true);
  await page.goto("/");
  await page.goto(`/blog/${long.slug}`);
  const offer = page.getByRole("region", { name: "Continue reading" });
  await expect(offer).toContainText("Continue where you left off");
  await screen(page, "social-continue-offer");
  await offer.getByRole("button", { name: "Continue" }).click();
  await expect(offer).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

  // Bookmarks: the post in progress, and a search that ignores accents.
  const accented = posts.find((post) => fold(post.title) !== post.title.toLowerCase())!;
  const plain = posts.find((post) => post.id !== accented.id && post.id !== long.id)!;
  for (const post of [accented, plain]) await apiAsReader(page, `/posts/${post.id}/bookmark`, "POST");
  await page.goto("/bookmarks");
  const strip = page.getByRole("region", { name: "Continue reading" });
  await expect(strip.getByRole("link", { name: new RegExp(long.title.slice(0, 20)) })).toBeVisible();
  const word = fold(accented.title)
    .split(/[^a-z0-9]+/)
    .find((w) => w.length >= 4 && !fold(plain.title).includes(w))!;
  await page.getByRole("searchbox", { name: "Search bookmarks" }).fill(word);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
  await expect(page.getByText(accented.title).first()).toBeVisible();
  await expect(page.getByText(plain.title)).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
  await screen(page, "social-bookmark-search");
});
