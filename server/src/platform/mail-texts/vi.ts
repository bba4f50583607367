// The Vietnamese texts of every mail the server sends: exactly the keys of the English ones (en.ts, checked by
// the compiler) with the same placeholders (checked by mail-texts.test.ts).
import type english from "./en";

const texts: { readonly [Key in keyof typeof english]: string } = {
  "auth.verify.subject": "Xác minh địa chỉ email của bạn",
  "auth.verify.intro":
    "Chào {name}, chào mừng bạn đến với {site}! Vui lòng xác minh rằng đây là địa chỉ email của bạn.",
  "auth.verify.action": "Xác minh email",
  "auth.verify.outro":
    "Liên kết này chỉ dùng được một lần và hết hạn sau {hours, plural, other {# giờ}}. Nếu bạn không tạo tài khoản, hãy bỏ qua email này.",
  "auth.reset.subject": "Đặt lại mật khẩu",
  "auth.reset.intro":
    "Chào {name}, ai đó (hy vọng là bạn) đã yêu cầu đặt lại mật khẩu cho tài khoản {site} của bạn.",
  "auth.reset.action": "Chọn mật khẩu mới",
  "auth.reset.outro":
    "Liên kết này chỉ dùng được một lần và hết hạn sau {minutes, plural, other {# phút}}. Nếu bạn không yêu cầu, mật khẩu của bạn vẫn giữ nguyên.",

  "moderation.suspended.subject": "Tài khoản {site} của bạn bị tạm khoá",
  "moderation.suspended.intro":
    "Chào {name}, một điều hành viên đã tạm khoá tài khoản của bạn đến {until, time, utcMinute} (UTC) ngày {until, date, utcDay}.",
  "moderation.suspended.meaning":
    "Trong thời gian này bạn không thể đăng nhập; bài viết và bình luận của bạn vẫn được giữ nguyên. Sau thời điểm đó, bạn có thể đăng nhập lại.",
  "moderation.banned.subject": "Tài khoản {site} của bạn bị cấm",
  "moderation.banned.intro": "Chào {name}, một điều hành viên đã cấm tài khoản của bạn.",
  "moderation.banned.meaning":
    "Bạn không thể đăng nhập nữa, và bài viết cùng bình luận của bạn không còn hiển thị với người khác.",
  "moderation.restored.subject": "Tài khoản {site} của bạn đã được khôi phục",
  "moderation.restored.intro":
    "Chào {name}, lệnh cấm hoặc tạm khoá tài khoản của bạn đã được gỡ bỏ. Bạn có thể đăng nhập lại.",
  "moderation.reason": "Lý do: {reason}",
  "moderation.questions": "Thắc mắc: <link>{contact}</link>",

  "contact.subject": "[Liên hệ] {subject}",
  "contact.footer":
    "Tin nhắn liên hệ #{id} trên {site}; trả lời email này để phản hồi. <link>Tất cả tin nhắn</link>",
  "contact.senderLanguage": "Ngôn ngữ của người gửi: {language}.",

  "newsletter.confirm.subject": "Xác nhận đăng ký nhận tin từ {author}",
  "newsletter.confirm.heading": "Xác nhận đăng ký nhận tin",
  "newsletter.confirm.intro": "Vui lòng xác nhận rằng bạn muốn nhận bài viết mới của {author} qua email.",
  "newsletter.confirm.button": "Đồng ý đăng ký",
  "newsletter.confirm.link": "Xác nhận",
  "newsletter.confirm.ignore":
    "Nếu bạn không yêu cầu điều này trên {site}, hãy bỏ qua email này: bạn sẽ không nhận được gì thêm.",
  "newsletter.post.readTime": "{minutes, number} phút đọc",
  "newsletter.post.by": "Tác giả: {author}",
  "newsletter.post.readOnSite": "Đọc trên trang",
  "newsletter.post.watchVideo": "Xem video",
  "newsletter.post.why": "Bạn nhận được email này vì đã đăng ký nhận tin từ {author} trên {site}.",
  "newsletter.post.preferences": "Tuỳ chọn",
  "newsletter.post.unsubscribe": "Huỷ đăng ký",
  "newsletter.digest.subject": "Tuần của bạn trên {site}: {count, plural, other {# bài viết mới}}",
  "newsletter.digest.heading": "Tuần này từ những tác giả bạn theo dõi",
  "newsletter.digest.why": "Bạn nhận được bản tin hằng tuần này từ {site} vì đã đăng ký.",
  "newsletter.digest.settings": "Cài đặt",
  "newsletter.digest.stop": "Ngừng nhận bản tin tuần",

  "notifications.kind":
    "{kind, select, comments {bình luận về bài viết của bạn} replies {trả lời bình luận của bạn} followers {người theo dõi mới} mentions {lượt nhắc đến bạn} other {tin nhắn riêng chưa đọc}}",
  "notifications.comments.subject":
    "{count, plural, other {# bình luận mới}} về bài viết của bạn trên {site}",
  "notifications.replies.subject": "{count, plural, other {# trả lời mới}} cho bình luận của bạn trên {site}",
  "notifications.followers.subject": "{count, plural, other {# người theo dõi mới}} trên {site}",
  "notifications.mentions.subject": "{count, plural, other {Bạn được nhắc đến # lần}} trên {site}",
  "notifications.messages.subject": "{count, plural, other {# tin nhắn chưa đọc}} trên {site}",
  "notifications.comments.item": "{actor} đã bình luận về bài viết “{title}” của bạn",
  "notifications.replies.item": "{actor} đã trả lời bình luận của bạn trong “{title}”",
  "notifications.followers.item": "{actor} đã bắt đầu theo dõi bạn",
  "notifications.mentions.item": "{actor} đã nhắc đến bạn trong một bình luận về “{title}”",
  "notifications.messages.item": "{actor} đã gửi cho bạn một tin nhắn",
  "notifications.greeting": "Chào {name}, đây là những gì mới diễn ra trên {site}:",
  "notifications.more": "…và {count, plural, other {# điều khác}} trên trang.",
  "notifications.open": "Mở",
  "notifications.why": "Bạn nhận được email này vì đã bật email về {what} trong phần cài đặt.",
  "notifications.settings": "Cài đặt",
  "notifications.stop": "Ngừng nhận các email này",
  "notifications.unsubscribe.title": "Ngừng nhận email về {what}?",
  "notifications.unsubscribe.intro": "Bạn sẽ không còn nhận email về {what} từ {site} nữa.",
  "notifications.unsubscribe.confirm": "Ngừng nhận các email này",
  "notifications.unsubscribe.done":
    "Xong: bạn sẽ không nhận email về {what} nữa. Bạn có thể bật lại trong <link>Cài đặt</link>.",
};

export default texts;
