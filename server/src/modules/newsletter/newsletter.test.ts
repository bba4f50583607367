// Subscribing to a writer's newsletter, and a published post going out by email: to whom, how it is
// rendered, and unsubscribing from it.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mailQueue, subscribers } from "../../db/schema";
import { verifiedUser } from "../../../test/factories";
import { mailsTo, param, subscribe } from "../../../test/newsletter";
import { publishPost } from "../../../test/posts";
import { author, t, useAuthor } from "../../../test/suite";

useAuthor();

describe("subscribing", () => {
  it("asks an address to confirm by mail before anything is sent to it", async () => {
    const res = await subscribe("reader.one@example.com");
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: "pending", confirmationSent: true });
    const [confirmation] = mailsTo("reader.one@example.com");
    expect(confirmation!.subject).toBe(`Confirm your subscription to ${author.user.name}`);
    expect(confirmation!.link).toMatch(/^http:\/\/localhost:3000\/newsletter\?confirm=c\d+\./);

    await publishPost(t, author.token, { title: "Before confirming" });
    expect(mailsTo("reader.one@example.com")).toHaveLength(1);

    const confirmed = await t.request({
      method: "POST",
      url: "/api/v1/newsletter/confirm",
      payload: { token: param(confirmation!.link!, "confirm") },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.subscriptions).toEqual([
      {
        author: { id: author.user.id, name: author.user.name, username: author.user.username },
        status: "active",
      },
    ]);
  });

  it("takes a signed-in reader's verified address at once, and tells strangers nothing", async () => {
    const reader = await verifiedUser(t);
    const own = await subscribe(reader.user.email, reader.token);
    expect(own.json().data).toEqual({ status: "active", confirmationSent: false });
    const probe = await subscribe(reader.user.email);
    expect(probe.json().data).toEqual({ status: "pending", confirmationSent: true });
    expect(
      mailsTo(reader.user.email).filter((m) => m.subject.startsWith("Confirm your subscription")),
    ).toHaveLength(0);
  });

  it("refuses a bad address and an unknown writer", async () => {
    const bad = await subscribe("not-an-email");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty("email");
    const nobody = await subscribe("x@example.com", undefined, "no_such_writer");
    expect(nobody.json().error.code).toBe("USER_NOT_FOUND");
    const forged = await t.request({
      method: "POST",
      url: "/api/v1/newsletter/confirm",
      payload: { token: "c1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
    });
    expect(forged.json().error.code).toBe("INVALID_TOKEN");
  });
});

describe("a published post by email", () => {
  let reader: Awaited<ReturnType<typeof verifiedUser>>;
  beforeAll(async () => {
    reader = await verifiedUser(t);
    await subscribe(reader.user.email, reader.token);
  });

  it("goes to subscribers through the queue, rendered for mail with unsubscribe headers", async () => {
    const post = await publishPost(t, author.token, {
      title: "Newsletter day",
      content:
        '<p>Hello <a href="/topics/design">readers</a></p><p><img src="/uploads/2026/01/abc.webp"></p><iframe class="ql-video" src="https://www.youtube.com/embed/abcdefgh"></iframe>',
      coverImage: "/uploads/2026/01/cover.webp",
    });
    const mail = mailsTo(reader.user.email).find((m) => m.subject === "Newsletter day")!;
    expect(mail).toBeDefined();
    expect(mail.html).toContain('src="http://localhost:3000/uploads/2026/01/abc.webp"');
    expect(mail.html).toContain('src="http://localhost:3000/uploads/2026/01/cover.webp"');
    expect(mail.html).toContain('href="http://localhost:3000/topics/design"');
    expect(mail.html).toContain(`href="http://localhost:3000/blog/${post.slug}"`);
    expect(mail.html).toContain("Read on the site");
    expect(mail.html).not.toContain("<iframe");
    expect(mail.html).toContain('name="viewport"');
    expect(mail.text).toContain(`Read on the site: http://localhost:3000/blog/${post.slug}`);
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.headers?.["List-Unsubscribe"]).toMatch(
      /^<http:\/\/localhost:3000\/api\/v1\/newsletter\/unsubscribe\?token=s\d+\.[\w-]+>$/,
    );
    const [row] = await t.app.ctx.db
      .select()
      .from(mailQueue)
      .where(
        eq(
          mailQueue.dedupeKey,
          `newsletter:${post.id}:${(await t.app.ctx.db.select().from(subscribers).where(eq(subscribers.email, reader.user.email)))[0]!.id}`,
        ),
      );
    expect(row).toMatchObject({ status: "sent", attempts: 0 });
  });

  it("is not sent for followers-only posts, posts the author keeps off email, or twice", async () => {
    const before = mailsTo(reader.user.email).length;
    await publishPost(t, author.token, { title: "Followers only", visibility: "followers" });
    await publishPost(t, author.token, { title: "Not by email", sendNewsletter: false });
    const post = await publishPost(t, author.token, { title: "Back and forth" });
    await t.request({
      method: "POST",
      url: "/api/v1/posts/draft",
      token: author.token,
      payload: { id: post.id },
    });
    await t.request({
      method: "POST",
      url: "/api/v1/posts/publish",
      token: author.token,
      payload: { id: post.id },
    });
    expect(
      mailsTo(reader.user.email)
        .slice(before)
        .map((m) => m.subject),
    ).toEqual(["Back and forth"]);
  });

  it("stops after a one-click unsubscribe from the mail's header, and the page link manages it", async () => {
    const mail = mailsTo(reader.user.email).at(-1)!;
    const oneClick = mail.headers!["List-Unsubscribe"]!.slice(1, -1).replace("http://localhost:3000", "");
    const res = await t.request({
      method: "POST",
      url: oneClick,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: "unsubscribed" });
    await publishPost(t, author.token, { title: "After leaving" });
    expect(mailsTo(reader.user.email).some((m) => m.subject === "After leaving")).toBe(false);

    const token = param(oneClick.replace(/^/, "http://x"), "token");
    const prefs = await t.request({ method: "GET", url: `/api/v1/newsletter/preferences?token=${token}` });
    expect(prefs.json().data.subscriptions[0].status).toBe("unsubscribed");
    const back = await t.request({
      method: "PUT",
      url: "/api/v1/newsletter/preferences",
      payload: { token, authors: [author.user.id] },
    });
    expect(back.json().data.subscriptions[0].status).toBe("active");
    expect(mail.html).toContain(`/newsletter?unsubscribe=${token}`);
  });
});

