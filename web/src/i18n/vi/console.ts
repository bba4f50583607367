// The console area's Vietnamese interface strings (see ../catalogue.ts).
import type { Translation } from "../catalogue";
import type english from "../en/console";

const messages: Translation<typeof english> = {
  // Shared by the console's screens
  "console.handle": "@{username}",
  "console.untitled": "Không có tiêu đề",
  "console.withNote": "{text} — “{note}”",
  "console.actionFailed": "Không thực hiện được. Vui lòng thử lại.",
  "console.cancel": "Huỷ",

  // What was reported
  "console.reason.spam": "Spam hoặc quảng cáo",
  "console.reason.harassment": "Quấy rối hoặc bắt nạt",
  "console.reason.hate": "Ngôn từ thù ghét",
  "console.reason.sexual": "Nội dung tình dục",
  "console.reason.violence": "Bạo lực hoặc đe doạ",
  "console.reason.illegal": "Vi phạm pháp luật",
  "console.reason.other": "Lý do khác",
  "console.target.post": "bài viết",
  "console.target.comment": "bình luận",
  "console.target.user": "tài khoản",
  "console.target.message": "tin nhắn",

  // The report dialog
  "console.reportDialog.title":
    "{target, select, post {Báo cáo bài viết này} comment {Báo cáo bình luận này} user {Báo cáo tài khoản này} message {Báo cáo tin nhắn này} other {Báo cáo}}",
  "console.reportDialog.question":
    "{target, select, post {Bài viết này có vấn đề gì?} comment {Bình luận này có vấn đề gì?} user {Tài khoản này có vấn đề gì?} message {Tin nhắn này có vấn đề gì?} other {Có vấn đề gì?}}",
  "console.reportDialog.reason": "Lý do",
  "console.reportDialog.note": "Kiểm duyệt viên cần biết thêm gì không? (không bắt buộc)",
  "console.reportDialog.chooseReason": "Hãy chọn vấn đề trước.",
  "console.reportDialog.failed": "Không gửi được báo cáo. Vui lòng thử lại.",
  "console.reportDialog.send": "Gửi báo cáo",
  "console.reportDialog.thanksTitle": "Cảm ơn bạn đã báo cho chúng tôi",
  "console.reportDialog.thanksText":
    "Kiểm duyệt viên sẽ sớm xem xét. Bạn sẽ nhận được thông báo khi họ xử lý xong.",
  "console.reportDialog.close": "Đóng",

  // The console's frame
  "console.nav.label": "Bảng quản trị",
  "console.nav.checkingSession": "Đang kiểm tra phiên đăng nhập",
  "console.nav.dashboard": "Tổng quan",
  "console.nav.reports": "Báo cáo",
  "console.nav.users": "Người dùng",
  "console.nav.posts": "Bài viết",
  "console.nav.topics": "Chủ đề",
  "console.nav.assistant": "Trợ lý",
  "console.nav.contact": "Liên hệ",
  "console.nav.log": "Nhật ký",
  "console.nav.blocklist": "Danh sách chặn",

  // Labels of the codes the console shows
  "console.role.user": "người dùng",
  "console.role.moderator": "kiểm duyệt viên",
  "console.role.admin": "quản trị viên",
  "console.accountState.active": "đang hoạt động",
  "console.accountState.suspended": "tạm khoá",
  "console.accountState.banned": "bị cấm",
  "console.moderation.held": "chờ duyệt",
  "console.moderation.hidden": "đã ẩn",
  "console.visibility.public": "công khai",
  "console.visibility.followers": "người theo dõi",
  "console.visibility.private": "riêng tư",
  "console.featured": "nổi bật",
  "console.agent.faq": "hỏi đáp",
  "console.agent.account": "tài khoản",
  "console.agent.writing": "viết bài",
  "console.agent.discovery": "khám phá",
  "console.agent.smalltalk": "trò chuyện",
  "console.agent.fallback": "dự phòng",
  "console.audit.report.dismiss": "Bỏ qua báo cáo",
  "console.audit.report.hide": "Ẩn theo báo cáo",
  "console.audit.report.remove": "Gỡ theo báo cáo",
  "console.audit.report.suspend": "Tạm khoá theo báo cáo",
  "console.audit.report.ban": "Cấm theo báo cáo",
  "console.audit.post.hide": "Ẩn bài viết",
  "console.audit.post.unhide": "Hiện lại bài viết",
  "console.audit.post.remove": "Gỡ bài viết",
  "console.audit.post.feature": "Đặt bài viết nổi bật",
  "console.audit.post.unfeature": "Bỏ nổi bật bài viết",
  "console.audit.comment.hide": "Ẩn bình luận",
  "console.audit.comment.unhide": "Hiện lại bình luận",
  "console.audit.comment.remove": "Gỡ bình luận",
  "console.audit.user.role": "Đổi vai trò",
  "console.audit.user.suspend": "Tạm khoá tài khoản",
  "console.audit.user.ban": "Cấm tài khoản",
  "console.audit.user.unban": "Khôi phục tài khoản",
  "console.audit.topic.rename": "Đổi tên chủ đề",
  "console.audit.topic.merge": "Gộp chủ đề",
  "console.audit.topic.delete": "Xoá chủ đề",
  "console.audit.blocklist.update": "Sửa danh sách chặn",
  "console.audit.assistant.accept": "Chấp nhận gợi ý trợ lý",
  "console.audit.assistant.reject": "Từ chối gợi ý trợ lý",
  "console.audit.site.update": "Đổi cài đặt trang",

  // Dashboard
  "console.dashboard.title": "Tổng quan",
  "console.dashboard.description": "Nội dung trên trang và những gì đang chờ kiểm duyệt viên.",
  "console.dashboard.figures": "Số liệu",
  "console.dashboard.users": "Người dùng",
  "console.dashboard.posts": "Bài viết",
  "console.dashboard.comments": "Bình luận",
  "console.dashboard.openReports": "Báo cáo chờ xử lý",
  "console.dashboard.held": "Chờ duyệt",
  "console.dashboard.suspended": "Tạm khoá",
  "console.dashboard.banned": "Bị cấm",
  "console.dashboard.signups": "Lượt đăng ký mỗi ngày",
  "console.dashboard.openHeading": "Báo cáo chờ xử lý",
  "console.dashboard.untitledTarget":
    "{target, select, post {Một bài viết} comment {Một bình luận} user {Một tài khoản} message {Một tin nhắn} other {Một mục}}",
  "console.dashboard.openRow": "{reasons} · {count, plural, other {# báo cáo}} · {when}",
  "console.dashboard.nothingWaiting": "Không có gì đang chờ. Tốt lắm!",
  "console.dashboard.queueLink": "Mở hàng đợi báo cáo",

  // The sign-ups chart
  "console.signups.summary": "{total} lượt đăng ký từ {first} đến {last}, nhiều nhất {peak} trong một ngày",
  "console.signups.none": "Chưa có lượt đăng ký",
  "console.signups.dayCount": "{day}: {count}",
  "console.signups.caption": "Lượt đăng ký mỗi ngày",
  "console.signups.day": "Ngày",
  "console.signups.count": "Lượt đăng ký",

  // The reports queue
  "console.reports.title": "Báo cáo",
  "console.reports.keys":
    "Phím tắt: <kbd>j</kbd> <kbd>k</kbd> di chuyển, <kbd>d</kbd> bỏ qua, <kbd>h</kbd> ẩn, <kbd>r</kbd> gỡ, <kbd>s</kbd> tạm khoá, <kbd>b</kbd> cấm.",
  "console.reports.filter": "Loại báo cáo",
  "console.reports.status.open": "Chờ xử lý",
  "console.reports.status.resolved": "Đã xử lý",
  "console.reports.emptyOpen": "Không có báo cáo chờ xử lý",
  "console.reports.emptyResolved": "Chưa có báo cáo đã xử lý",
  "console.reports.emptyOpenText": "Khi có người báo cáo, nội dung sẽ hiện ở đây.",
  "console.reports.listOpen": "Báo cáo chờ xử lý",
  "console.reports.listResolved": "Báo cáo đã xử lý",
  "console.reports.action.dismiss": "Bỏ qua",
  "console.reports.action.hide": "Ẩn",
  "console.reports.action.remove": "Gỡ bỏ",
  "console.reports.action.suspend": "Tạm khoá 7 ngày",
  "console.reports.action.ban": "Cấm tác giả",
  "console.reports.confirmRemove.title": "Gỡ nội dung này với mọi người?",
  "console.reports.confirmRemove.message": "Bài viết, bình luận hoặc tin nhắn sẽ bị xoá; không thể hoàn tác.",
  "console.reports.confirmRemove.label": "Gỡ bỏ",
  "console.reports.confirmBan.title": "Cấm tác giả?",
  "console.reports.confirmBan.message":
    "Họ bị đăng xuất khỏi mọi thiết bị, không thể đăng nhập lại, và người khác không còn thấy những gì họ đã viết.",
  "console.reports.confirmBan.label": "Cấm",

  // A card of the reports queue
  "console.reportCard.label":
    "{target, select, post {Bài viết bị báo cáo} comment {Bình luận bị báo cáo} user {Tài khoản bị báo cáo} message {Tin nhắn bị báo cáo} other {Nội dung bị báo cáo}}",
  "console.reportCard.labelWithTitle":
    "{target, select, post {Bài viết bị báo cáo: {title}} comment {Bình luận bị báo cáo: {title}} user {Tài khoản bị báo cáo: {title}} message {Tin nhắn bị báo cáo: {title}} other {Nội dung bị báo cáo: {title}}}",
  "console.reportCard.moderation": "{state, select, held {chờ duyệt} other {đã ẩn}}",
  "console.reportCard.onPost": "<muted>ở bài</muted> {title}",
  "console.reportCard.counts": "{count, plural, other {# báo cáo}} · gần nhất {when}",
  "console.reportCard.by": "Của <link>@{username}</link>",
  "console.reportCard.gone":
    "{target, select, post {Bài viết này không còn tồn tại.} comment {Bình luận này không còn tồn tại.} user {Tài khoản này không còn tồn tại.} message {Tin nhắn này không còn tồn tại.} other {Nội dung này không còn tồn tại.}}",
  "console.reportCard.report": "@{username}: {reason}",
  "console.reportCard.aModerator": "Một kiểm duyệt viên",
  "console.reportCard.resolution":
    "{action, select, dismiss {{who} đã bỏ qua {when}} hide {{who} đã ẩn {when}} remove {{who} đã gỡ {when}} suspend {{who} đã tạm khoá tác giả 7 ngày, {when}} ban {{who} đã cấm tác giả {when}} other {{who} đã xử lý {when}}}",

  // Users
  "console.users.title": "Người dùng",
  "console.users.description": "Tài khoản mới nhất trước.",
  "console.users.search": "Tìm theo tên, tên người dùng hoặc email",
  "console.users.empty": "Không tìm thấy tài khoản",
  "console.users.list": "Tài khoản",
  "console.users.handleEmail": "@{username} · {email}",
  "console.users.stateUntil": "{state, select, banned {bị cấm đến {date}} other {tạm khoá đến {date}}}",
  "console.users.unverified": "chưa xác minh",
  "console.users.summary":
    "Tham gia {date} · {posts, plural, other {# bài viết}} · {comments, plural, other {# bình luận}} · {reports, plural, other {# báo cáo chờ xử lý}}",
  "console.users.role": "Vai trò",
  "console.users.lift": "{state, select, banned {Gỡ lệnh cấm} other {Gỡ tạm khoá}}",
  "console.users.suspend": "Tạm khoá",
  "console.users.ban": "Cấm",
  "console.users.hideContent": "Ẩn nội dung",
  "console.users.showContent": "Nội dung của họ",

  // One account's content
  "console.userContent.posts": "Bài viết",
  "console.userContent.noPosts": "Chưa có bài viết.",
  "console.userContent.comments": "Bình luận gần đây",
  "console.userContent.noComments": "Chưa có bình luận.",
  "console.userContent.comment": "<link>{title}</link>, {when}: “{content}”",
  "console.userContent.removedComment": "<link>{title}</link>, {when}: <em>đã bị gỡ</em>",

  // The suspend and ban dialog
  "console.sanction.banTitle": "Cấm @{username}?",
  "console.sanction.suspendTitle": "Tạm khoá @{username}",
  "console.sanction.banText":
    "Họ bị đăng xuất khỏi mọi thiết bị, không thể đăng nhập, và người khác không còn thấy bài viết và bình luận của họ.",
  "console.sanction.suspendText": "Họ bị đăng xuất khỏi mọi thiết bị và không thể đăng nhập cho đến lúc đó.",
  "console.sanction.ban": "Cấm",
  "console.sanction.suspend": "Tạm khoá",
  "console.sanction.until": "Đến",
  "console.sanction.reason": "Lý do (sẽ gửi email cho họ)",
  "console.sanction.reasonMissing": "Hãy nêu lý do: lý do sẽ được gửi email cho họ.",

  // Posts
  "console.posts.title": "Bài viết",
  "console.posts.description":
    "Bài viết nổi bật đứng đầu Trang chủ; bài bị ẩn chỉ tác giả và ban quản trị thấy.",
  "console.posts.filter": "Hiển thị",
  "console.posts.filter.all": "Tất cả",
  "console.posts.filter.featured": "Nổi bật",
  "console.posts.filter.held": "Chờ duyệt",
  "console.posts.filter.hidden": "Đã ẩn",
  "console.posts.search": "Tìm bài viết",
  "console.posts.empty": "Không tìm thấy bài viết",
  "console.posts.list": "Bài viết",
  "console.posts.meta": "Của <link>@{username}</link> · {date} · {likes} lượt thích · {comments} bình luận",
  "console.posts.feature": "Đặt nổi bật",
  "console.posts.unfeature": "Bỏ nổi bật",
  "console.posts.letThrough": "Cho qua",
  "console.posts.showAgain": "Hiện lại",
  "console.posts.hide": "Ẩn",
  "console.posts.remove": "Gỡ bỏ",
  "console.posts.confirmTitle": "Gỡ bài viết này?",
  "console.posts.confirmMessage": "“{title}” sẽ bị xoá với mọi người, kể cả tác giả. Không thể hoàn tác.",

  // Topics
  "console.topics.title": "Chủ đề",
  "console.topics.description": "Số bài tính mọi bài viết gắn chủ đề này, kể cả bản nháp.",
  "console.topics.empty": "Không tìm thấy chủ đề",
  "console.topics.list": "Chủ đề",
  "console.topics.confirmTitle": "Xoá “{name}”?",
  "console.topics.confirmMessage": "Các bài viết vẫn còn, chỉ bỏ chủ đề này. Không thể hoàn tác.",
  "console.topics.meta": "/{slug} · {count, plural, other {# bài viết}}",
  "console.topics.newName": "Tên mới cho {name}",
  "console.topics.rename": "Đổi tên",
  "console.topics.mergeLabel": "Gộp {name} vào",
  "console.topics.mergeInto": "Gộp vào…",
  "console.topics.merge": "Gộp",
  "console.topics.delete": "Xoá",

  // The assistant's training
  "console.assistant.title": "Huấn luyện trợ lý",
  "console.assistant.description":
    "Góp ý của độc giả chưa thay đổi câu trả lời nào cho đến khi được chấp nhận ở đây.",
  "console.assistant.filter": "Loại gợi ý",
  "console.assistant.status.pending": "Đang chờ",
  "console.assistant.status.accepted": "Đã chấp nhận",
  "console.assistant.status.rejected": "Đã từ chối",
  "console.assistant.empty": "Chưa có gợi ý",
  "console.assistant.emptyText": "Góp ý độc giả gửi cho trợ lý sẽ hiện ở đây.",
  "console.assistant.list": "Gợi ý",
  "console.assistant.agents":
    "<muted>Gợi ý chuyển cho</muted> {suggested} <muted>hiện do</muted> {current} <muted>trả lời</muted>",
  "console.assistant.suggestedBy": "{count, plural, other {# độc giả}} đã gợi ý, lần gần nhất {when}",
  "console.assistant.accept": "Chấp nhận",
  "console.assistant.reject": "Từ chối",

  // Contact messages
  "console.contact.title": "Tin nhắn liên hệ",
  "console.contact.description": "Gửi từ trang liên hệ; mỗi tin cũng đã được gửi email tới địa chỉ hỗ trợ.",
  "console.contact.filter": "Loại tin nhắn",
  "console.contact.status.open": "Chưa xử lý",
  "console.contact.status.handled": "Đã xử lý",
  "console.contact.emptyOpen": "Không có tin nhắn chưa xử lý",
  "console.contact.emptyHandled": "Chưa có tin nhắn đã xử lý",
  "console.contact.emptyOpenText": "Những gì mọi người gửi từ trang liên hệ sẽ hiện ở đây.",
  "console.contact.listOpen": "Tin nhắn chưa xử lý",
  "console.contact.listHandled": "Tin nhắn đã xử lý",
  "console.contact.from": "Từ {name} '<'{email}'>'",
  "console.contact.fromMember": "Từ {name} '<'{email}'>' · <link>@{username}</link>",
  "console.contact.reply": "Trả lời qua email",
  "console.contact.handled": "Đã xử lý {when}",
  "console.contact.markHandled": "Đánh dấu đã xử lý",

  // The audit log
  "console.log.title": "Nhật ký quản trị",
  "console.log.description": "Ai đã làm gì, với cái gì và vì sao. Không thể sửa hay xoá các mục.",
  "console.log.empty": "Chưa có gì được ghi lại",
  "console.log.region": "Các mục nhật ký quản trị",
  "console.log.caption": "Nhật ký quản trị",
  "console.log.when": "Thời gian",
  "console.log.who": "Người làm",
  "console.log.action": "Hành động",
  "console.log.on": "Đối tượng",
  "console.log.note": "Ghi chú",
  "console.log.noActor": "—",

  // The blocklist
  "console.blocklist.title": "Danh sách chặn",
  "console.blocklist.description":
    "Bài viết hoặc bình luận chứa một trong các mục này sẽ bị giữ lại chờ duyệt thay vì được xuất bản. Từ được so khớp nguyên từ, không phân biệt dấu và hoa thường; một tên miền (như <code>spam.example</code>) khớp cả các tên miền con.",
  "console.blocklist.saved": "Đã lưu: {count} mục.",
  "console.blocklist.failed": "Không lưu được danh sách.",
  "console.blocklist.entriesLabel": "Các mục, mỗi dòng một mục",
  "console.blocklist.save": "Lưu danh sách chặn",
  "console.blocklist.count": "{count} mục",
};

export default messages;
