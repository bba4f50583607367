// The newsletter's mails in their recipient's language: the confirmation, a post and the weekly digest.
import type { Post } from "@inkwell/contract";
import { describe, expect, it } from "vitest";
import { textsOf } from "../../../test/site";
import { confirmationMail, digestMail, postMail } from "./newsletter.mails";

const links = {
  oneClick: "https://inkwell.example/api/v1/newsletter/unsubscribe?token=m1.x",
  unsubscribe: "https://inkwell.example/newsletter?unsubscribe=m1.x",
  preferences: "https://inkwell.example/newsletter?token=m1.x",
};
const confirmUrl = "https://inkwell.example/newsletter?confirm=c1.x";

describe("the confirmation", () => {
  it("in English as before, in Vietnamese for a Vietnamese subscription", () => {
    const en = confirmationMail("r@example.com", textsOf("en"), { name: "Bea Writer" }, confirmUrl);
    expect(en.subject).toBe("Confirm your subscription to Bea Writer");
    expect(en.text).toBe(
      `Please confirm that you want Bea Writer's new posts by email.\n\nConfirm: ${confirmUrl}\n\nIf you did not ask for this on Inkwell, ignore this mail: nothing will be sent.`,
    );
    expect(en.html).toContain("Yes, subscribe me</a>");

    const vi = confirmationMail("r@example.com", textsOf("vi"), { name: "Bea Writer" }, confirmUrl);
    expect(vi.subject).toBe("Xác nhận đăng ký nhận tin từ Bea Writer");
    expect(vi.text).toContain("Vui lòng xác nhận rằng bạn muốn nhận bài viết mới của Bea Writer qua email.");
    expect(vi.text).toContain(`Xác nhận: ${confirmUrl}`);
    expect(vi.html).toContain('<html lang="vi">');
    expect(vi.html).toContain("Xác nhận đăng ký nhận tin</h1>");
    expect(vi.html).toContain("Đồng ý đăng ký</a>");
    expect(vi.link).toBe(confirmUrl);
  });
});

