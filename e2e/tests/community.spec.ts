// Journey: sarah comments on one of alex's posts and replies to herself; alex sees the notification
// after a reload, opens it, replies, edits and deletes his reply, and follows sarah back; sarah then
// sees the new notifications, marks them read, and the badge stays cleared after a reload.
import { expect, test, type Page } from "@playwright/test";
import { screen } from "../support/screens";
import { signIn } from "../support/session";

async function alexPostSlug(page: Page): Promise<{ slug: string; title: string }> {
  const res = await page.request.get("/api/v1/posts?author=alex&limit=1");
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as { data: { slug: string; title: string }[] };
  const post = body.data[0];
  if (!post) throw new Error("The demo has no published post by alex");
  return post;
}

test("commenting, notifying, following back, editing and deleting", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const id = Date.now().toString(36);
  const post = await alexPostSlug(page);
  const commentText = `A thoughtful note ${id}`;
  const replyText = `And one more thing ${id}`;

  // sarah comments and replies to her own comment.
  await signIn(page, "sarah@inkwell.local");
  await page.goto(`/blog/${post.slug}`);
  const section = page.locator("#comments");
  // The comments are taken over (and show the reader's composer) as the reader scrolls to them.
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole("heading", { name: /^Comments \(\d+\)$/ })).toBeVisible();
  const composer = section.getByPlaceholder("Share your thoughts...");
  const postButton = section.getByRole("button", { name: "Post comment" });
  await expect(postButton).toBeDisabled();
  await composer.fill("   ");
  await expect(postButton).toBeDisabled();
  await composer.fill(commentText);
  await postButton.click();
  const mine = section.locator("article").filter({ hasText: commentText }).first();
  await expect(mine).toBeVisible();
  await expect(composer).toHaveValue("");
  await expect(mine).toContainText("just now");

  await mine.getByRole("button", { name: "Reply" }).click();
  await mine.getByPlaceholder(/^Reply to Sarah Chen/).fill(replyText);
  await mine.getByRole("button", { name: "Reply" }).last().click();
  const reply = section.locator("article").filter({ hasText: replyText });
  await expect(reply).toBeVisible();
  await expect(reply).toHaveAttribute("data-level", "1");
  await expect(reply).toHaveCSS("margin-left", "48px");
  await reply.scrollIntoViewIfNeeded();
  await screen(page, "comments-section");

  // Loaded afresh, the server-rendered thread is taken over with what sarah may do with each comment.
  await page.reload();
  await section.scrollIntoViewIfNeeded();
  const mineAgain = section.locator("article").filter({ hasText: commentText }).first();
  await mineAgain.getByRole("button", { name: "Comment actions" }).first().click();
  await expect(page.getByRole("menuitem")).toHaveText(["Edit", "Delete"]);
  await page.keyboard.press("Escape");

  // alex sees the notification after a reload and opens it.
  await signIn(page, "alex@inkwell.local");
  await page.reload();
  const badge = page.getByTestId("notification-count");
  await expect(badge).toBeVisible();
  await page.getByRole("button", { name: /^Notifications/ }).click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  const item = panel.getByRole("button", { name: new RegExp(`Sarah Chen commented on your post`) }).first();
  await expect(item).toBeVisible();
  await expect(panel.getByRole("link", { name: "View all notifications" })).toBeVisible();
  expect(await panel.getByRole("listitem").count()).toBeLessThanOrEqual(10);
  await screen(page, "notifications-dropdown");
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}#comment-\\d+$`));
  const sarahs = page.locator("#comments article").filter({ hasText: commentText }).first();
  await expect(sarahs).toBeVisible();
  // Not his comment, but under his post: he may mute her, report or delete it, not edit it.
  await sarahs.getByRole("button", { name: "Comment actions" }).click();
  await expect(page.getByRole("menuitem")).toHaveText(["Mute @sarahchen", "Report", "Delete"]);
  await page.keyboard.press("Escape");

  // alex replies, edits the reply and deletes it.
  const alexReply = `Thanks for reading ${id}`;
  await sarahs.getByRole("button", { name: "Reply" }).click();
  await sarahs.getByPlaceholder(/^Reply to Sarah Chen/).fill(alexReply);
  await sarahs.getByRole("button", { name: "Reply" }).last().click();
  // The reply form closes once the reply is stored; the thread stops moving then.
  await expect(sarahs.getByPlaceholder(/^Reply to Sarah Chen/)).toHaveCount(0);
  const his = page.locator("#comments article").filter({ hasText: alexReply });
  await expect(his).toBeVisible();
  await his.getByRole("button", { name: "Comment actions" }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const save = his.getByRole("button", { name: "Save" });
  await expect(save).toBeDisabled();
  await his.getByLabel("Edit your comment").fill(`${alexReply}, truly`);
  await save.click();
  const edited = page.locator("#comments article").filter({ hasText: `${alexReply}, truly` });
  await expect(edited).toContainText("(edited)");
  await edited.getByRole("button", { name: "Comment actions" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete Comment" });
  await expect(dialog).toContainText(
    "Are you sure you want to delete this comment? This action cannot be undone.",
  );
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.locator("#comments").getByText(`${alexReply}, truly`)).toHaveCount(0);

  // alex follows sarah back from her profile.
  await page.goto("/profile/sarahchen");
  await expect(page.getByRole("heading", { name: "Sarah Chen", level: 1 })).toBeVisible();
  const actions = page.locator('[data-slot="profile-actions"]');
  // The page arrives rendered for nobody in particular; alex's own follow fills in once his session is known.
  await expect(actions.getByRole("button", { name: /^Follow(ed)?$/ })).toBeEnabled();
  if ((await actions.getByRole("button", { name: "Followed" }).count()) > 0) {
    await actions.getByRole("button", { name: "Followed" }).click();
    await expect(actions.getByRole("button", { name: "Follow", exact: true })).toBeVisible();
  }
  const followers = Number(await page.getByTestId("followers-count").textContent());
  await actions.getByRole("button", { name: "Follow", exact: true }).click();
  await expect(actions.getByRole("button", { name: "Followed" })).toBeVisible();
  await expect(page.getByTestId("followers-count")).toHaveText(String(followers + 1));
  await page.reload();
  await expect(actions.getByRole("button", { name: "Followed" })).toBeVisible();
  await expect(page.getByRole("link", { name: "RSS feed" })).toHaveAttribute(
    "href",
    "/profile/sarahchen/rss.xml",
  );
  await screen(page, "profile-sarah");

  // sarah sees the follow after a reload, marks everything read; the badge stays cleared.
  await signIn(page, "sarah@inkwell.local");
  await page.reload();
  await expect(page.getByTestId("notification-count")).toBeVisible();
  await page.getByRole("button", { name: /^Notifications/ }).click();
  const sarahPanel = page.getByRole("dialog", { name: "Notifications" });
  await expect(sarahPanel.getByText("Alex Morgan started following you").first()).toBeVisible();
  await screen(page, "notifications-dropdown-sarah");
  await sarahPanel.getByRole("button", { name: "Mark all as read" }).click();
  await expect(page.getByTestId("notification-count")).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  await expect(page.getByTestId("notification-count")).toHaveCount(0);

  // The full page: tabs, and the unread tab is empty now.
  await page.goto("/notifications");
  await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
  await expect(page.getByText("Alex Morgan started following you").first()).toBeVisible();
  await page.getByRole("tab", { name: /Unread/ }).click();
  await expect(page.getByText("You're all caught up")).toBeVisible();
  await screen(page, "notifications-page");

  // sarah edits her profile: client validation, then a saved introduction shows on the profile.
  await page.goto("/profile/sarahchen/edit");
  await expect(page.getByRole("heading", { name: "Edit profile" })).toBeVisible();
  await page.getByLabel("Website").fill("not a url");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Website must be an http(s) URL")).toBeVisible();
  await page.getByLabel("Website").fill("https://sarah.example.com");
  const intro = `Design lead. Notes ${id}`;
  await page.getByLabel("Introduction").fill(intro);
  await expect(page.getByText(`${intro.length}/500`)).toBeVisible();
  await screen(page, "edit-profile");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page).toHaveURL(/\/profile\/sarahchen$/);
  await expect(page.getByText(intro)).toBeVisible();

  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Blocked users" })).toBeVisible();
  await screen(page, "settings");
});
