// The Vietnamese strings of a post's history in the editor (see ../catalogue.ts).
import type { Translation } from "../catalogue";
import type english from "../en/revisions";

const messages: Translation<typeof english> = {
  "revisions.open": "Lịch sử",
  "revisions.title": "Lịch sử",
  "revisions.description":
    "Các phiên bản trước của bài viết. Chọn một phiên bản để so sánh với nội dung hiện tại.",
  "revisions.close": "Đóng",
  "revisions.loading": "Đang tải lịch sử…",
  "revisions.loadFailed": "Không tải được lịch sử.",
  "revisions.empty": "Chưa có phiên bản nào trước đây. Các phiên bản được lưu lại mỗi khi bạn lưu bài.",
  "revisions.list": "Các phiên bản",
  "revisions.reason.autosave": "Tự động lưu",
  "revisions.reason.update": "Cập nhật",
  "revisions.reason.publish": "Đã xuất bản",
  "revisions.reason.restore": "Trước khi khôi phục",
  "revisions.item": "{reason} · {count, plural, other {# từ}}",
  "revisions.thisVersion": "Phiên bản này",
  "revisions.current": "Nội dung hiện tại",
  "revisions.untitled": "Chưa có tiêu đề",
  "revisions.same": "Phiên bản này giống hệt nội dung hiện tại.",
  "revisions.tooDifferent": "Hai phiên bản khác nhau quá nhiều để đánh dấu thay đổi theo từng từ.",
  "revisions.changes": "Thêm {added, plural, other {# từ}}, bớt {removed, plural, other {# từ}}",
  "revisions.added": "thêm",
  "revisions.removed": "bớt",
  "revisions.restore": "Khôi phục phiên bản này",
  "revisions.confirmRestore":
    "Thay nội dung hiện tại bằng phiên bản này? Nội dung bạn đang có vẫn được giữ trong lịch sử.",
  "revisions.cancel": "Huỷ",
  "revisions.confirm": "Khôi phục",
  "revisions.restoreFailed": "Không khôi phục được phiên bản. Vui lòng thử lại.",
};

export default messages;
