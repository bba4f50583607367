// The sanction mails in their recipient's language, with the date of a suspension through Intl; and that a
// sanctioned member gets them in the language they chose.
import { describe, expect, it } from "vitest";
import { verifiedUser, withRole } from "../../../test/factories";
import { changeSite, textsOf } from "../../../test/site";
import { t, useApp } from "../../../test/suite";
import { bannedMail, restoredMail, suspendedMail } from "./moderation.mails";

useApp();

const contact = "https://inkwell.example/contact";
const until = new Date("2026-03-01T14:30:00Z");

describe("sanction mails", () => {
  it("suspension: the date in the recipient's language, in UTC", () => {
    const en = suspendedMail("a@example.com", textsOf("en"), "Ada", until, "Cooling off", contact);
    expect(en.subject).toBe("Your Inkwell account is suspended");
    expect(en.text).toMatch(
      /Hi Ada, a moderator suspended your account until March 1, 2026 at 2:30\sPM UTC\./,
    );
    expect(en.text).toContain("Reason: Cooling off");
    expect(en.text).toContain(`Questions: ${contact}`);
    expect(en.html).toContain(`Questions: <a href="${contact}">${contact}</a>`);

    const vi = suspendedMail("a@example.com", textsOf("vi"), "Ada", until, "Cooling off", contact);
    expect(vi.subject).toBe("Tài khoản Inkwell của bạn bị tạm khoá");
    expect(vi.text).toContain("tạm khoá tài khoản của bạn đến 14:30 (UTC) ngày 1 tháng 3, 2026.");
    expect(vi.text).toContain("Lý do: Cooling off");
    expect(vi.text).toContain(`Thắc mắc: ${contact}`);
    expect(vi.html).toContain('<html lang="vi">');
    expect(vi.html).toContain(`Thắc mắc: <a href="${contact}">${contact}</a>`);
    expect(vi.html).toContain("Trong thời gian này bạn không thể đăng nhập");
  });

  it("ban and restoration", () => {
    expect(bannedMail("a@example.com", textsOf("en"), "Ada", "Spam", contact).subject).toBe(
      "Your Inkwell account is banned",
    );
    const banned = bannedMail("a@example.com", textsOf("vi"), "Ada", "Spam", contact);
    expect(banned.subject).toBe("Tài khoản Inkwell của bạn bị cấm");
    expect(banned.text).toContain("Chào Ada, một điều hành viên đã cấm tài khoản của bạn.");
    expect(banned.text).toContain("Lý do: Spam");

    expect(restoredMail("a@example.com", textsOf("en"), "Ada", contact).text).toContain(
      "Hi Ada, the ban or suspension of your account has been lifted. You can sign in again.",
    );
    const restored = restoredMail("a@example.com", textsOf("vi"), "Ada", contact);
    expect(restored.subject).toBe("Tài khoản Inkwell của bạn đã được khôi phục");
    expect(restored.html).toContain("Bạn có thể đăng nhập lại.");
  });

  it("escapes the reason in the HTML part", () => {
    const mail = bannedMail("a@example.com", textsOf("vi"), "Ada", "<script>", contact);
    expect(mail.html).toContain("Lý do: &lt;script&gt;");
  });
});

describe("a renamed site's sanction mails", () => {
  it("name the new title in the subject, the heading and the signature, in English and Vietnamese", () => {
    const en = suspendedMail(
      "a@example.com",
      textsOf("en", "The Lantern"),
      "Ada",
      until,
      "Cooling off",
      contact,
    );
    expect(en.subject).toBe("Your The Lantern account is suspended");
    expect(en.text).toMatch(/\n\n— The Lantern$/);
    expect(en.html).toContain(">The Lantern</h2>");
    const vi = restoredMail("a@example.com", textsOf("vi", "Đèn Lồng"), "Ada", contact);
    expect(vi.subject).toBe("Tài khoản Đèn Lồng của bạn đã được khôi phục");
    expect(vi.text).toMatch(/\n\n— Đèn Lồng$/);
    expect(bannedMail("a@example.com", textsOf("vi", "Đèn Lồng"), "Ada", "Spam", contact).subject).toBe(
      "Tài khoản Đèn Lồng của bạn bị cấm",
    );
  });
});

describe("a sanctioned member's mails", () => {
  it("are in the language the member chose, else the site's", async () => {
    const moderator = await withRole(t, await verifiedUser(t), "moderator");
    const [chose, unknown] = [await verifiedUser(t), await verifiedUser(t)];
    await t.request({
      method: "PUT",
      url: "/api/v1/me/preferences",
      token: chose.token,
      payload: { language: "vi" },
    });
    const act = async (url: string, payload: object = {}) => {
      const res = await t.request({ method: "POST", url: `/api/v1${url}`, token: moderator.token, payload });
      expect(res.statusCode, res.body).toBe(200);
      return t.mail.messages.at(-1)!;
    };

    const suspended = await act(`/moderation/users/${chose.user.id}/suspend`, {
      until: "2030-03-01T14:30:00.000Z",
      reason: "Cooling off",
    });
    expect(suspended).toMatchObject({
      to: chose.input.email,
      subject: "Tài khoản Inkwell của bạn bị tạm khoá",
    });
    expect(suspended.text).toContain("đến 14:30 (UTC) ngày 1 tháng 3, 2030.");
    expect(suspended.html).toContain("Lý do: Cooling off");
    const restored = await act(`/moderation/users/${chose.user.id}/unban`);
    expect(restored.subject).toBe("Tài khoản Inkwell của bạn đã được khôi phục");

    const banned = await act(`/moderation/users/${unknown.user.id}/ban`, { reason: "Spam" });
    expect(banned).toMatchObject({ to: unknown.input.email, subject: "Your Inkwell account is banned" });
  });

  it("are sent in the site's name as soon as it changes", async () => {
    const moderator = await withRole(t, await verifiedUser(t), "moderator");
    const target = await verifiedUser(t);
    await changeSite(t, { title: "The Lantern" });
    try {
      const res = await t.request({
        method: "POST",
        url: `/api/v1/moderation/users/${target.user.id}/ban`,
        token: moderator.token,
        payload: { reason: "Spam" },
      });
      expect(res.statusCode, res.body).toBe(200);
      const banned = t.mail.messages.at(-1)!;
      expect(banned).toMatchObject({
        from: { name: "The Lantern", address: "no-reply@inkwell.local" },
        subject: "Your The Lantern account is banned",
      });
      expect(banned.text).toMatch(/— The Lantern$/);
    } finally {
      await changeSite(t, { title: "Inkwell" });
    }
  });
});
