// Journey: alex opens a chat from sarah's profile and writes first; sarah sees it live in her chat window
// (highlighted until she clicks) and on /messages (unread badge, live reordering), replies while alex
// sees her typing; a follow shows up live on alex's notification bell. Screens at 1280 and 375 px.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { screen } from "../support/screens";

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("Email or username").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("inkwell-demo");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  return page;
}

test("two writers chat live in the window and on /messages", async ({ browser }) => {
  const alex = await signedIn(browser, "alex@inkwell.local");
  const sarah = await signedIn(browser, "sarah@inkwell.local");

  // Sarah has alex's chat open before any conversation exists.
  await sarah.goto("/profile/alex");
  await sarah.getByRole("button", { name: "Message", exact: true }).click();
  const sarahWindow = sarah.getByRole("dialog", { name: "Chat with Alex Morgan" });
  await expect(sarahWindow.getByText("Start a conversation")).toBeVisible();

  // Alex opens the window from sarah's profile.
  await alex.goto("/profile/sarahchen");
  const bell = alex.getByRole("button", { name: /^Notifications/ });
  const bellBefore = (await bell.getAttribute("aria-label")) ?? "";
  await alex.getByRole("button", { name: "Message", exact: true }).click();
  const alexWindow = alex.getByRole("dialog", { name: "Chat with Sarah Chen" });
  await expect(alexWindow).toBeVisible();
  await expect(alexWindow.getByText("Active 5 minutes ago")).toBeVisible();
  await expect(alexWindow.getByText("Start a conversation")).toBeVisible();
  const input = alexWindow.getByPlaceholder("Type a message...");
  const send = alexWindow.getByRole("button", { name: "Send" });
  await expect(send).toBeDisabled();
  await input.fill("   ");
  await expect(send).toBeDisabled();
  await input.fill("  Hi Sarah! Loved your last post.  ");
  await send.click();
  await expect(alexWindow.getByTestId("chat-message").last()).toContainText(
    "Hi Sarah! Loved your last post.",
  );
  await expect(input).toHaveValue("");
  await expect(alexWindow.locator("time").last()).toHaveText(/^\d{2}:\d{2}$/);
  await screen(alex, "chat-window-open-desktop");

  // Sarah sees it arrive live, highlighted until she clicks.
  await sarah.bringToFront();
  await expect(sarahWindow.getByText("Hi Sarah! Loved your last post.")).toBeVisible();
  await expect(sarahWindow).toHaveAttribute("data-unread", "true");
  await screen(sarah, "chat-window-unread-desktop");
  await sarahWindow.getByText("Hi Sarah! Loved your last post.").click();
  await expect(sarahWindow).not.toHaveAttribute("data-unread");

  // Minimize and restore.
  await sarahWindow.getByRole("button", { name: "Minimize chat" }).click();
  const pill = sarah.getByRole("button", { name: "Open chat with Alex Morgan" });
  await expect(pill).toBeVisible();
  await expect(sarahWindow).toBeHidden();
  await screen(sarah, "chat-window-minimized-desktop");
  await sarah.setViewportSize({ width: 375, height: 740 });
  await screen(sarah, "chat-window-minimized-mobile");
  await pill.click();
  await expect(sarahWindow).toBeVisible();
  await screen(sarah, "chat-window-open-mobile");
  await sarah.setViewportSize({ width: 1280, height: 800 });

  // A follow from sarah reaches alex's bell live.
  const follow = sarah.getByRole("button", { name: /^Follow(ed)?$/ });
  if ((await follow.textContent()) === "Followed") {
    await follow.click();
    await expect(follow).toHaveText("Follow");
  }
  await follow.click();
  await expect(follow).toHaveText("Followed");
  await expect(bell).not.toHaveAttribute("aria-label", bellBefore);
  await expect(bell).toHaveAttribute("aria-label", /unread/);

  // 'Open in Messages' ('Mở trong Messages') deep-links the thread.
  await sarahWindow.getByRole("button", { name: "Chat options" }).click();
  await sarah.getByRole("menuitem", { name: "Open in Messages" }).click();
  await expect(sarah).toHaveURL(/\/messages\?c=\d+$/);
  const thread = sarah.getByRole("log", { name: "Messages" });
  await expect(thread.getByText("Hi Sarah! Loved your last post.")).toBeVisible();

  // Back to the list: a new message from alex bumps the unread badge live.
  await sarah.goto("/messages");
  const item = sarah.getByTestId("conversation-item").first();
  await expect(item).toContainText("Alex Morgan");
  await expect(item.getByLabel(/unread/)).toHaveCount(0);
  await alex.bringToFront();
  await input.fill("Are you coming to the meetup?");
  await input.press("Enter");
  await expect(alexWindow.getByText("Are you coming to the meetup?")).toBeVisible();
  await sarah.bringToFront();
  await expect(item).toContainText("Are you coming to the meetup?");
  await expect(item.getByLabel("1 unread")).toBeVisible();
  await screen(sarah, "messages-list-desktop");

  // Opening the thread reads it; sarah types (alex sees it) and replies.
  await item.click();
  await expect(item.getByLabel(/unread/)).toHaveCount(0);
  await expect(thread.getByText("Are you coming to the meetup?")).toBeVisible();
  const reply = sarah.getByPlaceholder("Type a message...");
  await reply.pressSequentially("Yes, see you", { delay: 40 });
  await expect(alexWindow.getByRole("status", { name: "Sarah Chen is typing" })).toBeVisible();
  await screen(alex, "chat-window-typing-desktop");
  await reply.pressSequentially(" there!", { delay: 20 });
  await sarah.getByRole("button", { name: "Send" }).click();
  await expect(thread.getByTestId("chat-message").last()).toHaveAttribute("data-own", "true");
  await expect(alexWindow.getByText("Yes, see you there!")).toBeVisible();
  await expect(alexWindow).toHaveAttribute("data-unread", "true");
  await expect(alexWindow.getByText("Yes, see you there!").locator("xpath=ancestor::li")).not.toHaveAttribute(
    "data-own",
    "true",
  );
  await alexWindow.getByPlaceholder("Type a message...").click();
  await expect(alexWindow).not.toHaveAttribute("data-unread");
  await screen(sarah, "messages-thread-desktop");

  // Mobile: list first, the thread with a back button.
  await sarah.setViewportSize({ width: 375, height: 740 });
  await expect(thread).toBeVisible();
  await screen(sarah, "messages-thread-mobile");
  await sarah.getByRole("button", { name: "Back to conversations" }).click();
  await expect(sarah).toHaveURL(/\/messages$/);
  await expect(sarah.getByTestId("conversation-item").first()).toBeVisible();
  await screen(sarah, "messages-list-mobile");

  // New message: search people and open the conversation.
  await sarah.setViewportSize({ width: 1280, height: 800 });
  await sarah.getByRole("button", { name: "New message" }).first().click();
  const dialog = sarah.getByRole("dialog", { name: "New message" });
  await dialog.getByLabel("Search people").fill("alex");
  await dialog.getByRole("button", { name: /Alex Morgan/ }).click();
  await expect(sarah).toHaveURL(/\/messages\?c=\d+$/);
  await expect(thread.getByText("Yes, see you there!")).toBeVisible();
});
