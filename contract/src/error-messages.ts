// The API's error messages in Vietnamese: one table shared by the server (its error handler answers a
// request in its language) and the web app (forms validated in the browser with the contract's schemas).
// Messages are written in English where they are raised, and English they stay; here each is given its
// Vietnamese, exactly (MESSAGES) or, for messages with values in them, by a pattern (PATTERNS). A message
// with no translation is answered in English; a test reads the server's and the contract's source for every
// message they can answer with and fails on one that has none (server/test/error-messages.test.ts).
// No zod here: the web loads this with its forms only.
import type { Language } from "./languages";

/** English message → Vietnamese, for messages without values in them. */
const MESSAGES: Record<string, string> = {
  // Sign-in, sessions and accounts
  "Sign in to continue": "Vui lòng đăng nhập để tiếp tục",
  "Sign in to see posts from people you follow": "Đăng nhập để xem bài viết của những người bạn theo dõi",
  "You are not allowed to do this": "Bạn không có quyền thực hiện thao tác này",
  "Invalid access token": "Mã truy cập không hợp lệ",
  "Malformed Authorization header": "Tiêu đề Authorization không đúng định dạng",
  "Your session has ended, sign in again": "Phiên đăng nhập đã kết thúc, vui lòng đăng nhập lại",
  "Your session has expired, sign in again": "Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại",
  "This session was ended for your security, sign in again":
    "Phiên đăng nhập đã được kết thúc để bảo vệ tài khoản của bạn, vui lòng đăng nhập lại",
  "Your account no longer exists": "Tài khoản của bạn không còn tồn tại",
  "The email/username or password is incorrect": "Email/tên người dùng hoặc mật khẩu không đúng",
  "Current password is incorrect": "Mật khẩu hiện tại không đúng",
  "The password is incorrect": "Mật khẩu không đúng",
  "Enter your password": "Vui lòng nhập mật khẩu",
  "Passwords do not match": "Mật khẩu không khớp",
  "Email or username is required": "Vui lòng nhập email hoặc tên người dùng",
  "Enter a valid email address": "Vui lòng nhập địa chỉ email hợp lệ",
  "Username may contain only lowercase letters, digits and underscores":
    "Tên người dùng chỉ được chứa chữ thường, chữ số và dấu gạch dưới",
  "This username is already taken": "Tên người dùng này đã có người sử dụng",
  "An account with this email already exists": "Đã có tài khoản dùng email này",
  "Already taken": "Đã được sử dụng",
  "This password is too common; choose one that is harder to guess":
    "Mật khẩu này quá phổ biến; hãy chọn mật khẩu khó đoán hơn",
  "Your password must not be your username or email address":
    "Mật khẩu không được trùng với tên người dùng hoặc địa chỉ email",
  "This account signs in with Google; use “Forgot password” to set a password":
    "Tài khoản này đăng nhập bằng Google; hãy dùng “Quên mật khẩu” để đặt mật khẩu",
  "This email address is linked to another Google account":
    "Địa chỉ email này đã được liên kết với một tài khoản Google khác",
  "Google sign-in is not configured": "Chưa thiết lập đăng nhập bằng Google",
  "Google sign-in could not be verified": "Không xác minh được lượt đăng nhập bằng Google",
  "Google account has no verified email": "Tài khoản Google không có email đã xác minh",
  "Your email address is already verified": "Địa chỉ email của bạn đã được xác minh",
  "You can only change your own password": "Bạn chỉ có thể đổi mật khẩu của chính mình",
  "This link is invalid or has already been used": "Liên kết không hợp lệ hoặc đã được sử dụng",
  "This link has expired, ask for a new one": "Liên kết đã hết hạn, hãy yêu cầu liên kết mới",
  "This link is not valid (it may have been cut short)":
    "Liên kết không hợp lệ (có thể đã bị cắt mất một phần)",
  "Invalid link": "Liên kết không hợp lệ",
  "Each email notification must be true or false": "Mỗi loại thông báo qua email phải là true hoặc false",
  "emailNotifications must name comments, replies, followers, mentions or messages":
    "emailNotifications chỉ gồm comments, replies, followers, mentions hoặc messages",
  "Invalid session id": "Mã phiên không hợp lệ",
  "This account has been banned.": "Tài khoản này đã bị cấm.",
  "This account is neither suspended nor banned": "Tài khoản này không bị tạm khóa hay bị cấm",
  // Permissions and moderation
  "Only administrators can do this": "Chỉ quản trị viên mới có thể làm việc này",
  "Only moderators and administrators can do this":
    "Chỉ người kiểm duyệt và quản trị viên mới có thể làm việc này",
  "Only administrators can suspend or ban a moderator":
    "Chỉ quản trị viên mới có thể tạm khóa hoặc cấm người kiểm duyệt",
  "You cannot suspend or ban yourself": "Bạn không thể tự tạm khóa hoặc cấm chính mình",
  "Administrators cannot be suspended or banned; change their role first":
    "Không thể tạm khóa hoặc cấm quản trị viên; hãy đổi vai trò của họ trước",
  "A banned or suspended account cannot be made a moderator or an administrator; lift the sanction first":
    "Không thể đặt tài khoản bị cấm hoặc bị tạm khóa làm người kiểm duyệt hay quản trị viên; hãy gỡ hình phạt trước",
  "Not for a banned or suspended account": "Không áp dụng cho tài khoản bị cấm hoặc bị tạm khóa",
  "This would leave no administrator who can act: make someone else an administrator first":
    "Thao tác này sẽ không còn quản trị viên nào hoạt động được: hãy đặt người khác làm quản trị viên trước",
  "The reported content no longer exists; dismiss the report":
    "Nội dung bị báo cáo không còn tồn tại; hãy bỏ qua báo cáo",
  "This report could not be stored; try again": "Không lưu được báo cáo này; hãy thử lại",
  "This report has already been resolved": "Báo cáo này đã được xử lý",
  "The author of this no longer exists": "Tác giả của nội dung này không còn tồn tại",
  "Give a reason": "Vui lòng nhập lý do",
  "Choose someone else": "Hãy chọn người khác",
  "Type a name or username": "Vui lòng nhập tên hoặc tên người dùng",
  // Profiles and people
  "You can only edit your own profile": "Bạn chỉ có thể sửa hồ sơ của chính mình",
  "You can only delete your own account": "Bạn chỉ có thể xóa tài khoản của chính mình",
  "Your profile already exists; edit it instead": "Hồ sơ của bạn đã tồn tại; hãy chỉnh sửa hồ sơ đó",
  "Give at least one of introduction, avatar, website or socials":
    "Hãy điền ít nhất một trong các mục: giới thiệu, ảnh đại diện, trang web hoặc mạng xã hội",
  "Socials must be an object": "Mạng xã hội phải là một đối tượng",
  "You cannot follow this user": "Bạn không thể theo dõi người dùng này",
  "You cannot follow yourself": "Bạn không thể tự theo dõi chính mình",
  "You cannot block yourself": "Bạn không thể tự chặn chính mình",
  "You cannot mute yourself": "Bạn không thể tự ẩn chính mình",
  "You cannot message this user": "Bạn không thể nhắn tin cho người dùng này",
  "You cannot message yourself": "Bạn không thể tự nhắn tin cho chính mình",
  // Posts, topics and tags
  "Only the author can change this post": "Chỉ tác giả mới có thể sửa bài viết này",
  "Only published public posts can be featured": "Chỉ bài viết công khai đã đăng mới có thể được nổi bật",
  "You cannot like this author's posts": "Bạn không thể thích bài viết của tác giả này",
  "A title is needed to publish": "Cần có tiêu đề để đăng bài",
  "Write something before publishing": "Hãy viết nội dung trước khi đăng",
  "Write something first": "Hãy viết gì đó trước đã",
  "Choose when to publish": "Hãy chọn thời điểm đăng",
  "A publish time is required when scheduling": "Cần chọn thời điểm đăng khi hẹn giờ",
  "The publish time is in the past": "Thời điểm đăng đã ở trong quá khứ",
  "Choose a time from now on": "Hãy chọn thời điểm từ bây giờ trở đi",
  "Choose a time in the future": "Hãy chọn một thời điểm trong tương lai",
  "Publish time must be an ISO date-time": "Thời điểm đăng phải là ngày giờ theo định dạng ISO",
  "Content is too long": "Nội dung quá dài",
  "This content takes too long to process; simplify it and try again":
    "Nội dung này mất quá nhiều thời gian để xử lý; hãy đơn giản hóa rồi thử lại",
  "Too complex to read": "Quá phức tạp để đọc",
  "Visibility must be public, followers or private": "Chế độ hiển thị phải là public, followers hoặc private",
  "Status must be draft, scheduled or published": "Trạng thái phải là draft, scheduled hoặc published",
  // The site's pages
  "Status must be draft or published": "Trạng thái phải là draft hoặc published",
  "Slug may contain only lowercase letters, digits and single hyphens between them":
    "Slug chỉ được chứa chữ thường, chữ số và một dấu gạch nối giữa các từ",
  "This address is used by the site itself; choose another slug":
    "Địa chỉ này do chính trang web sử dụng; hãy chọn slug khác",
  "Another page already has this slug": "Một trang khác đã dùng slug này",
  "This site already has as many pages as it may; delete one first":
    "Trang web đã có số trang tối đa; hãy xóa bớt một trang trước",
  "A topic name needs letters or digits": "Tên chủ đề cần có chữ cái hoặc chữ số",
  "Use letters or digits": "Hãy dùng chữ cái hoặc chữ số",
  "Another topic already has this name; merge the two instead":
    "Đã có chủ đề khác mang tên này; hãy gộp hai chủ đề lại",
  "Choose another topic to merge into": "Hãy chọn một chủ đề khác để gộp vào",
  "Choose another topic": "Hãy chọn chủ đề khác",
  "An entry is one line": "Mỗi mục chỉ gồm một dòng",
  "Must be an http(s) URL or an uploaded image": "Phải là URL http(s) hoặc ảnh đã tải lên",
  // Comments
  "Only the author can change this comment": "Chỉ tác giả mới có thể sửa bình luận này",
  "Only the commenter or the post's author can remove this comment":
    "Chỉ người bình luận hoặc tác giả bài viết mới có thể gỡ bình luận này",
  "The author has turned comments off for this post": "Tác giả đã tắt bình luận cho bài viết này",
  "The comment you reply to does not exist": "Bình luận bạn trả lời không tồn tại",
  "You cannot reply to a deleted comment": "Bạn không thể trả lời bình luận đã bị xóa",
  "Unknown comment": "Bình luận không tồn tại",
  "Deleted comment": "Bình luận đã bị xóa",
  "You cannot comment here: one of you has blocked the other":
    "Bạn không thể bình luận ở đây: một trong hai người đã chặn người kia",
  "You cannot like this comment: one of you has blocked the other":
    "Bạn không thể thích bình luận này: một trong hai người đã chặn người kia",
  "You already posted this comment; say something new":
    "Bạn đã đăng bình luận này rồi; hãy viết điều gì đó mới",
  "New accounts can share links once their email is verified and they are a day old":
    "Tài khoản mới chỉ có thể chia sẻ liên kết khi đã xác minh email và được tạo ít nhất một ngày",
  "This cursor is not valid": "Con trỏ phân trang không hợp lệ",
  "Not a cursor": "Không phải con trỏ phân trang",
  // Messages, realtime and the assistant
  "You may not subscribe to this channel": "Bạn không được đăng ký kênh này",
  "channel_name has characters a channel name may not have":
    "channel_name chứa ký tự không được dùng trong tên kênh",
  "socket_id is invalid": "socket_id không hợp lệ",
  "You are sending messages too quickly, wait a moment":
    "Bạn thao tác quá nhanh khi gửi tin nhắn, hãy đợi một lát",
  "Confidence is between 0 and 1": "Độ tin cậy nằm trong khoảng từ 0 đến 1",
  "progress must be a number from 0 to 1": "progress phải là một số từ 0 đến 1",
  // Files, uploads, imports, exports and newsletters
  "The file is empty": "Tệp trống",
  "The form data could not be read": "Không đọc được dữ liệu biểu mẫu",
  "The image is damaged": "Ảnh bị hỏng",
  "This image could not be decoded": "Không giải mã được ảnh này",
  "This image has too many pixels": "Ảnh này có quá nhiều điểm ảnh",
  "This file is not an image we can read": "Tệp này không phải là ảnh chúng tôi đọc được",
  "Only images (JPEG, PNG, GIF, WebP, AVIF) can be uploaded":
    "Chỉ có thể tải lên ảnh (JPEG, PNG, GIF, WebP, AVIF)",
  "Your storage for images is full": "Dung lượng lưu trữ ảnh của bạn đã đầy",
  "This file is not XML": "Tệp này không phải XML",
  "This file is not a JSON export": "Tệp này không phải bản xuất JSON",
  "This file is not a zip archive": "Tệp này không phải tệp nén zip",
  "Import a WordPress export (.xml), a Ghost export (.json), a Markdown file (.md), a zip of Markdown files, or a Medium or Substack export (.zip)":
    "Hãy nhập bản xuất WordPress (.xml), bản xuất Ghost (.json), tệp Markdown (.md), tệp zip chứa các tệp Markdown, hoặc bản xuất Medium hay Substack (.zip)",
  "Your posts could not be exported in one go; contact the site":
    "Không thể xuất tất cả bài viết của bạn trong một lần; hãy liên hệ với trang",
  "This CSV file takes too long to read; split it or simplify it":
    "Tệp CSV này mất quá nhiều thời gian để đọc; hãy chia nhỏ hoặc đơn giản hóa tệp",
  "The first line must name the columns, one of them “email”":
    "Dòng đầu tiên phải ghi tên các cột, trong đó có cột “email”",
  "No email column": "Không có cột email",
  "Not a CSV file": "Không phải tệp CSV",
  "Too many rows": "Quá nhiều dòng",
  // The request itself
  "Request is invalid": "Yêu cầu không hợp lệ",
  "Invalid value": "Giá trị không hợp lệ",
  "Bad request": "Yêu cầu không hợp lệ",
  "Request body is too large": "Nội dung yêu cầu quá lớn",
  "Unsupported content type": "Kiểu nội dung không được hỗ trợ",
  "Request body is empty": "Nội dung yêu cầu trống",
  "Request body is not valid JSON": "Nội dung yêu cầu không phải JSON hợp lệ",
  "Content-Length does not match the body": "Content-Length không khớp với nội dung yêu cầu",
  "File is too large": "Tệp quá lớn",
  "Too many files": "Quá nhiều tệp",
  "Too many parts": "Quá nhiều phần",
  "Too many fields": "Quá nhiều trường",
  "Expected a multipart/form-data request": "Yêu cầu phải có dạng multipart/form-data",
  "The URL is not validly encoded": "URL không được mã hóa hợp lệ",
  "A part of the URL is too long": "Một phần của URL quá dài",
  "expected {post id}.jpg": "cần có dạng {mã bài viết}.jpg",
  "Too many requests, try again later": "Bạn thao tác quá nhanh, hãy thử lại sau",
  "Something went wrong on our side": "Đã xảy ra lỗi ở phía máy chủ",
  "The server is busy; try again in a few seconds": "Máy chủ đang bận; hãy thử lại sau vài giây",
  "The server is busy; try again in a minute": "Máy chủ đang bận; hãy thử lại sau một phút",
  // zod's own messages, where a schema gives none
  "Invalid input": "Dữ liệu không hợp lệ",
  "Invalid input: more than one option matched": "Dữ liệu không hợp lệ: khớp với nhiều lựa chọn",
  // Site settings
  "A link's label is at most 40 characters": "Nhãn của liên kết tối đa 40 ký tự",
  "A link needs a label": "Liên kết cần có nhãn",
  "A link's label must be text": "Nhãn của liên kết phải là văn bản",
  "A link goes to a path of the site (starting with /) or an http(s) address":
    "Liên kết phải trỏ tới một đường dẫn của trang (bắt đầu bằng /) hoặc một địa chỉ http(s)",
  "A link's address must be text": "Địa chỉ của liên kết phải là văn bản",
  "navigation must be a list of links": "navigation phải là một danh sách liên kết",
  "footerNavigation must be a list of links": "footerNavigation phải là một danh sách liên kết",
  "Must be an image uploaded to the site, or null": "Phải là ảnh đã tải lên trang, hoặc null",
  "Must be an uploaded image or null": "Phải là ảnh đã tải lên hoặc null",
  "The site needs a title": "Trang cần có tiêu đề",
  "The accent colour is a hex colour like #4f46e5": "Màu nhấn là mã màu hex, ví dụ #4f46e5",
  "The accent colour must be text": "Màu nhấn phải là văn bản",

  // Joining by invitation, and who publishes
  "This site is open by invitation only; ask its administrators for an invitation":
    "Trang này chỉ nhận thành viên qua lời mời; hãy xin lời mời từ quản trị viên",
  "The invitation must be text": "Lời mời phải là văn bản",
  "The invitation link is incomplete": "Liên kết mời chưa đầy đủ",
  "This invitation link is not valid": "Liên kết mời này không hợp lệ",
  "This invitation has already been used": "Lời mời này đã được sử dụng",
  "This invitation was withdrawn": "Lời mời này đã bị thu hồi",
  "This invitation has expired; ask for a new one": "Lời mời này đã hết hạn; hãy xin một lời mời mới",
  "This invitation is for another email address": "Lời mời này dành cho một địa chỉ email khác",
  "Only authors can publish on this site; your post is kept as a draft":
    "Chỉ tác giả mới được đăng bài trên trang này; bài của bạn được giữ ở dạng nháp",
  // Series
  "A post appears in a series only once": "Mỗi bài viết chỉ xuất hiện một lần trong loạt bài",
  "Only your own posts can be in your series": "Loạt bài của bạn chỉ gồm bài viết của chính bạn",
  "Give either seriesId or newTitle":
    "Hãy chọn một loạt bài (seriesId) hoặc đặt tên cho loạt bài mới (newTitle), không cả hai",
  "Try again in a moment": "Hãy thử lại sau giây lát",
};

