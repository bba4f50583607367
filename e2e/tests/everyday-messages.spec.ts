// Journeys of issue 14's everyday messaging and support: a message arrives while alex browses (header count,
// toast, Reply opens the window); the chat window's new-message mode; a new, unverified member is told why
// they cannot comment, publish or message and resends the link (banner dismissed for good); the contact form sends, and the
// administrator reads the message in the console and marks it handled. Screens at 1280 and 375 px.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { seriousViolations } from "../support/axe";
import { screen } from "../support/screens";
import { signIn } from "../support/session";

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

const unreadIn = async (page: Page) => {
  const label = (await page.getByRole("button", { name: /^Messages/ }).getAttribute("aria-label")) ?? "";
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
};

test("a message arriving while browsing: header count, toast, Reply opens the chat window", async ({
  browser,
}) => {
  const alex = await signedIn(browser, "alex@inkwell.local");
  const minh = await signedIn(browser, "minh@inkwell.local");

  await alex.goto("/topics");
  const messagesButton = alex.getByRole("button", { name: /^Messages/ });
  await expect(messagesButton).toBeVisible();
  // The conversation list has loaded once the menu shows it.
  await messagesButton.click();
  await expect(alex.getByRole("dialog", { name: "Messages" }).getByText("View all messages")).toBeVisible();
  await messagesButton.click();
  const before = await unreadIn(alex);

  await minh.goto("/profile/alex");
  await minh.getByRole("button", { name: "Message", exact: true }).click();
  const minhWindow = minh.getByRole("dialog", { name: "Chat with Alex Morgan" });
  await minhWindow.getByPlaceholder("Type a message...").fill("Coffee on Friday?\nI found a new place.");
  await minhWindow.getByRole("button", { name: "Send" }).click();
  await expect(minhWindow.getByTestId("chat-message").last()).toContainText("Coffee on Friday?");

  await alex.bringToFront();
  const toast = alex.getByTestId("toast");
  await expect(toast).toBeVisible();
  await expect(toast.getByText("Trần Đức Minh")).toBeVisible();
  await expect(toast.getByText("Coffee on Friday?", { exact: false })).toBeVisible();
  await expect(alex.getByTestId("messages-count")).toHaveText(String(before + 1));
  // The closed chat window came up minimised, marked unread.
  await expect(alex.getByRole("button", { name: "Open chat with Trần Đức Minh" })).toHaveAttribute(
    "data-unread",
    "true",
  );
  await screen(alex, "everyday-toast-desktop");
  expect(await seriousViolations(alex)).toEqual([]);

  await toast.getByRole("button", { name: "Reply" }).click();
  const alexWindow = alex.getByRole("dialog", { name: "Chat with Trần Đức Minh" });
  await expect(alexWindow.getByText("Coffee on Friday?", { exact: false })).toBeVisible();
  await expect(toast).toBeHidden();
  // Reading it clears the count.
  await expect.poll(() => unreadIn(alex), { timeout: 10_000 }).toBe(before);

  // A second message while the window is open raises no toast.
  await minh.bringToFront();
  await minhWindow.getByPlaceholder("Type a message...").fill("See you there");
  await minhWindow.getByRole("button", { name: "Send" }).click();
  await alex.bringToFront();
  await expect(alexWindow.getByText("See you there")).toBeVisible();
  await alex.waitForTimeout(1000); // time for a toast to come, if one were to
  await expect(alex.getByTestId("toast")).toHaveCount(0);

  // On a phone, the toast sits under the header and leaves the page's buttons free.
  await alexWindow.getByRole("button", { name: "Close chat" }).click();
  await alex.setViewportSize({ width: 375, height: 740 });
  await minh.bringToFront();
  await minhWindow.getByPlaceholder("Type a message...").fill("One more thing");
  await minhWindow.getByRole("button", { name: "Send" }).click();
  await alex.bringToFront();
  await expect(alex.getByTestId("toast")).toBeVisible();
  await alex.waitForTimeout(300); // past its entrance
  await screen(alex, "everyday-toast-mobile");
  await alex.emulateMedia({ colorScheme: "dark" });
  await screen(alex, "everyday-toast-mobile-dark");
  await expect(alex.getByTestId("menu-unread-dot")).toBeVisible();
  await alex.getByRole("button", { name: "Open menu" }).click();
  await expect(alex.locator("#mobile-menu").getByRole("link", { name: /Messages/ })).toBeVisible();
  await screen(alex, "everyday-mobile-menu");

  await alex.context().close();
  await minh.context().close();
});

