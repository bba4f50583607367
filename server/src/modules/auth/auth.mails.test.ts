// The account mails in their recipient's language: the subject, the HTML part and the text part; and the
// language an account's mails go out in (its browser's at registration, then the member's choice).
import { describe, expect, it } from "vitest";
import { userInput } from "../../../test/factories";
import { changeSite, textsOf } from "../../../test/site";
import { t, useApp } from "../../../test/suite";
import { resetMail, verificationMail } from "./auth.mails";

useApp();

const link = "https://inkwell.example/verified?token=abc";

describe("account mails", () => {
  it("verification: English as before, Vietnamese for a Vietnamese recipient", () => {
    const en = verificationMail("a@example.com", textsOf("en"), "Ada", link, 24);
    expect(en.subject).toBe("Confirm your email address");
    expect(en.text).toBe(
      `Hi Ada, welcome to Inkwell! Please confirm that this is your email address.\n\nVerify email: ${link}\n\nThis link works once and expires in 24 hours. If you did not create an account, ignore this mail.\n\n— Inkwell`,
    );
    expect(en.html).toContain('<html lang="en">');
    expect(en.link).toBe(link);

    const vi = verificationMail("a@example.com", textsOf("vi"), "Ada", link, 24);
    expect(vi.subject).toBe("Xác minh địa chỉ email của bạn");
    expect(vi.text).toContain("Chào Ada, chào mừng bạn đến với Inkwell!");
    expect(vi.text).toContain(`Xác minh email: ${link}`);
    expect(vi.text).toContain("hết hạn sau 24 giờ");
    expect(vi.html).toContain('<html lang="vi">');
    expect(vi.html).toContain(">Xác minh email</a>");
    expect(vi.html).not.toMatch(/Verify|Hi Ada/);
  });

  it("password reset: English as before, Vietnamese for a Vietnamese recipient", () => {
    const en = resetMail("a@example.com", textsOf("en"), "Ada", link, 30);
    expect(en.subject).toBe("Reset your password");
    expect(en.text).toContain("Choose a new password: ");
    expect(en.text).toContain(
      "expires in 30 minutes. If you did not ask for it, your password stays unchanged.",
    );

    const vi = resetMail("a@example.com", textsOf("vi"), "Ada", link, 30);
    expect(vi.subject).toBe("Đặt lại mật khẩu");
    expect(vi.text).toContain("đặt lại mật khẩu cho tài khoản Inkwell của bạn");
    expect(vi.text).toContain(`Chọn mật khẩu mới: ${link}`);
    expect(vi.text).toContain("hết hạn sau 30 phút");
    expect(vi.html).toContain(">Chọn mật khẩu mới</a>");
  });

  it("escapes the name in the HTML part", () => {
    const vi = verificationMail("a@example.com", textsOf("vi"), "<Ada & Bob>", link, 1);
    expect(vi.html).toContain("Chào &lt;Ada &amp; Bob&gt;");
    expect(vi.text).toContain("Chào <Ada & Bob>");
  });
});

describe("a renamed site's account mails", () => {
  it("name the new title in the heading, the text and the signature, in English and Vietnamese", () => {
    const en = verificationMail("a@example.com", textsOf("en", "The Lantern"), "Ada", link, 24);
    expect(en.text).toMatch(/^Hi Ada, welcome to The Lantern! /);
    expect(en.text).toMatch(/\n\n— The Lantern$/);
    expect(en.html).toContain(">The Lantern</h2>");
    const vi = resetMail("a@example.com", textsOf("vi", "Ngọn <Đèn>"), "Ada", link, 30);
    expect(vi.text).toContain("tài khoản Ngọn <Đèn> của bạn");
    expect(vi.text).toMatch(/\n\n— Ngọn <Đèn>$/);
    expect(vi.html).toContain(">Ngọn &lt;Đèn&gt;</h2>");
    expect(`${en.text}${en.html}${vi.text}${vi.html}`).not.toContain("Inkwell");
  });

  it("are sent in the site's name as soon as it changes", async () => {
    const input = userInput();
    await changeSite(t, { title: "The Lantern" });
    try {
      await t.request({ method: "POST", url: "/api/v1/auth/register", payload: input });
      const verify = t.mail.messages.findLast((m) => m.to === input.email)!;
      expect(verify.from).toEqual({ name: "The Lantern", address: "no-reply@inkwell.local" });
      expect(verify.text).toContain("welcome to The Lantern!");
      await changeSite(t, { title: "Đèn Lồng" });
      await t.request({
        method: "POST",
        url: "/api/v1/auth/forgot-password",
        payload: { email: input.email },
      });
      const reset = t.mail.messages.findLast((m) => m.to === input.email)!;
      expect(reset.from?.name).toBe("Đèn Lồng");
      expect(reset.text).toMatch(/your Đèn Lồng account[\s\S]*— Đèn Lồng$/);
    } finally {
      await changeSite(t, { title: "Inkwell" });
    }
  });
});

describe("the language an account's mails go out in", () => {
  const lastMailTo = (to: string) => t.mail.messages.findLast((m) => m.to === to)!;
  const forgot = (email: string) =>
    t.request({ method: "POST", url: "/api/v1/auth/forgot-password", payload: { email } });

  it("is the one the browser asked for at registration, then the one the member chooses", async () => {
    const input = userInput();
    const res = await t.request({
      method: "POST",
      url: "/api/v1/auth/register",
      payload: input,
      headers: { "accept-language": "vi-VN,vi;q=0.9,en;q=0.5" },
    });
    expect(res.statusCode, res.body).toBe(201);
    const token = res.json<{ data: { accessToken: string } }>().data.accessToken;
    expect(lastMailTo(input.email).subject).toBe("Xác minh địa chỉ email của bạn");
    expect(lastMailTo(input.email).text).toContain("Xác minh email: http://localhost:3000/verified?token=");

    expect((await forgot(input.email)).statusCode).toBe(200);
    expect(lastMailTo(input.email)).toMatchObject({ subject: "Đặt lại mật khẩu" });
    expect(lastMailTo(input.email).html).toContain("Chọn mật khẩu mới");

    const chosen = await t.request({
      method: "PUT",
      url: "/api/v1/me/preferences",
      token,
      payload: { language: "en" },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    await forgot(input.email);
    expect(lastMailTo(input.email).subject).toBe("Reset your password");
    await t.request({ method: "POST", url: "/api/v1/auth/resend-verification", token });
    expect(lastMailTo(input.email).subject).toBe("Confirm your email address");
  });

  it("is the site's default when the browser named none of its languages", async () => {
    const input = userInput();
    const res = await t.request({
      method: "POST",
      url: "/api/v1/auth/register",
      payload: input,
      headers: { "accept-language": "fr-FR" },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(lastMailTo(input.email).subject).toBe("Confirm your email address");
  });
});
