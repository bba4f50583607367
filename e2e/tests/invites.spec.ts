// Journeys of a site that joins by invitation and lets only authors publish: the administrator closes
// registration in the console and invites an author, who joins from the copied link and publishes; a visitor
// without an invitation is told the site is closed and cannot register; a member who is not an author keeps
// drafts and is told why; a withdrawn invitation no longer works. Screens of the console's Invitations and of
// the closed sign-up page are kept at phone, tablet and desktop widths, light and dark, in a non-default
// accent. Every test puts the site's settings back.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { t } from "../support/catalogue";
import { latestMailLink } from "../support/mail";
import { screenEverywhere } from "../support/screens";
import { signIn } from "../support/session";
import { ADMIN, changeSite, keepSiteSettings, readSite } from "../support/site";

const ACCENT = "#c2410c";
const PASSWORD = "a long invited password";

keepSiteSettings();
test.use({ permissions: ["clipboard-read", "clipboard-write"] });

/** An invitation made in the console's Invitations section: its link, as the page shows it once. */
async function invite(page: Page, email: string, role: "user" | "author"): Promise<string> {
  await page.goto("/admin/invites");
  await expect(page.getByRole("heading", { level: 1, name: t("en", "console.invites.title") })).toBeVisible();
  const form = page.getByRole("form", { name: t("en", "console.invites.formLabel") });
  await form.getByLabel(t("en", "console.invites.email")).fill(email);
  await form
    .getByLabel(t("en", "console.invites.role"))
    .selectOption({ label: t("en", `console.role.${role}`) });
  await form.getByRole("button", { name: t("en", "console.invites.create") }).click();
  const link = page.getByLabel(t("en", "console.invites.link"));
  await expect(link).toHaveValue(/\/register\?invite=/);
  const row = page
    .getByRole("list", { name: t("en", "console.invites.list") })
    .getByRole("listitem", { name: email });
  await expect(row).toContainText(t("en", `console.role.${role}`));
  await expect(row).toContainText(t("en", "console.invites.state.pending"));
  return link.inputValue();
}

/** A visitor's own browser, signed out, in English. */
async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  return page;
}

async function fillRegistration(page: Page, who: { name: string; username: string; email: string }) {
  const form = page.getByRole("form", { name: t("en", "account.register.formLabel") });
  await form.getByLabel(t("en", "account.fields.name"), { exact: true }).fill(who.name);
  await form.getByLabel(t("en", "account.fields.username")).fill(who.username);
  await form.getByLabel(t("en", "account.fields.email")).fill(who.email);
  await form.getByLabel(t("en", "account.fields.password")).fill(PASSWORD);
  await form.getByRole("button", { name: t("en", "account.register.submit") }).click();
}

