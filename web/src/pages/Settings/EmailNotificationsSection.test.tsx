import type { EmailNotifications } from "@inkwell/contract";
import { Provider } from "react-redux";
import { describe, expect, it, vi } from "vitest";
import { makeStore } from "../../data/store";
import { fireEvent, render, screen, waitFor } from "../../test/render";
import type { Language } from "../../i18n";
import { EmailNotificationsSection } from "./EmailNotificationsSection";

/** The server's preferences, changed by what the section sends; the bodies it sent. */
function renderSection(language: Language) {
  let emailNotifications: EmailNotifications = {
    comments: true,
    replies: true,
    followers: false,
    mentions: true,
    messages: false,
  };
  const sent: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((input: string, init?: RequestInit) => {
      if (input.includes("/me/preferences") && init?.body !== undefined) {
        const body = JSON.parse(String(init.body)) as { emailNotifications: Partial<EmailNotifications> };
        sent.push(body);
        emailNotifications = { ...emailNotifications, ...body.emailNotifications };
      }
      return Promise.resolve(Response.json({ data: { language: null, emailNotifications } }));
    }),
  );
  render(
    <Provider store={makeStore()}>
      <EmailNotificationsSection />
    </Provider>,
    { language },
  );
  return sent;
}

describe("EmailNotificationsSection", () => {
  it("shows the five switches as the server has them and saves the one flipped", async () => {
    const sent = renderSection("en");
    expect(screen.getByRole("heading", { name: "Email notifications" })).toBeInTheDocument();
    const followers = await screen.findByRole("switch", { name: "New followers" });
    expect(followers).not.toBeChecked();
    expect(screen.getByRole("switch", { name: "Comments on your posts" })).toBeChecked();
    expect(screen.getByRole("switch", { name: "Replies to your comments" })).toBeChecked();
    expect(screen.getByRole("switch", { name: "Mentions of you in comments" })).toBeChecked();
    expect(
      screen.getByRole("switch", { name: "Direct messages you have not read after 15 minutes" }),
    ).not.toBeChecked();

    fireEvent.click(followers);
    await waitFor(() => expect(screen.getByRole("switch", { name: "New followers" })).toBeChecked());
    expect(sent).toEqual([{ emailNotifications: { followers: true } }]);
  });

  it("is in Vietnamese for a Vietnamese reader", async () => {
    const sent = renderSection("vi");
    expect(screen.getByRole("heading", { name: "Thông báo qua email" })).toBeInTheDocument();
    const comments = await screen.findByRole("switch", { name: "Bình luận về bài viết của bạn" });
    expect(comments).toBeChecked();
    for (const name of [
      "Trả lời bình luận của bạn",
      "Người theo dõi mới",
      "Khi bạn được nhắc đến trong bình luận",
      "Tin nhắn riêng bạn chưa đọc sau 15 phút",
    ]) {
      expect(screen.getByRole("switch", { name })).toBeInTheDocument();
    }
    fireEvent.click(comments);
    await waitFor(() =>
      expect(screen.getByRole("switch", { name: "Bình luận về bài viết của bạn" })).not.toBeChecked(),
    );
    expect(sent).toEqual([{ emailNotifications: { comments: false } }]);
  });
});