/**
 * What a message's subject is called (`Title is at most 200 characters`, `Post not found`), lower-case
 * unless a name; a wire field name (`postId`, `limit`) stays as it is.
 */
const NOUNS: Record<string, string> = {
  title: "tiêu đề",
  slug: "slug",
  page: "trang",
  content: "nội dung",
  excerpt: "đoạn trích",
  "meta title": "tiêu đề SEO",
  "meta description": "mô tả SEO",
  introduction: "phần giới thiệu",
  message: "tin nhắn",
  search: "từ khóa tìm kiếm",
  name: "tên",
  email: "email",
  password: "mật khẩu",
  "current password": "mật khẩu hiện tại",
  username: "tên người dùng",
  avatar: "ảnh đại diện",
  website: "trang web",
  github: "GitHub",
  linkedin: "LinkedIn",
  twitter: "Twitter",
  subject: "tiêu đề thư",
  token: "mã",
  "refresh token": "mã làm mới",
  image: "ảnh",
  file: "tệp",
  note: "ghi chú",
  reason: "lý do",
  comment: "bình luận",
  tag: "thẻ",
  topic: "chủ đề",
  entry: "mục",
  post: "bài viết",
  revision: "phiên bản",
  user: "người dùng",
  author: "tác giả",
  invitation: "lời mời",
  preview: "bản xem trước",
  report: "báo cáo",
  series: "loạt bài",
  description: "mô tả",
  notification: "thông báo",
  suggestion: "gợi ý",
  "chat session": "phiên trò chuyện",
  import: "lượt nhập",
  "contact message": "tin nhắn liên hệ",
  conversation: "cuộc trò chuyện",
  subscription: "lượt đăng ký",
  resource: "tài nguyên",
  route: "đường dẫn",
};
const PLURALS: Record<string, string> = {
  tags: "tag",
  topics: "topic",
  entries: "entry",
  images: "image",
  files: "file",
  comments: "comment",
  messages: "message",
};
/** Subjects of a list, which `A tag` names one of: "Mỗi thẻ". */
const LISTED = new Set(["tag", "topic", "entry"]);

