// The messages area's Vietnamese interface strings (see ../catalogue.ts). The chat strings the product spec
// quotes (§2.4, §2.5, §8) are kept here verbatim.
import type { Translation } from "../catalogue";
import type english from "../en/messages";

const messages: Translation<typeof english> = {
  "messages.common.newMessage": "Tin nhắn mới",
  "messages.common.startConversation": "Bắt đầu cuộc trò chuyện",
  "messages.common.loadingConversation": "Đang tải cuộc trò chuyện",
  "messages.common.noMessagesYet": "Chưa có tin nhắn",
  "messages.common.unread": "{count} chưa đọc",
  "messages.common.deletedUser": "Người dùng đã xoá",
  "messages.common.conversationsFailed": "Không tải được các cuộc trò chuyện.",
  "messages.common.username": "@{username}",

  "messages.messageButton.label": "Nhắn tin",

  "messages.composer.placeholder": "Nhập tin nhắn...",
  "messages.composer.label": "Tin nhắn",
  "messages.composer.send": "Gửi",

  "messages.list.label": "Tin nhắn",
  "messages.list.actions": "Thao tác với tin nhắn",
  "messages.list.report": "Báo cáo",
  "messages.list.typingLabel": "{name} đang nhập",
  "messages.list.someoneTypingLabel": "Có người đang nhập",
  "messages.list.typingNamed": "{name} đang nhập…",
  "messages.list.typing": "Đang nhập…",

  "messages.window.label": "Trò chuyện với {name}",
  "messages.window.status": "Hoạt động 5 phút trước",
  "messages.window.options": "Tuỳ chọn trò chuyện",
  "messages.window.openInMessages": "Mở trong Messages",
  "messages.window.openChat": "Mở cuộc trò chuyện với {name}",
  "messages.window.newMessageDot": "Tin nhắn mới",
  "messages.window.minimize": "Thu nhỏ cuộc trò chuyện",
  "messages.window.close": "Đóng cuộc trò chuyện",
  "messages.window.openNewMessage": "Mở tin nhắn mới",
  "messages.window.findSomeone": "Tìm người để nhắn tin",

  "messages.feed.reply": "Trả lời",

  "messages.menu.name": "Tin nhắn",
  "messages.menu.loading": "Đang tải các cuộc trò chuyện",
  "messages.menu.empty": "Chưa có cuộc trò chuyện nào",
  "messages.menu.viewAll": "Xem tất cả tin nhắn",
  "messages.menu.link": "Tin nhắn",

  "messages.peopleSearch.placeholder": "Tìm theo tên hoặc tên người dùng",
  "messages.peopleSearch.label": "Tìm người",
  "messages.peopleSearch.searching": "Đang tìm",
  "messages.peopleSearch.failed": "Tìm kiếm thất bại. Hãy thử lại.",
  "messages.peopleSearch.none": "Không tìm thấy ai.",
  "messages.peopleSearch.results": "Mọi người",

  "messages.page.conversations": "Cuộc trò chuyện",
  "messages.page.heading": "Tin nhắn",
  "messages.page.emptyDescription":
    "Chọn một cuộc trò chuyện, hoặc bắt đầu trò chuyện với một người viết hay người đọc khác.",
  "messages.page.noConversations": "Chưa có cuộc trò chuyện nào.",
  "messages.newMessageDialog.close": "Đóng",
  "messages.newMessageDialog.failed": "Bạn không thể nhắn tin cho người này.",
  "messages.thread.notFound": "Không tìm thấy cuộc trò chuyện",
  "messages.thread.loadFailed": "Không tải được cuộc trò chuyện này",
  "messages.thread.back": "Quay lại danh sách trò chuyện",
  "messages.thread.loadingOlder": "Đang tải tin nhắn cũ hơn",
  "messages.thread.deleteTitle": "Xoá cuộc trò chuyện này?",
  "messages.thread.deleteMessage": "Cuộc trò chuyện chỉ bị xoá ở phía bạn; người kia vẫn giữ bản của họ.",
  "messages.thread.delete": "Xoá cuộc trò chuyện",

  "messages.assistant.name": "Hỗ trợ khách hàng",
  "messages.assistant.tooltip": "Chat với chúng tôi",
  "messages.assistant.statusActive": "Đang hoạt động",
  "messages.assistant.statusAnswering": "Đang trả lời...",
  "messages.assistant.newChat": "Tạo đoạn chat mới",
  "messages.assistant.greeting": "Xin chào! Chúng tôi có thể giúp gì cho bạn?",
  "messages.assistant.creating": "Đang tạo đoạn chat mới",
  "messages.assistant.sendError": "Xin lỗi, có lỗi xảy ra. Vui lòng thử lại.",
  "messages.assistant.newChatError": "Có lỗi xảy ra khi tạo đoạn chat mới. Vui lòng thử lại.",
  "messages.assistant.loadingHistory": "Đang tải tin nhắn",
  "messages.assistant.messages": "Tin nhắn",
  "messages.assistant.typing": "Đang trả lời",
  "messages.assistant.inputLabel": "Nhập tin nhắn",
  "messages.assistant.inputPlaceholder": "Nhập tin nhắn...",
  "messages.assistant.send": "Gửi",
  "messages.assistant.close": "Đóng",
  "messages.assistant.menu": "Tuỳ chọn",
  "messages.assistant.hint": "Enter để gửi · Shift+Enter để xuống dòng",
};

export default messages;