test("the administrator closes the site and invites an author, who joins and publishes", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const id = Date.now().toString(36);
  const newcomer = { name: "Quỳnh Anh", username: `quynh_${id}`, email: `quynh.${id}@example.com` };

  // The rules and the accent, in the console's Site section.
  await signIn(page, ADMIN);
  await page.goto("/admin/site");
  const settings = page.getByRole("form", { name: t("en", "console.site.formLabel") });
  await settings.getByRole("radio", { name: t("en", "console.site.registration.invite") }).check();
  await settings.getByRole("radio", { name: t("en", "console.site.publishing.authors") }).check();
  await settings.getByLabel(t("en", "console.site.accent.hex")).fill(ACCENT);
  await settings.getByRole("button", { name: t("en", "console.site.save") }).click();
  await expect(page.getByText(t("en", "console.site.saved"))).toBeVisible();
  expect(await readSite(page.request)).toMatchObject({
    registration: "invite",
    publishing: "authors",
    accentColor: ACCENT,
  });

  // An invitation for the newcomer's address, as an author; the link goes to the clipboard.
  const url = await invite(page, newcomer.email, "author");
  await page.getByRole("button", { name: t("en", "console.invites.copy") }).click();
  await expect(page.getByRole("button", { name: t("en", "console.invites.copied") })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(url);
  await screenEverywhere(page, "admin-invites", { accessible: true, noScrolling: true });

  // The newcomer opens it, joins, verifies the address and publishes.
  const guest = await visitor(browser);
  await guest.goto(copied);
  await expect(guest.getByText(t("en", "account.register.invitedSubtitle"))).toBeVisible();
  await fillRegistration(guest, newcomer);
  await expect(guest.getByRole("button", { name: "Account menu" })).toBeVisible();
  await guest.goto(await latestMailLink(newcomer.email, "/verified"));
  await expect(guest.getByRole("heading", { name: "Your email is verified" })).toBeVisible();

  const title = `Invited, at last ${id}`;
  await guest.goto("/write");
  await guest.getByLabel(t("en", "writing.writePost.title")).fill(title);
  await guest.getByRole("textbox", { name: "Body" }).click();
  await guest.keyboard.type("The first words of a new author.");
  await expect(guest.getByRole("note")).toHaveCount(0);
  await guest.getByRole("button", { name: t("en", "writing.editorToolbar.publish"), exact: true }).click();
  await guest
    .getByRole("dialog", { name: "Ready to publish?" })
    .getByRole("button", { name: "Publish Now" })
    .click();
  await expect(guest).toHaveURL(/\/blog\/invited-at-last/);
  const path = new URL(guest.url()).pathname;
  await guest.context().close();

  // Anyone reads it.
  const reader = await visitor(browser);
  await reader.goto(path);
  await expect(reader.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(reader.getByText("The first words of a new author.")).toBeVisible();
  await reader.context().close();

  // The console says who used the invitation.
  await page.goto("/admin/invites");
  const used = page
    .getByRole("list", { name: t("en", "console.invites.list") })
    .getByRole("listitem", { name: newcomer.email });
  await expect(used).toContainText(t("en", "console.invites.state.used"));
  await expect(used.getByRole("link", { name: newcomer.name })).toBeVisible();
});

test("a visitor without an invitation finds registration closed and cannot register", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await changeSite(request, { registration: "invite", accentColor: ACCENT });
  const id = Date.now().toString(36);
  const page = await visitor(browser);

  await page.goto("/register");
  await expect(
    page.getByRole("heading", { level: 1, name: t("en", "account.register.closedTitle") }),
  ).toBeVisible();
  await expect(page.getByText(t("en", "account.register.closedText"))).toBeVisible();
  await expect(page.getByRole("form", { name: t("en", "account.register.formLabel") })).toHaveCount(0);
  await screenEverywhere(page, "register-closed", { accessible: true });
  await page.getByRole("link", { name: t("en", "account.register.closedSignIn") }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The API refuses a registration without an invitation, and one with a made-up invitation.
  const refused = await page.request.post("/api/v1/auth/register", {
    data: {
      name: "Gate Crasher",
      username: `crasher_${id}`,
      email: `crasher.${id}@example.com`,
      password: PASSWORD,
    },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("REGISTRATION_CLOSED");

  await page.goto("/register?invite=made-up");
  await fillRegistration(page, {
    name: "Gate Crasher",
    username: `crasher_${id}`,
    email: `crasher.${id}@example.com`,
  });
  await expect(page.getByRole("alert")).toHaveText("This invitation link is not valid");
  await expect(page.getByRole("button", { name: "Account menu" })).toHaveCount(0);
  await page.context().close();
});

test("a member who is not an author keeps drafts and is told why", async ({ page, request }) => {
  test.setTimeout(90_000);
  await changeSite(request, { publishing: "authors" });
  const id = Date.now().toString(36);
  const member = { name: "Bảo Ngọc", username: `ngoc_${id}`, email: `ngoc.${id}@example.com` };
  const joined = await request.post("/api/v1/auth/register", { data: { ...member, password: PASSWORD } });
  expect(joined.status(), await joined.text()).toBe(201);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, member.email, PASSWORD);
  await page.goto("/write");
  const note = page.getByRole("note");
  await expect(note).toHaveText(t("en", "writing.editorToolbar.authorsOnly"));
  await expect(
    page.getByRole("button", { name: t("en", "writing.editorToolbar.publish"), exact: true }),
  ).toHaveCount(0);

  const title = `Kept as a draft ${id}`;
  await page.getByLabel(t("en", "writing.writePost.title")).fill(title);
  await page.getByRole("textbox", { name: "Body" }).click();
  await page.keyboard.type("Words that wait for an author's role.");
  await page.getByRole("button", { name: t("en", "writing.editorToolbar.saveDraft") }).click();
  await expect(page.getByTestId("save-state")).toHaveText(t("en", "writing.saveState.saved"), {
    timeout: 15_000,
  });
  await expect(page).toHaveURL(/\/write\/kept-as-a-draft/);

  // The draft is there after a reload, still without Publish.
  await page.reload();
  await expect(page.getByLabel(t("en", "writing.writePost.title"))).toHaveValue(title);
  await expect(page.getByRole("textbox", { name: "Body" })).toContainText(
    "Words that wait for an author's role.",
  );
  await expect(note).toHaveText(t("en", "writing.editorToolbar.authorsOnly"));
  await expect(
    page.getByRole("button", { name: t("en", "writing.editorToolbar.publish"), exact: true }),
  ).toHaveCount(0);
});

test("a withdrawn invitation no longer works", async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  await changeSite(request, { registration: "invite" });
  await page.setViewportSize({ width: 1280, height: 900 });
  const id = Date.now().toString(36);
  const invitee = { name: "Late Guest", username: `late_${id}`, email: `late.${id}@example.com` };

  await signIn(page, ADMIN);
  const url = await invite(page, invitee.email, "user");
  const row = page
    .getByRole("list", { name: t("en", "console.invites.list") })
    .getByRole("listitem", { name: invitee.email });
  await row.getByRole("button", { name: t("en", "console.invites.revoke") }).click();
  await expect(row).toContainText(t("en", "console.invites.state.revoked"));
  await expect(row.getByRole("button", { name: t("en", "console.invites.revoke") })).toHaveCount(0);

  const guest = await visitor(browser);
  await guest.goto(url);
  await fillRegistration(guest, invitee);
  await expect(guest.getByRole("alert")).toHaveText("This invitation was withdrawn");
  await expect(guest.getByRole("button", { name: "Account menu" })).toHaveCount(0);
  await guest.context().close();
});