describe("the language of a subscription's mails", () => {
  const subscribeIn = (email: string, headers: Record<string, string>, token?: string) =>
    t.request({
      method: "POST",
      url: `/api/v1/newsletter/${author.user.username}/subscribe`,
      payload: { email },
      headers,
      token,
    });
  const languageOf = async (email: string) =>
    (await t.app.ctx.db.select().from(subscribers).where(eq(subscribers.email, email)))[0]?.language;
  const confirm = (link: string) =>
    t.request({
      method: "POST",
      url: "/api/v1/newsletter/confirm",
      payload: { token: param(link, "confirm") },
    });
  const chooseLanguage = (token: string, language: "vi" | "en" | null) =>
    t.request({ method: "PUT", url: "/api/v1/me/preferences", token, payload: { language } });

  it("is the one the page was in (Accept-Language, then the lang cookie), kept with it for its mails", async () => {
    await subscribeIn("vi.header@example.com", { "accept-language": "vi-VN,vi;q=0.9,en;q=0.8" });
    await subscribeIn("vi.cookie@example.com", { "accept-language": "en-US", cookie: "lang=vi" });
    await subscribeIn("no.language@example.com", { "accept-language": "fr-FR" });
    expect(await languageOf("vi.header@example.com")).toBe("vi");
    expect(await languageOf("vi.cookie@example.com")).toBe("vi");
    expect(await languageOf("no.language@example.com")).toBeNull();

    const [vi] = mailsTo("vi.header@example.com");
    expect(vi!.subject).toBe(`Xác nhận đăng ký nhận tin từ ${author.user.name}`);
    expect(vi!.html).toContain("Đồng ý đăng ký");
    expect(mailsTo("vi.cookie@example.com")[0]!.subject).toBe(vi!.subject);
    const [en] = mailsTo("no.language@example.com");
    expect(en!.subject).toBe(`Confirm your subscription to ${author.user.name}`);

    expect((await confirm(vi!.link!)).statusCode).toBe(200);
    expect((await confirm(en!.link!)).statusCode).toBe(200);
    await publishPost(t, author.token, { title: "Mailed in two languages" });
    const inVietnamese = mailsTo("vi.header@example.com").find(
      (m) => m.subject === "Mailed in two languages",
    )!;
    expect(inVietnamese.html).toContain("Đọc trên trang →");
    expect(inVietnamese.text).toContain("\nHuỷ đăng ký: http://localhost:3000/newsletter?unsubscribe=");
    const inEnglish = mailsTo("no.language@example.com").find(
      (m) => m.subject === "Mailed in two languages",
    )!;
    expect(inEnglish.html).toContain("Read on the site →");
  });

  it("is a member's own choice first, and a stranger typing in a listed address does not change it", async () => {
    const member = await verifiedUser(t);
    await chooseLanguage(member.token, "vi");
    const own = await subscribeIn(member.user.email, { "accept-language": "en" }, member.token);
    expect(own.json().data).toEqual({ status: "active", confirmationSent: false });
    expect(await languageOf(member.user.email)).toBe("vi");
    await subscribeIn(member.user.email, { "accept-language": "en" });
    expect(await languageOf(member.user.email)).toBe("vi");

    await publishPost(t, author.token, { title: "For a Vietnamese member" });
    const first = mailsTo(member.user.email).find((m) => m.subject === "For a Vietnamese member")!;
    expect(first.text).toContain(`Tác giả: ${author.user.name}`);
    await chooseLanguage(member.token, "en");
    await publishPost(t, author.token, { title: "For the same member, now English" });
    const second = mailsTo(member.user.email).find((m) => m.subject === "For the same member, now English")!;
    expect(second.text).toContain(`by ${author.user.name}`);
  });

  it("is the new page's when an address waiting for confirmation or gone subscribes anew", async () => {
    await subscribeIn("comes.back@example.com", { "accept-language": "en" });
    expect(await languageOf("comes.back@example.com")).toBe("en");
    await subscribeIn("comes.back@example.com", { "accept-language": "vi" });
    expect(await languageOf("comes.back@example.com")).toBe("vi");
    await subscribeIn("comes.back@example.com", {});
    expect(await languageOf("comes.back@example.com")).toBe("vi");
  });
});
