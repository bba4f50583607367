// The About page a new site starts with, in its default language and naming no site, so it fits whatever the
// owner calls theirs. While nobody has edited it, it follows the site's default language when that changes.
import type { Language } from "@inkwell/contract";
import { and, eq, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pages, users } from "../../db/schema";

interface SeededPage {
  title: string;
  html: string;
  description: string;
}

const ABOUT_SLUG = "about";

const ABOUT: Record<Language, SeededPage> = {
  en: {
    title: "A home for writing that lasts",
    description: "What this site is, who it is for and how it works.",
    html: [
      "<p>This is a place for people who care about words. It gives writers a calm place to draft and publish, and gives readers a clean, distraction-free way to find stories worth their time.</p>",
      "<h2>Write beautifully</h2><p>A focused editor, drafts, scheduling and SEO settings for every post.</p>",
      "<h2>Build a readership</h2><p>Readers follow you, like and bookmark your work, and join the conversation.</p>",
      "<h2>Talk directly</h2><p>Direct messages connect writers and readers without leaving the site.</p>",
      "<h2>Who it's for</h2><p>Individual writers, small teams and communities who want a modern publishing experience without handing their audience to someone else.</p>",
      "<h2>Your content, your choice</h2><p>Every post can be public, visible to your followers only, or kept private to you. You decide when it goes live, and you can schedule it for later.</p>",
      '<p><a href="/register">Start writing</a> · <a href="/contact">Contact us</a></p>',
    ].join(""),
  },
  vi: {
    title: "Một mái nhà cho những trang viết bền lâu",
    description: "Trang này là gì, dành cho ai và hoạt động ra sao.",
    html: [
      "<p>Đây là nơi dành cho những người trân trọng con chữ: một góc yên tĩnh để người viết soạn thảo và xuất bản, và một cách đọc gọn gàng, không xao nhãng để bạn đọc tìm thấy những câu chuyện đáng để dành thời gian.</p>",
      "<h2>Viết thật đẹp</h2><p>Trình soạn thảo tập trung, bản nháp, hẹn giờ đăng và thiết lập SEO cho từng bài viết.</p>",
      "<h2>Xây dựng độc giả</h2><p>Bạn đọc theo dõi bạn, thích và lưu bài viết của bạn, và cùng tham gia thảo luận.</p>",
      "<h2>Trò chuyện trực tiếp</h2><p>Tin nhắn riêng kết nối người viết và bạn đọc mà không phải rời khỏi trang.</p>",
      "<h2>Dành cho ai</h2><p>Người viết độc lập, nhóm nhỏ và cộng đồng muốn có trải nghiệm xuất bản hiện đại mà không phải giao độc giả của mình cho người khác.</p>",
      "<h2>Nội dung của bạn, lựa chọn của bạn</h2><p>Mỗi bài viết có thể công khai, chỉ dành cho người theo dõi bạn, hoặc chỉ riêng bạn xem. Bạn quyết định khi nào bài được đăng, và có thể hẹn giờ đăng sau.</p>",
      '<p><a href="/register">Bắt đầu viết</a> · <a href="/contact">Liên hệ</a></p>',
    ].join(""),
  },
};

/**
 * Gives a site nobody has joined yet its About page in `language`; never replaces one. Only a member can have
 * deleted it, so it does not come back to a site that has them.
 */
export async function seedAboutPage(db: Db, language: Language): Promise<void> {
  const [someone] = await db.select({ id: users.id }).from(users).limit(1);
  if (someone) return;
  await db
    .insert(pages)
    .values({ slug: ABOUT_SLUG, status: "published", ...ABOUT[language] })
    .onConflictDoNothing();
}

/** Rewrites the About page in `language` if it is still, word for word, the one a site starts with. */
export async function aboutFollowsLanguage(db: Db, language: Language): Promise<void> {
  const seeded = Object.values(ABOUT).map(({ title, html }) =>
    and(eq(pages.title, title), eq(pages.html, html)),
  );
  await db
    .update(pages)
    .set({ ...ABOUT[language], updatedAt: sql`now()` })
    .where(and(eq(pages.slug, ABOUT_SLUG), ne(pages.title, ABOUT[language].title), or(...seeded)));
}
