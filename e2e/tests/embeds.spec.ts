// Journey: a writer embeds a GitHub gist and a YouTube video from the editor's embed bar; a reader of the
// published post gets a link and a "Load embed" button for each, and nothing from GitHub or YouTube loads
// until they click it; without scripts the reader gets the links. Screens of the placeholders at phone,
// tablet and desktop widths, light and dark.
import { expect, test, type Page } from "@playwright/test";
import { t } from "../support/catalogue";
import { screenEverywhere } from "../support/screens";
import { DEMO_PASSWORD, signIn } from "../support/session";

const GIST = "https://gist.github.com/octocat/6cad326836d38bd3a7ae";
const VIDEO = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";

/** Every request the page makes to a host other than the site's own, stubbed so that none leaves the machine. */
async function watchThirdParties(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/, async (route) => {
    seen.push(route.request().url());
    await route.fulfill({ status: 200, contentType: "text/html", body: "<p>embedded</p>" });
  });
  return seen;
}

test("the editor embeds a gist and a video; readers load them only by clicking", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "alex@inkwell.local");
  await page.goto("/write");
  const editor = page.locator('[contenteditable="true"]').first();
  await editor.click();
  const embed = t("en", "writing.editor.video");
  const address = page.getByLabel(t("en", "writing.editor.videoAddress"));
  await page.getByRole("button", { name: embed }).click();
  await address.fill("https://example.com/not-an-embed");
  await address.press("Enter");
  await expect(page.getByRole("alert")).toHaveText(t("en", "writing.editor.badVideo"));
  await address.fill(`${GIST}#file-hello-js`);
  await address.press("Enter");
  await expect(editor.locator("iframe.ql-video")).toHaveAttribute("src", `${GIST}.pibb`);

  // Published through the API with both embeds, as the editor stores them.
  const login = await request.post("/api/v1/auth/login", {
    data: { email: "alex@inkwell.local", password: DEMO_PASSWORD },
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const frame = (src: string) =>
    `<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="${src}"></iframe>`;
  const created = await request.post("/api/v1/posts/publish", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: `Embeds that wait ${Date.now().toString(36)}`,
      content: `<p>A gist and a video.</p>${frame(`${GIST}.pibb`)}${frame("https://www.youtube.com/embed/dQw4w9WgXcQ")}<p>The end.</p>`,
      status: "published",
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { slug } = ((await created.json()) as { data: { slug: string } }).data;

  // A signed-out reader: the page, its scripts and a scroll to the end ask nothing of GitHub or YouTube.
  const reader = await (await browser.newContext({ locale: "en-US" })).newPage();
  const thirdParty = await watchThirdParties(reader);
  await reader.goto(`/blog/${slug}`, { waitUntil: "load" });
  const content = reader.getByTestId("post-content");
  const gistLoad = content.getByRole("button", {
    name: t("en", "reading.embed.load", { host: "gist.github.com" }),
  });
  const videoLoad = content.getByRole("button", {
    name: t("en", "reading.embed.load", { host: "youtube.com" }),
  });
  await expect(gistLoad).toBeVisible();
  await expect(videoLoad).toBeVisible();
  await expect(
    content.getByRole("link", { name: "gist.github.com/octocat/6cad326836d38bd3a7ae" }),
  ).toHaveAttribute("href", GIST);
  await expect(content.getByRole("link", { name: "youtube.com/watch?v=dQw4w9WgXcQ" })).toHaveAttribute(
    "href",
    VIDEO,
  );
  await expect(content.locator("iframe")).toHaveCount(0);
  await reader.mouse.wheel(0, 4000);
  await reader.waitForTimeout(500);
  expect(thirdParty).toEqual([]);
  await content.locator("figure.embed").first().scrollIntoViewIfNeeded();
  await screenEverywhere(reader, "embeds-placeholder");

  // A click loads that one frame: the gist in a sandbox, the video from YouTube's cookie-less host.
  await gistLoad.click();
  await expect(content.locator("iframe")).toHaveAttribute("src", `${GIST}.pibb`);
  await expect(content.locator("iframe")).toHaveAttribute("sandbox", /allow-popups/);
  await expect.poll(() => thirdParty).toEqual([`${GIST}.pibb`]);
  await videoLoad.click();
  await expect(content.locator("iframe").nth(1)).toHaveAttribute(
    "src",
    "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1",
  );
  await reader.context().close();

  // Without scripts: the links, no button.
  const plain = await (await browser.newContext({ locale: "en-US", javaScriptEnabled: false })).newPage();
  const plainThirdParty = await watchThirdParties(plain);
  await plain.goto(`/blog/${slug}`);
  await expect(
    plain.getByRole("link", { name: "gist.github.com/octocat/6cad326836d38bd3a7ae" }),
  ).toBeVisible();
  await expect(plain.getByRole("button", { name: /Load embed/ })).toHaveCount(0);
  expect(plainThirdParty).toEqual([]);
  await plain.context().close();
});
