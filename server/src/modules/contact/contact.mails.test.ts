// The mail a contact message becomes, in the support address's language, naming the sender's.
import { describe, expect, it } from "vitest";
import { textsOf } from "../../../test/site";
import { contactMail } from "./contact.mails";

const sent = {
  id: 42,
  name: "Ada Reader",
  email: "ada@example.com",
  subject: "Lost my draft",
  message: "Where did my draft go?",
  language: "vi" as const,
};
const consoleUrl = "https://inkwell.example/admin/contact";

describe("contact mail", () => {
  it("in English as before, with the sender's language named", () => {
    const mail = contactMail("help@example.org", textsOf("en"), sent, consoleUrl);
    expect(mail).toMatchObject({
      to: "help@example.org",
      subject: "[Contact] Lost my draft",
      replyTo: "ada@example.com",
    });
    expect(mail.text).toBe(
      `Where did my draft go?\n\n— Ada Reader <ada@example.com>\n\nContact message #42 on Inkwell; reply to this mail to answer. All messages: ${consoleUrl}\nThe sender's language: Vietnamese.`,
    );
    expect(mail.html).toContain(
      `Contact message #42 on Inkwell; reply to this mail to answer. <a href="${consoleUrl}">All messages</a>`,
    );
  });

  it("in Vietnamese for a Vietnamese support member, naming no language when none is known", () => {
    const mail = contactMail(
      "help@example.org",
      textsOf("vi"),
      { ...sent, language: null, username: "ada" },
      consoleUrl,
    );
    expect(mail.subject).toBe("[Liên hệ] Lost my draft");
    expect(mail.text).toBe(
      `Where did my draft go?\n\n— Ada Reader <ada@example.com> (@ada)\n\nTin nhắn liên hệ #42 trên Inkwell; trả lời email này để phản hồi. Tất cả tin nhắn: ${consoleUrl}`,
    );
    expect(mail.html).toContain('<html lang="vi">');
    expect(mail.html).toContain(`<a href="${consoleUrl}">Tất cả tin nhắn</a>`);
    expect(
      contactMail("help@example.org", textsOf("vi"), { ...sent, language: "en" }, consoleUrl).text,
    ).toContain("Ngôn ngữ của người gửi: Tiếng Anh.");
  });

  it("names a renamed site in its footer, in English and Vietnamese", () => {
    expect(contactMail("help@example.org", textsOf("en", "The Lantern"), sent, consoleUrl).text).toContain(
      "Contact message #42 on The Lantern; reply",
    );
    expect(contactMail("help@example.org", textsOf("vi", "Đèn <Lồng>"), sent, consoleUrl).html).toContain(
      "Tin nhắn liên hệ #42 trên Đèn &lt;Lồng&gt;; trả lời",
    );
  });
});
