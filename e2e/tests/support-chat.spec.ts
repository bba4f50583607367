// Journey: the support chat on Home (in English) answers a Vietnamese password question in Vietnamese with a
// working link, keeps its history across a reload, starts over with 'Start a new chat', and is absent from
// /settings. In a Vietnamese interface its own strings are the spec's Vietnamese ones.
import { expect, test, type Page } from "@playwright/test";
import { screen } from "../support/screens";

const QUESTION = "Tôi quên mật khẩu, phải làm sao?";
const GREETING = "Hello! How can we help you?";

function bubble(page: Page) {
  return page.getByRole("button", { name: "Chat with us" });
}

function chatWindow(page: Page) {
  return page.getByRole("dialog", { name: "Customer Support" });
}

test("the support chat answers, remembers, starts over and stays off other pages", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await expect(bubble(page)).toBeVisible();
  await expect(page.getByTestId("support-chat-dot")).toBeVisible();
  await bubble(page).hover();
  await expect(page.getByText("Chat with us")).toBeVisible();
  await screen(page, "support-chat-closed-desktop");

  await bubble(page).click();
  const chat = chatWindow(page);
  await expect(chat).toBeVisible();
  await expect(chat.getByText("Customer Support").first()).toBeVisible();
  await expect(chat.getByText("Active now")).toBeVisible();
  await expect(chat.getByText(GREETING)).toBeVisible();
  await expect(chat.getByRole("button", { name: "Send" })).toBeDisabled();

  const input = chat.getByRole("textbox", { name: "Type a message" });
  await input.fill(QUESTION);
  await input.press("Enter");
  await expect(chat.getByText(QUESTION)).toBeVisible();

  // A useful answer: it points at the forgot-password page with a real, clickable link.
  const answerLink = chat.locator('a[href="/forgot-password"]').first();
  await expect(answerLink).toBeVisible();
  await expect(chat.getByText("Active now")).toBeVisible();
  await expect(chat.getByText(/email/i).first()).toBeVisible();
  const sessionId = await page.evaluate(() => localStorage.getItem("chatbot-session-id"));
  expect(sessionId).toBeTruthy();
  await page.waitForTimeout(300);
  await screen(page, "support-chat-answer-desktop");

  await page.evaluate(() => document.documentElement.setAttribute("data-theme", "dark"));
  await page.waitForTimeout(400);
  await screen(page, "support-chat-answer-desktop-dark");
  await page.evaluate(() => document.documentElement.setAttribute("data-theme", "light"));

  await page.setViewportSize({ width: 375, height: 740 });
  await page.waitForTimeout(300);
  await screen(page, "support-chat-answer-mobile");
  await page.setViewportSize({ width: 1280, height: 800 });

  // A reload keeps the conversation: the stored session's history comes back.
  await page.reload();
  await bubble(page).click();
  await expect(chatWindow(page).getByText(QUESTION)).toBeVisible();
  await expect(chatWindow(page).locator('a[href="/forgot-password"]').first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("chatbot-session-id"))).toBe(sessionId);

  // The link navigates inside the app (the chat is not shown on that page).
  await chatWindow(page).locator('a[href="/forgot-password"]').first().click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(bubble(page)).toHaveCount(0);

  // Back on Home, a new chat starts over with the greeting and a fresh session.
  await page.goto("/");
  await bubble(page).click();
  await expect(chatWindow(page).getByText(QUESTION)).toBeVisible();
  await chatWindow(page).getByRole("button", { name: "Options" }).click();
  await page.getByRole("menuitem", { name: "Start a new chat" }).click();
  await expect(chatWindow(page).getByText(GREETING)).toBeVisible();
  await expect(chatWindow(page).getByText(QUESTION)).toHaveCount(0);
  const newId = await page.evaluate(() => localStorage.getItem("chatbot-session-id"));
  expect(newId).toBeTruthy();
  expect(newId).not.toBe(sessionId);
  await page.reload();
  await bubble(page).click();
  await expect(chatWindow(page).getByText(GREETING)).toBeVisible();

  // Signed in, /settings has no support chat.
  await page.goto("/login?continue=%2Fsettings");
  await page.getByLabel("Email or username").fill("alex@inkwell.local");
  await page.getByLabel("Password", { exact: true }).fill("inkwell-demo");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await expect(bubble(page)).toHaveCount(0);
});

test("the support chat's own strings follow a Vietnamese interface", async ({ page }) => {
  await page.goto("/?lang=vi");
  const bubbleVi = page.getByRole("button", { name: "Chat với chúng tôi" });
  await expect(bubbleVi).toBeVisible();
  await bubbleVi.click();
  const chat = page.getByRole("dialog", { name: "Hỗ trợ khách hàng" });
  await expect(chat.getByText("Đang hoạt động")).toBeVisible();
  await expect(chat.getByText("Xin chào! Chúng tôi có thể giúp gì cho bạn?")).toBeVisible();
  await expect(chat.getByPlaceholder("Nhập tin nhắn...")).toBeVisible();
  await expect(chat.getByRole("button", { name: "Gửi" })).toBeDisabled();
});