/** A table's own entry: a message or field named "constructor" or "__proto__" is none of ours. */
const own = (table: Record<string, string>, key: string) =>
  Object.hasOwn(table, key) ? table[key] : undefined;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The Vietnamese of a subject, without its article (`A tag`, `The note`, `Each entry`); undefined when unknown. */
function noun(english: string): string | undefined {
  const bare = english.replace(/^(a|an|the|each|this) /i, "");
  const known = own(NOUNS, bare.toLowerCase()) ?? own(NOUNS, own(PLURALS, bare.toLowerCase()) ?? "");
  if (known !== undefined) return known;
  // A field as the wire names it (`postId`, `channel_name`), or a sample value: itself.
  return /^[a-z][\w.-]*$/.test(bare) ? bare : undefined;
}

/** The subject as a sentence starts it: `A tag` is "Mỗi thẻ", `This value` "Giá trị này". */
function subject(english: string): string | undefined {
  if (english === "This value") return "Giá trị này";
  const named = noun(english);
  if (named === undefined) return undefined;
  const bare = english.replace(/^(a|an|each) /i, "").toLowerCase();
  if (/^each /i.test(english) || (/^(a|an) /i.test(english) && LISTED.has(bare))) return `Mỗi ${named}`;
  if (/^this /i.test(english)) return `${capitalize(named)} này`;
  return /^[a-z][\w.-]*$/.test(named) ? named : capitalize(named);
}

