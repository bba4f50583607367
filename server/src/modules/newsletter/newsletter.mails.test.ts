// The newsletter's mails in their recipient's language: the confirmation, a post and the weekly digest.
import type { Post } from "@inkwell/contract";
import { describe, expect, it } from "vitest";
import { confirmationMail, digestMail, postMail } from "./newsletter.mails";

const links = {
  oneClick: "https://inkwell.example/api/v1/newsletter/unsubscribe?token=m1.x",
  unsubscribe: "https://inkwell.example/newsletter?unsubscribe=m1.x",
  preferences: "https://inkwell.example/newsletter?token=m1.x",
};
const confirmUrl = "https://inkwell.example/newsletter?confirm=c1.x";

describe("the confirmation", () => {
  it("in English as before, in Vietnamese for a Vietnamese subscription", () => {
    const en = confirmationMail("r@example.com", "en", { name: "Bea Writer" }, confirmUrl);
    expect(en.subject).toBe("Confirm your subscription to Bea Writer");
    expect(en.text).toBe(
      `Please confirm that you want Bea Writer's new posts by email.\n\nConfirm: ${confirmUrl}\n\nIf you did not ask for this, ignore this mail: nothing will be sent.`,
    );
    expect(en.html).toContain("Yes, subscribe me</a>");

    const vi = confirmationMail("r@example.com", "vi", { name: "Bea Writer" }, confirmUrl);
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
    const mail = postMail("r@example.com", "en", post, urls);
    expect(mail.subject).toBe("Hello");
    expect(mail.html).toContain("Bea Writer · 3 min read");
    expect(mail.html).toContain('<a href="https://www.youtube.com/embed/x">Watch the video</a>');
    expect(mail.html).toContain("You get this because you subscribed to Bea Writer.");
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
    const mail = postMail("r@example.com", "vi", post, urls);
    expect(mail.subject).toBe("Hello");
    expect(mail.html).toContain('<html lang="vi">');
    expect(mail.html).toContain("Bea Writer · 3 phút đọc");
    expect(mail.html).toContain(">Xem video</a>");
    expect(mail.html).toContain("Đọc trên trang →</a>");
    expect(mail.html).toContain(
      `Bạn nhận được email này vì đã đăng ký nhận tin từ Bea Writer. <a href="${links.preferences}">Tuỳ chọn</a> · <a href="${links.unsubscribe}">Huỷ đăng ký</a>`,
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
    const mail = digestMail("r@example.com", "en", week, posts, links);
    expect(mail.subject).toBe("Your week on Inkwell: 2 new posts");
    expect(digestMail("r@example.com", "en", week, posts.slice(0, 1), links).subject).toBe(
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
    const mail = digestMail("r@example.com", "vi", week, posts, links);
    expect(mail.subject).toBe("Tuần của bạn trên Inkwell: 2 bài viết mới");
    expect(mail.html).toContain('<html lang="vi">');
    expect(mail.html).toContain("Tuần này từ những tác giả bạn theo dõi</h1>");
    expect(mail.html).toMatch(/23 thg 2\s–\s2 thg 3, 2026/);
    expect(mail.html).toContain("Bạn nhận được bản tin hằng tuần này vì đã đăng ký.");
    expect(mail.html).toContain(">Cài đặt</a>");
    expect(mail.text).toContain(`Ngừng nhận bản tin tuần: ${links.unsubscribe}`);
  });
});