test("the chat window's new-message mode finds someone and becomes the conversation", async ({ browser }) => {
  const alex = await signedIn(browser, "alex@inkwell.local");
  await alex.goto("/");
  await alex.getByRole("button", { name: /^Messages/ }).click();
  await alex.getByRole("dialog", { name: "Messages" }).getByRole("button", { name: "New message" }).click();
  const composing = alex.getByRole("dialog", { name: "New message" });
  await expect(composing).toBeVisible();
  await composing.getByRole("searchbox", { name: "Search people" }).fill("emma");
  await screen(alex, "everyday-new-message-desktop");
  await composing.getByRole("button", { name: /Emma/ }).first().click();
  const chat = alex.getByRole("dialog", { name: /^Chat with Emma/ });
  await expect(chat).toBeVisible();
  await expect(chat.getByPlaceholder("Type a message...")).toBeVisible();
  await alex.context().close();
});

test("an unverified member is told why and can resend the link; the banner stays dismissed", async ({
  page,
}) => {
  const id = Date.now().toString(36);
  await page.goto("/register");
  await page.getByLabel("Name", { exact: true }).fill("Nova Reader");
  await page.getByLabel("Username", { exact: true }).fill(`nova_${id}`);
  await page.getByLabel("Email", { exact: true }).fill(`nova_${id}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill("correct horse battery");
  await page.getByRole("button", { name: "Sign Up" }).click();

  const banner = page.getByRole("region", { name: "Verify your email address" });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(`nova_${id}@example.com`);
  await screen(page, "everyday-verify-banner-desktop");

  // Commenting: the reason and the resend button instead of the comment box.
  await page.goto("/");
  await page.locator('a[href^="/blog/"]').first().click();
  const notice = page.getByTestId("verify-email-notice");
  await expect(notice).toContainText("Verify your email address to comment.");
  await expect(page.getByPlaceholder("Share your thoughts...")).toHaveCount(0);
  await notice.getByRole("button", { name: "Resend verification email" }).click();
  await expect(notice.getByText("Check your inbox for a new link.")).toBeVisible();

  // Publishing: the draft stays, the page says why above the editor.
  await page.goto("/write");
  await page.getByLabel("Title").fill(`First steps ${id}`);
  await page.getByRole("textbox", { name: "Body" }).click();
  await page.keyboard.type("Hello, Inkwell.");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page
    .getByRole("dialog", { name: "Ready to publish?" })
    .getByRole("button", { name: "Publish Now" })
    .click();
  await expect(page.getByTestId("verify-email-notice")).toContainText(
    "Verify your email address to publish.",
  );
  await expect(page.getByRole("dialog", { name: "Ready to publish?" })).toBeHidden();
  await expect(page.getByLabel("Title")).toHaveValue(`First steps ${id}`);

  // Messaging: the same, in the chat window.
  await page.goto("/profile/alex");
  await page.getByRole("button", { name: "Message", exact: true }).click();
  const chat = page.getByRole("dialog", { name: "Chat with Alex Morgan" });
  await expect(chat.getByText("Verify your email address to send messages.")).toBeVisible();
  await expect(chat.getByRole("button", { name: "Resend verification email" })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 740 });
  await screen(page, "everyday-verify-chat-mobile");
  await page.setViewportSize({ width: 768, height: 900 });
  await page.emulateMedia({ colorScheme: "dark" });
  await screen(page, "everyday-verify-chat-tablet-dark");
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page
    .getByRole("region", { name: "Verify your email address" })
    .getByRole("button", { name: "Dismiss" })
    .click();
  await expect(page.getByRole("region", { name: "Verify your email address" })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Verify your email address" })).toHaveCount(0);
});

test("the contact form sends a message that the administrator reads and marks handled", async ({
  page,
  browser,
}) => {
  await page.goto("/contact");
  await expect(page.getByRole("link", { name: "support@inkwell.local" })).toBeVisible();
  // A click before the server-rendered page is taken over does nothing useful: try until the form answers.
  await expect(async () => {
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Message is required")).toBeVisible({ timeout: 1000 });
  }).toPass();

  const subject = `Import stuck ${Date.now().toString(36)}`;
  await page.getByLabel("Name").fill("Quinn Visitor");
  await page.getByLabel("Email").fill("quinn@example.com");
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Message").fill("My WordPress import has been queued for an hour.");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Thanks, your message is on its way.")).toBeVisible();
  await screen(page, "everyday-contact-sent-desktop");

  const admin = await signedIn(browser, "team@inkwell.local");
  await admin.goto("/admin/contact");
  const item = admin.getByRole("listitem", { name: subject });
  await expect(item).toBeVisible();
  await expect(item).toContainText("quinn@example.com");
  await expect(item).toContainText("My WordPress import has been queued for an hour.");
  await screen(admin, "everyday-admin-contact-desktop");
  expect(await seriousViolations(admin)).toEqual([]);
  await item.getByRole("button", { name: "Mark handled" }).click();
  await expect(admin.getByRole("listitem", { name: subject })).toHaveCount(0);
  await admin.getByRole("button", { name: "Handled" }).click();
  await expect(admin.getByRole("listitem", { name: subject })).toBeVisible();
  await admin.context().close();
});