const SIZE_UNITS: Record<string, string> = {
  characters: "ký tự",
  items: "mục",
  entries: "mục",
  bytes: "byte",
};
const TYPES: Record<string, string> = {
  string: "văn bản",
  number: "số",
  int: "số nguyên",
  boolean: "true hoặc false",
  object: "đối tượng",
  array: "danh sách",
  date: "ngày",
  bigint: "số nguyên",
};
const FORMATS: Record<string, string> = {
  "email address": "Địa chỉ email",
  URL: "URL",
  "ISO datetime": "Ngày giờ ISO",
  "ISO date": "Ngày ISO",
  "ISO time": "Giờ ISO",
  "ISO duration": "Khoảng thời gian ISO",
  UUID: "UUID",
  "JSON string": "Chuỗi JSON",
  input: "Dữ liệu",
};
const VERIFY_BEFORE: Record<string, string> = {
  publishing: "đăng bài",
  commenting: "bình luận",
  "sending messages": "gửi tin nhắn",
  "suggesting answers": "gợi ý câu trả lời",
  "importing posts": "nhập bài viết",
};
const SUGGESTION_STATES: Record<string, string> = {
  accepted: "đã được chấp nhận",
  rejected: "đã bị từ chối",
  pending: "đang chờ duyệt",
};
const TIME_UNITS: Record<string, string> = { second: "giây", minute: "phút", hour: "giờ", day: "ngày" };

