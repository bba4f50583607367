import type { ContactMessage } from "@inkwell/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { contactMessages } from "../../db/schema";
import { createTestApp } from "../../../test/app";
import { verifiedUser } from "../../../test/factories";
import { SmtpSink, headerOf } from "../../../test/smtp";
import { admin, member, moderator, t, useStaff } from "../../../test/suite";

useStaff({ SUPPORT_EMAIL: "help@example.org" });

const send = (payload: object, who?: { token: string }, ip?: string) =>
  t.request({
    method: "POST",
    url: "/api/v1/contact",
    payload,
    token: who?.token,
    ...(ip ? { remoteAddress: ip } : {}),
  });
const list = (who: { token: string } | undefined, status = "open") =>
  t.request({ method: "GET", url: `/api/v1/admin/contact-messages?status=${status}`, token: who?.token });

describe("POST /contact", () => {
  it("stores the message and mails it to SUPPORT_EMAIL, answered to the sender", async () => {
    const res = await send({
      name: "Ada Reader",
      email: "Ada@Example.com",
      subject: "Lost my draft",
      message: "Where did my draft go?",
    });
    expect(res.statusCode, res.body).toBe(201);
    const receipt = res.json<{ data: { id: number; createdAt: string } }>().data;
    expect(receipt.id).toBeGreaterThan(0);
    const mail = t.mail.messages.find((m) => m.subject === "[Contact] Lost my draft");
    expect(mail).toMatchObject({ to: "help@example.org", replyTo: "ada@example.com" });
    expect(mail?.text).toContain("Where did my draft go?");
    expect(mail?.html).toContain("Ada Reader");
  });

  it("reaches the support address through SMTP in the site's name, with the sender as Reply-To", async () => {
    const smtp = await SmtpSink.start();
    const viaSmtp = await createTestApp(
      { SUPPORT_EMAIL: "help@example.org", SMTP_URL: smtp.url },
      { realMail: true },
    );
    try {
      // Saved as the site module saves it: an administrator's sign-up would need the mail SMTP carries.
      await viaSmtp.app.ctx.site.save({ title: "The Lantern" });
      const res = await viaSmtp.request({
        method: "POST",
        url: "/api/v1/contact",
        payload: { name: "Ada Reader", email: "Ada@Example.com", subject: "By SMTP", message: "Hello?" },
      });
      expect(res.statusCode, res.body).toBe(201);
      const mail = smtp.received.find((received) => received.to.includes("<help@example.org>"));
      expect(headerOf(mail!, "Subject")).toBe("[Contact] By SMTP");
      expect(headerOf(mail!, "Reply-To")).toBe("ada@example.com");
      expect(headerOf(mail!, "From")).toBe("The Lantern <no-reply@inkwell.local>");
    } finally {
      await viaSmtp.close();
      await smtp.close();
    }
  });

  it("answers field errors for missing or bad input, never storing it", async () => {
    const res = await send({ name: " ", email: "not-an-address", message: "" });
    expect(res.statusCode).toBe(400);
    const { error } = res.json<{ error: { code: string; fields: Record<string, string> } }>();
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(Object.keys(error.fields).sort()).toEqual(["email", "message", "name"]);
    const long = await send({ name: "A", email: "a@example.com", message: "x".repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ error: { fields: Record<string, string> } }>().error.fields.message).toMatch(/5000/);
  });

  it("names a blank subject after the sender and remembers a signed-in sender", async () => {
    const res = await send(
      { name: member.user.name, email: member.input.email, subject: "", message: "Hello from a member" },
      member,
    );
    expect(res.statusCode).toBe(201);
    const items = (await list(admin)).json<{ data: ContactMessage[] }>().data;
    const mine = items.find((m) => m.message === "Hello from a member");
    expect(mine).toMatchObject({
      subject: `Message from ${member.user.name}`,
      username: member.user.username,
    });
  });

  it("clears no cached answer (anyone may send one)", async () => {
    const changed = vi.spyOn(t.app.ctx.publicCache, "changed");
    try {
      const res = await send({ name: "Cache", email: "c@example.com", message: "Hi" });
      expect(res.statusCode).toBe(201);
      expect(changed.mock.calls.every(([tags]) => Array.isArray(tags) && tags.length === 0)).toBe(true);
    } finally {
      changed.mockRestore();
    }
  });

  it("limits messages per address", async () => {
    const limited = await createTestApp({ RATE_LIMIT_MULTIPLIER: "1" });
    try {
      const body = { name: "Spammer", email: "s@example.com", message: "again" };
      const codes: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const res = await limited.request({ method: "POST", url: "/api/v1/contact", payload: body });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
      expect(codes[5]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe("the admins' contact messages", () => {
  it("are for administrators only", async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await list(member)).statusCode).toBe(403);
    expect((await list(moderator)).statusCode).toBe(403);
    const handled = await t.request({
      method: "POST",
      url: "/api/v1/admin/contact-messages/1/handled",
      token: moderator.token,
    });
    expect(handled.statusCode).toBe(403);
  });

  it("list open ones oldest first, and move one to handled", async () => {
    const open = (await list(admin)).json<{ data: ContactMessage[]; meta: { total: number } }>();
    expect(open.meta.total).toBeGreaterThanOrEqual(2);
    expect(open.data[0]).toMatchObject({
      subject: "Lost my draft",
      email: "ada@example.com",
      handledAt: null,
    });
    const id = open.data[0]!.id;
    const res = await t.request({
      method: "POST",
      url: `/api/v1/admin/contact-messages/${id}/handled`,
      token: admin.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: ContactMessage }>().data.handledAt).not.toBeNull();
    const stillOpen = (await list(admin)).json<{ data: ContactMessage[] }>().data;
    expect(stillOpen.map((m) => m.id)).not.toContain(id);
    const handled = (await list(admin, "handled")).json<{ data: ContactMessage[] }>().data;
    expect(handled.map((m) => m.id)).toContain(id);
  });

  it("answer 404 for an unknown message and 400 for a bad status", async () => {
    const missing = await t.request({
      method: "POST",
      url: "/api/v1/admin/contact-messages/999999/handled",
      token: admin.token,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ error: { code: string } }>().error.code).toBe("CONTACT_MESSAGE_NOT_FOUND");
    const bad = await list(admin, "archived");
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { fields: Record<string, string> } }>().error.fields.status).toBeDefined();
  });
});

describe("GET /config", () => {
  it("names the support address", async () => {
    const res = await t.request({ method: "GET", url: "/api/v1/config" });
    expect(res.json<{ data: { supportEmail: string } }>().data.supportEmail).toBe("help@example.org");
  });
});

describe("the language of a contact message", () => {
  const sendIn = (subject: string, headers: Record<string, string>, who?: { token: string }) =>
    t.request({
      method: "POST",
      url: "/api/v1/contact",
      payload: { name: "Lan", email: "lan@example.com", subject, message: "Tôi cần giúp đỡ." },
      headers,
      token: who?.token,
    });
  const languageOf = async (res: { json(): unknown }) => {
    const { id } = (res.json() as { data: { id: number } }).data;
    return (await t.app.ctx.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0]!.language;
  };
  const mailAbout = (subject: string) => t.mail.messages.findLast((m) => m.subject.endsWith(subject))!;
  const chooseLanguage = (token: string, language: "vi" | "en" | null) =>
    t.request({ method: "PUT", url: "/api/v1/me/preferences", token, payload: { language } });

  it("is stored from Accept-Language, the lang cookie or the member's choice, and named in the mail", async () => {
    expect(await languageOf(await sendIn("By header", { "accept-language": "vi-VN,vi;q=0.9" }))).toBe("vi");
    expect(mailAbout("By header").text).toContain("The sender's language: Vietnamese.");
    expect(await languageOf(await sendIn("By cookie", { "accept-language": "en", cookie: "lang=vi" }))).toBe(
      "vi",
    );
    expect(await languageOf(await sendIn("Unknown", { "accept-language": "de" }))).toBeNull();
    expect(mailAbout("Unknown").text).not.toContain("language");

    const writer = await verifiedUser(t);
    await chooseLanguage(writer.token, "en");
    expect(await languageOf(await sendIn("Member", { "accept-language": "vi" }, writer))).toBe("en");
    expect(mailAbout("Member").html).toContain("The sender's language: English.</p>");
  });

  it("leaves the support mail in the language of the support address's member, if there is one", async () => {
    expect(mailAbout("By header").subject).toBe("[Contact] By header");
    const support = await verifiedUser(t, { email: "help@example.org" });
    await chooseLanguage(support.token, "vi");
    await sendIn("To a Vietnamese admin", { "accept-language": "en" });
    const mail = mailAbout("To a Vietnamese admin");
    expect(mail.subject).toBe("[Liên hệ] To a Vietnamese admin");
    expect(mail.text).toContain("Tin nhắn liên hệ #");
    expect(mail.text).toContain("Ngôn ngữ của người gửi: Tiếng Anh.");
    expect(mail.html).toContain('<html lang="vi">');
  });
});