describe("a post", () => {
  const post = {
    title: "Hello",
    content: '<p>Body</p><iframe src="https://www.youtube.com/embed/x"></iframe>',
    coverImage: null,
    readTime: 3,
    author: { name: "Bea Writer" },
  } as unknown as Post;
  const urls = { post: "https://inkwell.example/blog/hello", publicUrl: "https://inkwell.example", ...links };

  it("in English as before", () => {
    const mail = postMail("r@example.com", textsOf("en"), post, urls);
    expect(mail.subject).toBe("Hello");
    expect(mail.html).toContain("Bea Writer · 3 min read");
    expect(mail.html).toContain('<a href="https://www.youtube.com/embed/x">Watch the video</a>');
    expect(mail.html).toContain("You get this because you subscribed to Bea Writer on Inkwell.");
    expect(mail.text).toContain("Hello\nby Bea Writer\n\n");
    expect(mail.text).toContain(
      `Read on the site: ${urls.post}\n\n--\nPreferences: ${links.preferences}\nUnsubscribe: ${links.unsubscribe}\n`,
    );
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<${links.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("in Vietnamese for a Vietnamese subscription", () => {
    const mail = postMail("r@example.com", textsOf("vi"), post, urls);
    expect(mail.subject).toBe("Hello");
    expect(mail.html).toContain('<html lang="vi">');
    expect(mail.html).toContain("Bea Writer · 3 phút đọc");
    expect(mail.html).toContain(">Xem video</a>");
    expect(mail.html).toContain("Đọc trên trang →</a>");
    expect(mail.html).toContain(
      `Bạn nhận được email này vì đã đăng ký nhận tin từ Bea Writer trên Inkwell. <a href="${links.preferences}">Tuỳ chọn</a> · <a href="${links.unsubscribe}">Huỷ đăng ký</a>`,
    );
    expect(mail.text).toContain("Hello\nTác giả: Bea Writer\n\n");
    expect(mail.text).toContain(
      `Đọc trên trang: ${urls.post}\n\n--\nTuỳ chọn: ${links.preferences}\nHuỷ đăng ký: ${links.unsubscribe}\n`,
    );
  });
});

describe("the weekly digest", () => {
  const week = { from: new Date("2026-02-23T09:00:00Z"), to: new Date("2026-03-02T09:00:00Z") };
  const posts = [
    { title: "One", excerpt: "First", author: "Bea", url: "https://inkwell.example/blog/one" },
    { title: "Two", excerpt: "Second", author: "Cy", url: "https://inkwell.example/blog/two" },
  ];

  it("in English as before, with its week", () => {
    const mail = digestMail("r@example.com", textsOf("en"), week, posts, links);
    expect(mail.subject).toBe("Your week on Inkwell: 2 new posts");
    expect(digestMail("r@example.com", textsOf("en"), week, posts.slice(0, 1), links).subject).toBe(
      "Your week on Inkwell: 1 new post",
    );
    expect(mail.html).toContain("This week from the writers you follow</h1>");
    expect(mail.html).toMatch(/Feb 23\s–\sMar 2, 2026/);
    expect(mail.text).toMatch(
      /^This week from the writers you follow\nFeb 23\s–\sMar 2, 2026\n\nOne \(Bea\)/,
    );
    expect(mail.text).toContain(`Stop the digest: ${links.unsubscribe}`);
  });

  it("in Vietnamese for a Vietnamese member", () => {
    const mail = digestMail("r@example.com", textsOf("vi"), week, posts, links);
    expect(mail.subject).toBe("Tuần của bạn trên Inkwell: 2 bài viết mới");
    expect(mail.html).toContain('<html lang="vi">');
    expect(mail.html).toContain("Tuần này từ những tác giả bạn theo dõi</h1>");
    expect(mail.html).toMatch(/23 thg 2\s–\s2 thg 3, 2026/);
    expect(mail.html).toContain("Bạn nhận được bản tin hằng tuần này từ Inkwell vì đã đăng ký.");
    expect(mail.html).toContain(">Cài đặt</a>");
    expect(mail.text).toContain(`Ngừng nhận bản tin tuần: ${links.unsubscribe}`);
  });
});

describe("a renamed site's newsletter mails", () => {
  const post = {
    title: "Hello",
    content: "<p>Body</p>",
    coverImage: null,
    readTime: 3,
    author: { name: "Bea" },
  };
  const week = { from: new Date("2026-02-23T09:00:00Z"), to: new Date("2026-03-02T09:00:00Z") };
  const urls = { post: "https://inkwell.example/blog/hello", publicUrl: "https://inkwell.example", ...links };
  const digest = [{ title: "One", excerpt: "First", author: "Bea", url: urls.post }];

  it("name the new title in their subject or footer, in English and Vietnamese", () => {
    const [en, vi] = [textsOf("en", "The Lantern"), textsOf("vi", "Đèn Lồng")];
    expect(confirmationMail("r@example.com", en, { name: "Bea" }, confirmUrl).html).toContain(
      "If you did not ask for this on The Lantern, ignore this mail",
    );
    expect(confirmationMail("r@example.com", vi, { name: "Bea" }, confirmUrl).text).toContain(
      "Nếu bạn không yêu cầu điều này trên Đèn Lồng,",
    );
    expect(postMail("r@example.com", en, post as unknown as Post, urls).html).toContain(
      "You get this because you subscribed to Bea on The Lantern.",
    );
    expect(postMail("r@example.com", vi, post as unknown as Post, urls).html).toContain(
      "đã đăng ký nhận tin từ Bea trên Đèn Lồng.",
    );
    const weekly = digestMail("r@example.com", en, week, digest, links);
    expect(weekly.subject).toBe("Your week on The Lantern: 1 new post");
    expect(weekly.html).toContain("You get this weekly digest from The Lantern because you asked for it.");
    const tuần = digestMail("r@example.com", vi, week, digest, links);
    expect(tuần.subject).toBe("Tuần của bạn trên Đèn Lồng: 1 bài viết mới");
    expect(tuần.html).toContain("Bạn nhận được bản tin hằng tuần này từ Đèn Lồng vì đã đăng ký.");
  });
});