/** `a, b or c` as a Vietnamese list. */
const orList = (list: string) => list.replace(/ or /, " hoặc ");
const comparison = (sign: string, value: string) =>
  sign === "<="
    ? `tối đa ${value}`
    : sign === "<"
      ? `nhỏ hơn ${value}`
      : sign === ">="
        ? `tối thiểu ${value}`
        : sign === ">"
          ? `lớn hơn ${value}`
          : `đúng ${value}`;

type Pattern = [RegExp, (...parts: string[]) => string | undefined];
/** Messages with values in them: the first pattern that matches and knows every part answers. */
const PATTERNS: Pattern[] = [
  // Series
  [/^A series holds at most (\d+) posts$/, (n) => `Mỗi loạt bài có tối đa ${n} bài viết`],
  [/^You can have at most (\d+) series$/, (n) => `Bạn có thể có tối đa ${n} loạt bài`],
  [/^Post (\d+) is not one of your posts$/, (id) => `Bài viết ${id} không phải của bạn`],
  // Not found, checks on fields, lengths
  [/^Route (\S+) (.+) not found$/, (method, url) => `Không tìm thấy đường dẫn ${method} ${url}`],
  [/^(.+) not found$/, (what) => (noun(what) ? `Không tìm thấy ${noun(what)}` : undefined)],
  [
    /^(.+) (?:is|must be) at most (\d+) characters$/,
    (s, n) => known(subject(s), (x) => `${x} tối đa ${n} ký tự`),
  ],
  [
    /^(.+) must be at least (\d+) characters$/,
    (s, n) => known(subject(s), (x) => `${x} phải có ít nhất ${n} ký tự`),
  ],
  [/^(.+) is longer than (\d+) characters$/, (s, n) => known(subject(s), (x) => `${x} dài quá ${n} ký tự`)],
  [/^(.+) is too long$/, (s) => known(subject(s), (x) => `${x} quá dài`)],
  [/^(.+) cannot be blank$/, (s) => known(subject(s), (x) => `${x} không được để trống`)],
  [/^(.+) must be text$/, (s) => known(subject(s), (x) => `${x} phải là văn bản`)],
  [
    /^(.+) must be an http\(s\) URL or an uploaded image$/,
    (s) => known(subject(s), (x) => `${x} phải là URL http(s) hoặc ảnh đã tải lên`),
  ],
  [/^(.+) must be an http\(s\) URL$/, (s) => known(subject(s), (x) => `${x} phải là URL http(s)`)],
  [/^(Image|File) is required$/, (s) => `Vui lòng đính kèm ${noun(s)}`],
  [/^(.+) is required$/, (s) => known(noun(s), (x) => `Vui lòng nhập ${x}`)],
  [/^At most (\d+) ([a-z]+)$/, (n, s) => known(noun(s), (x) => `Tối đa ${n} ${x}`)],
  [/^(\S+) must be a list$/, (f) => `${f} phải là một danh sách`],
  [/^(\S+) must be a number$/, (f) => `${f} phải là số`],
  [/^(\S+) must be a whole number$/, (f) => `${f} phải là số nguyên`],
  [/^(\S+) must be positive$/, (f) => `${f} phải là số dương`],
  [/^(\S+) is too large$/, (f) => `${f} quá lớn`],
  [/^(\S+) is not valid$/, (f) => `${f} không hợp lệ`],
  [/^(\S+) is at least (\d+)$/, (f, n) => `${f} tối thiểu là ${n}`],
  [/^(\S+) is at most (\d+)$/, (f, n) => `${f} tối đa là ${n}`],
  [/^(\S+) must be true or false$/, (f) => `${f} phải là true hoặc false`],
  [/^(\S+) must be an ISO date-time$/, (f) => `${f} phải là ngày giờ theo định dạng ISO`],
  [
    /^([a-z]\w*) must be ((?:"?[\w-]+"?, )*"?[\w-]+"?(?: or "?[\w-]+"?)?)$/,
    (f, list) => `${f} phải là ${orList(list)}`,
  ],
  [/^Agent must be one of (.+)$/, (list) => `Tác tử phải là một trong: ${list}`],
  [
    /^Publish time must be between the years (\d+) and (\d+)$/,
    (a, b) => `Thời điểm đăng phải nằm trong khoảng năm ${a} đến ${b}`,
  ],
  [
    /^(.+) must not contain NUL characters$/,
    (s) => known(subject(s), (x) => `${x} không được chứa ký tự NUL`),
  ],
  [/^(.+) is nested too deeply$/, (s) => known(subject(s), (x) => `${x} lồng nhau quá sâu`)],
  [/^(.+) has a key with a NUL character$/, (s) => known(subject(s), (x) => `${x} có khóa chứa ký tự NUL`)],
  [
    /^(?:Content|its content) nests elements more than (\d+) levels deep$/,
    (n) => `Nội dung lồng các phần tử sâu quá ${n} cấp`,
  ],
  // Accounts and moderation
  [
    /^Verify your email address before (.+)$/,
    (a) => known(own(VERIFY_BEFORE, a!), (x) => `Hãy xác minh địa chỉ email trước khi ${x}`),
  ],
  [/^This account has been banned\. Reason: (.*)$/s, (why) => `Tài khoản này đã bị cấm. Lý do: ${why}`],
  [
    /^This account is suspended until (.+?) UTC\.(?: Reason: (.*))?$/s,
    (until, why) => `Tài khoản này bị tạm khóa đến ${until} UTC.${why === undefined ? "" : ` Lý do: ${why}`}`,
  ],
  [
    /^A suspension lasts at most (\d+) days; ban the account instead$/,
    (n) => `Tạm khóa tối đa ${n} ngày; nếu cần lâu hơn, hãy cấm tài khoản`,
  ],
  [/^You cannot report yourself$/, () => "Bạn không thể báo cáo chính mình"],
  [
    /^You cannot report your own (\w+)$/,
    (s) => known(noun(s), (x) => `Bạn không thể báo cáo ${x} của chính mình`),
  ],
  [
    /^A reported (\w+) cannot be given "(\w+)"$/,
    (s, action) => known(noun(s), (x) => `Không thể áp dụng "${action}" cho ${x} bị báo cáo`),
  ],
  [
    /^This suggestion is already (\w+)$/,
    (state) => known(own(SUGGESTION_STATES, state!), (x) => `Gợi ý này ${x}`),
  ],
  // Too many requests
  [
    /^You are sending (\w+) too fast; try again a little later$/,
    (s) => known(noun(s), (x) => `Bạn gửi ${x} quá nhanh; hãy thử lại sau một lát`),
  ],
  [
    /^Too many failed sign-in attempts, try again in (\d+) minute\(s\)$/,
    (n) => `Đăng nhập sai quá nhiều lần, hãy thử lại sau ${n} phút`,
  ],
  [
    /^Too many requests, try again in (\d+) (second|minute|hour|day)s?$/,
    (n, unit) => `Bạn thao tác quá nhanh, hãy thử lại sau ${n} ${own(TIME_UNITS, unit!) ?? unit}`,
  ],
  [/^Too many requests, try again in (.+)$/, (after) => `Bạn thao tác quá nhanh, hãy thử lại sau ${after}`],
  // Files
  [
    /^Send the (\w+) as multipart\/form-data in the field “(.+)”$/,
    (s, field) => `Hãy gửi ${noun(s) ?? s} dạng multipart/form-data trong trường “${field}”`,
  ],
  [/^Send the (\w+) again$/, (s) => `Hãy gửi lại ${noun(s) ?? s}`],
  [
    /^Attach an? (\w+) in the field “(.+)”$/,
    (s, field) => `Hãy đính kèm ${noun(s) ?? s} vào trường “${field}”`,
  ],
  [/^(\w+)s are limited to (\d+) MB$/, (s, n) => `${capitalize(noun(s) ?? s)} tối đa ${n} MB`],
  [/^The (\w+) is empty$/, (s) => `${capitalize(noun(s) ?? s)} trống`],
  [/^This (\w+) is too large$/, (s) => `${capitalize(noun(s) ?? s)} này quá lớn`],
  [/^Images are limited to (\d+) megapixels$/, (n) => `Ảnh tối đa ${n} megapixel`],
  [
    /^Your images may take up to (.+) in all; this one does not fit$/,
    (size) => `Tổng dung lượng ảnh của bạn tối đa ${size}; ảnh này vượt quá giới hạn`,
  ],
  [/^At most (\d+) subscribers at a time$/, (n) => `Mỗi lần tối đa ${n} người đăng ký`],
  [/^This CSV file could not be read: (.*)$/s, (why) => `Không đọc được tệp CSV này: ${why}`],
  // zod's own messages (its English locale), where a schema gives none
  [/^Invalid input: expected (\w+), received undefined$/, () => "Vui lòng nhập giá trị này"],
  [
    /^Invalid input: expected (\w+), received (\w+)$/,
    (type) => `Giá trị không hợp lệ: cần ${own(TYPES, type!) ?? type}`,
  ],
  [/^Invalid input: expected (.+)$/, (value) => `Giá trị không hợp lệ: cần ${value}`],
  [/^Invalid option: expected one of (.+)$/, (values) => `Lựa chọn không hợp lệ: cần một trong ${values}`],
  [
    /^Too big: expected \w+ to have (<=|<|exactly )(\d+) (\w+)$/,
    (sign, n, unit) => `Quá dài: ${comparison(sign!.trim(), n!)} ${own(SIZE_UNITS, unit!) ?? unit}`,
  ],
  [
    /^Too small: expected \w+ to have (>=|>|exactly )(\d+) (\w+)$/,
    (sign, n, unit) =>
      `Quá ngắn: ${sign === ">=" ? "cần ít nhất" : sign === ">" ? "cần nhiều hơn" : "cần đúng"} ${n} ${own(SIZE_UNITS, unit!) ?? unit}`,
  ],
  [
    /^Too big: expected \w+ to be (<=|<|exactly )(.+)$/,
    (sign, n) => `Quá lớn: ${comparison(sign!.trim(), n!)}`,
  ],
  [
    /^Too small: expected \w+ to be (>=|>|exactly )(.+)$/,
    (sign, n) => `Quá nhỏ: ${comparison(sign!.trim(), n!)}`,
  ],
  [/^Invalid string: must match pattern (.+)$/, (p) => `Chuỗi không hợp lệ: phải khớp mẫu ${p}`],
  [/^Invalid string: must start with (.+)$/, (p) => `Chuỗi không hợp lệ: phải bắt đầu bằng ${p}`],
  [/^Invalid string: must end with (.+)$/, (p) => `Chuỗi không hợp lệ: phải kết thúc bằng ${p}`],
  [/^Invalid string: must include (.+)$/, (p) => `Chuỗi không hợp lệ: phải chứa ${p}`],
  [/^Invalid number: must be a multiple of (.+)$/, (n) => `Số không hợp lệ: phải là bội số của ${n}`],
  [/^Unrecognized keys?: (.+)$/, (keys) => `Trường không được hỗ trợ: ${keys}`],
  [/^Invalid key in (\w+)$/, (where) => `Khóa không hợp lệ trong ${where}`],
  [/^Invalid value in (\w+)$/, (where) => `Giá trị không hợp lệ trong ${where}`],
  [
    /^Invalid discriminator value\. Expected (.+)$/,
    (values) => `Giá trị phân loại không hợp lệ: cần ${values}`,
  ],
  [/^Invalid (.+)$/, (format) => known(own(FORMATS, format!), (x) => `${x} không hợp lệ`)],
];

function known<T>(value: T | undefined, then: (value: T) => string): string | undefined {
  return value === undefined ? undefined : then(value);
}

/** The Vietnamese of an English error message, or undefined when none is known. */
export function vietnameseError(message: string): string | undefined {
  const exact = own(MESSAGES, message);
  if (exact !== undefined) return exact;
  for (const [pattern, translate] of PATTERNS) {
    const match = pattern.exec(message);
    if (!match) continue;
    const translated = translate(...match.slice(1).map((part) => part as string));
    if (translated !== undefined) return translated;
  }
  return undefined;
}

/** An error message in `language`: its translation, or the English message when none is known. */
export function translateError(message: string, language: Language): string {
  return language === "en" ? message : (vietnameseError(message) ?? message);
}

/** A field → message map in `language`. */
export function translateErrorFields(
  fields: Record<string, string>,
  language: Language,
): Record<string, string> {
  if (language === "en") return fields;
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, translateError(value, language)]),
  );
}

/** How many messages are translated one by one and by pattern (reported by the coverage test). */
export const ERROR_TRANSLATIONS = { messages: Object.keys(MESSAGES).length, patterns: PATTERNS.length };
