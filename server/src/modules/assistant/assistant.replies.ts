// Fixed replies of the assistant (greetings, thanks, hand-off, fallback) in both languages, and the site's
// settings they and the articles name.
import { escapeMarkdown } from "./assistant.markdown";
import { fold } from "./engine/normalize";
import { SITE_SLOT } from "./engine/site-name";
import type { Lang } from "./engine/types";

const SMALLTALK: { pattern: RegExp; vi: string; en: string }[] = [
  {
    pattern: /\b(cam on|thank|thanks|thx|tks|cam ta)\b/,
    vi: "Rất vui được giúp bạn! Nếu cần gì thêm, cứ hỏi mình nhé.",
    en: "You're welcome! Ask me anything else whenever you like.",
  },
  {
    pattern: /\b(tam biet|bye|goodbye|see you|hen gap lai)\b/,
    vi: "Tạm biệt! Chúc bạn đọc và viết thật vui trên {{site}}.",
    en: "Goodbye! Enjoy reading and writing on {{site}}.",
  },
  {
    pattern: /\b(ban la ai|la ai|who are you|are you a bot|bot|robot)\b/,
    vi: "Mình là trợ lý hỗ trợ tự động của **{{site}}**. Mình có thể hướng dẫn bạn về tài khoản, cách viết và đăng bài, hoặc tìm bài viết theo chủ đề.",
    en: "I'm **{{site}}**'s automated support assistant. I can help with your account, writing and publishing, or find posts on a subject.",
  },
  {
    pattern: /\b(khoe khong|how are you|ban khoe)\b/,
    vi: "Mình vẫn ổn, cảm ơn bạn! Mình có thể giúp gì cho bạn hôm nay?",
    en: "I'm doing well, thanks for asking! How can I help you today?",
  },
];

const GREETING = {
  vi: "Xin chào! Mình là trợ lý hỗ trợ của **{{site}}**. Mình có thể giúp bạn:\n- Đăng ký, đăng nhập và quản lý **tài khoản**\n- **Viết, lên lịch và đăng** bài\n- **Tìm bài viết** theo chủ đề\n\nBạn cần gì nào?",
  en: "Hello! I'm **{{site}}**'s support assistant. I can help you with:\n- Signing up, signing in and your **account**\n- **Writing, scheduling and publishing** posts\n- **Finding posts** on a subject\n\nWhat would you like to do?",
};

export function smalltalkReply(text: string, lang: Lang): string {
  const folded = fold(text);
  for (const entry of SMALLTALK) if (entry.pattern.test(folded)) return entry[lang];
  return GREETING[lang];
}

/** Written in replies and knowledge articles where the SUPPORT_EMAIL setting goes. */
const SUPPORT_EMAIL_SLOT = "{{supportEmail}}";

export interface ReplySettings {
  supportEmail: string;
  /** The site's title: the owner's words, so shown as text, never read as markdown. */
  siteTitle: string;
}

/** The markdown reply with the site's settings filled in. */
export function withSettings(text: string, settings: ReplySettings): string {
  const title = escapeMarkdown(settings.siteTitle);
  // Replacer functions: a replacement string would read "$'" or "$&" in a title as patterns.
  return text.replaceAll(SUPPORT_EMAIL_SLOT, () => settings.supportEmail).replaceAll(SITE_SLOT, () => title);
}

export function handoffReply(lang: Lang): string {
  return lang === "vi"
    ? "Bạn muốn trao đổi với nhân viên hỗ trợ? Hãy gửi email tới **{{supportEmail}}** hoặc dùng [trang Liên hệ](/contact) — chúng tôi thường trả lời trong vòng một ngày làm việc."
    : "Want to talk to a person? Email **{{supportEmail}}** or use the [Contact page](/contact) — we usually reply within one working day.";
}

export function fallbackReply(lang: Lang): string {
  return lang === "vi"
    ? "Xin lỗi, mình chưa hiểu rõ câu hỏi. Bạn có thể hỏi lại theo cách khác (ví dụ: *làm sao để đặt lại mật khẩu?*), hoặc [liên hệ với đội ngũ hỗ trợ](/contact)."
    : "Sorry, I'm not sure I understood. Try asking another way (for example: *how do I reset my password?*), or [contact our support team](/contact).";
}

export function tentativeNote(lang: Lang): string {
  return lang === "vi"
    ? "\n\nNếu đây chưa phải điều bạn cần, hãy hỏi cụ thể hơn hoặc [liên hệ với chúng tôi](/contact)."
    : "\n\nIf this is not what you meant, ask a little more specifically or [contact us](/contact).";
}
