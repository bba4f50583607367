// Every user-facing string of the support assistant (spec §2.5, §4, §8), quoted verbatim, and the persona
// it answers as.
export const ASSISTANT_PERSONA = { id: "support", name: "Customer Support", username: "support" } as const;

export const TEXT = {
  tooltip: "Chat với chúng tôi",
  statusActive: "Đang hoạt động",
  statusAnswering: "Đang trả lời...",
  newChat: "Tạo đoạn chat mới",
  greeting: "Xin chào! Chúng tôi có thể giúp gì cho bạn?",
  creating: "Đang tạo đoạn chat mới",
  sendError: "Xin lỗi, có lỗi xảy ra. Vui lòng thử lại.",
  newChatError: "Có lỗi xảy ra khi tạo đoạn chat mới. Vui lòng thử lại.",
  loadingHistory: "Đang tải tin nhắn",
  typing: "Đang trả lời",
  inputLabel: "Nhập tin nhắn",
  inputPlaceholder: "Nhập tin nhắn...",
  send: "Gửi",
  close: "Đóng",
  menu: "Tùy chọn",
  sources: "Nguồn",
  /** The sources' label under an English answer (the label follows the answer's language). */
  sourcesEn: "Sources",
  unread: "Có tin nhắn mới",
  hint: "Enter để gửi · Shift+Enter để xuống dòng",
} as const;
