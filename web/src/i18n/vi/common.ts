// The common area's Vietnamese interface strings (see ../catalogue.ts).
import type { Translation } from "../catalogue";
import type english from "../en/common";

const messages: Translation<typeof english> = {
  "common.error.network": "Không kết nối được máy chủ. Hãy kiểm tra kết nối mạng rồi thử lại.",
  "common.error.serverTrouble": "Máy chủ đang gặp sự cố. Vui lòng thử lại sau giây lát.",
  "common.error.unknown": "Đã có lỗi xảy ra. Vui lòng thử lại.",
  "common.error.aborted": "Yêu cầu đã bị huỷ.",
  "common.error.signIn": "Vui lòng đăng nhập để tiếp tục.",
  "common.justNow": "vừa xong",
  "common.language": "Ngôn ngữ",
};

export default messages;
