// Draft previews' Vietnamese interface strings (see ../catalogue.ts).
import type { Translation } from "../catalogue";
import type english from "../en/preview";

const messages: Translation<typeof english> = {
  "preview.share.open": "Chia sẻ bản xem trước",
  "preview.share.title": "Chia sẻ bản xem trước",
  "preview.share.description":
    "Ai có liên kết này đều đọc được bản nháp như lần lưu gần nhất, cho đến khi liên kết hết hạn hoặc bạn thu hồi. Họ không thể sửa, bình luận hay xem các bản nháp khác của bạn.",
  "preview.share.making": "Đang tạo liên kết…",
  "preview.share.link": "Liên kết xem trước",
  "preview.share.copy": "Sao chép",
  "preview.share.copied": "Đã sao chép",
  "preview.share.revoke": "Thu hồi",
  "preview.share.expires": "Hết hạn {when}",
  "preview.share.revoked": "Liên kết đã bị thu hồi: nó không còn mở được bản nháp.",
  "preview.share.makeNew": "Tạo liên kết mới",
  "preview.share.failed": "Không tạo được liên kết. Vui lòng thử lại.",
  "preview.share.close": "Đóng",
  "preview.page.badge": "Bản xem trước",
  "preview.page.note":
    "Đây là bản xem trước của một bài viết chưa xuất bản, do tác giả chia sẻ. Nội dung có thể thay đổi trước khi xuất bản. Liên kết này dùng được đến {when}.",
  "preview.page.title": "Bản xem trước: {title}",
  "preview.page.untitled": "Bản nháp chưa có tiêu đề",
};

export default messages;
