// Vietnamese demo posts, part 3: Hoa on careers, job hunting and productivity for young professionals.
import { quill } from "./html";
import type { DemoPost } from "./types";

export const POSTS_VI_3: DemoPost[] = [
  {
    key: "viet-cv-it-kinh-nghiem",
    lang: "vi",
    author: "hoale",
    title: "Viết CV khi chưa có nhiều kinh nghiệm",
    excerpt:
      "Là người đọc hàng trăm CV mỗi tháng, mình chia sẻ cách sinh viên mới ra trường biến dự án, hoạt động ngoại khoá và việc làm thêm thành một CV thuyết phục.",
    topics: ["Career"],
    tags: ["cv", "tuyendung", "sinhvien"],
    status: "published",
    visibility: "public",
    daysAgo: 88,
    featured: false,
    coverSeed: "viet-cv-it-kinh-nghiem",
    metaTitle: "Cách viết CV cho sinh viên mới ra trường",
    metaDescription:
      "Chuyên viên tuyển dụng chia sẻ cách viết CV khi chưa có nhiều kinh nghiệm: cấu trúc, cách mô tả dự án và những lỗi khiến CV bị loại trong 10 giây.",
    content: quill`
<p>Mỗi tháng mình đọc khoảng ba trăm CV. Phần lớn được xem chưa tới mười giây trước khi quyết định có đọc tiếp hay không. Với các bạn mới ra trường, tin tốt là nhà tuyển dụng không chờ đợi bạn có nhiều kinh nghiệm. Họ tìm dấu hiệu cho thấy bạn học nhanh và làm việc có trách nhiệm.</p>
<h2>Cấu trúc gọn trong một trang</h2>
<ol>
<li data-list="ordered"><strong>Thông tin liên hệ</strong>: họ tên, số điện thoại, email nghiêm túc (không phải kiểu "congchua_xinh99"), đường dẫn LinkedIn hoặc portfolio nếu có.</li>
<li data-list="ordered"><strong>Mục tiêu nghề nghiệp</strong>: hai câu, viết riêng cho vị trí bạn ứng tuyển.</li>
<li data-list="ordered"><strong>Học vấn</strong>: trường, chuyên ngành, điểm trung bình nếu từ khá trở lên.</li>
<li data-list="ordered"><strong>Dự án và kinh nghiệm</strong>: phần quan trọng nhất.</li>
<li data-list="ordered"><strong>Kỹ năng</strong>: cụ thể, có mức độ.</li>
</ol>
<h2>Biến mọi trải nghiệm thành kinh nghiệm</h2>
<p>Đồ án môn học, câu lạc bộ, việc làm thêm ở quán cà phê đều là kinh nghiệm nếu bạn mô tả đúng cách. Công thức đơn giản: <strong>làm gì – bằng cách nào – kết quả ra sao</strong>.</p>
<blockquote>Thay vì "Thành viên ban truyền thông CLB Tiếng Anh", hãy viết "Phụ trách fanpage CLB Tiếng Anh, lên lịch 3 bài mỗi tuần, tăng lượng người theo dõi từ 2.000 lên 5.500 trong một học kỳ".</blockquote>
<p>Con số không cần lớn. Chúng chỉ cần thật và cho thấy bạn quan tâm đến kết quả.</p>
<h2>Những lỗi khiến CV bị loại nhanh</h2>
<ol>
<li data-list="bullet">Sai chính tả, đặc biệt là sai tên công ty bạn đang ứng tuyển.</li>
<li data-list="bullet">Dùng một CV cho mọi vị trí.</li>
<li data-list="bullet">Liệt kê kỹ năng chung chung như "chăm chỉ, nhiệt tình, chịu được áp lực".</li>
<li data-list="bullet">Ảnh đại diện quá đời thường hoặc đã chỉnh sửa quá nhiều.</li>
<li data-list="bullet">Đặt tên file là "CV.pdf". Hãy đặt "NguyenVanA_CV_Marketing.pdf".</li>
</ol>
<h2>Gửi CV thế nào</h2>
<p>Luôn gửi bản PDF. Viết vài dòng trong email thay vì để trống nội dung. Nếu công ty dùng hệ thống lọc CV tự động, hãy dùng bố cục đơn giản, tránh bảng và cột phức tạp, và đưa các từ khoá trong mô tả công việc vào CV một cách tự nhiên.</p>
<p>Cuối cùng, hãy nhờ một người đọc lại CV của bạn trong đúng mười giây rồi hỏi họ nhớ được gì. Nếu câu trả lời không phải điều bạn muốn họ nhớ nhất, hãy sửa lại.</p>
`,
  },
  {
    key: "pomodoro-mot-thang",
    lang: "vi",
    author: "hoale",
    title: "Một tháng thử phương pháp Pomodoro",
    excerpt:
      "25 phút tập trung, 5 phút nghỉ: nghe đơn giản, nhưng một tháng áp dụng ở văn phòng mở đã dạy mình nhiều điều bất ngờ về sự tập trung.",
    topics: ["Productivity"],
    tags: ["pomodoro", "taptrung", "thoiquen"],
    status: "published",
    visibility: "public",
    daysAgo: 62,
    featured: false,
    coverSeed: "pomodoro-mot-thang",
    content: quill`
<p>Mình làm việc trong một văn phòng mở, với điện thoại rung liên tục vì các nhóm Zalo và đồng nghiệp ghé bàn hỏi việc. Cuối ngày, mình thường thấy mệt mà không nhớ đã làm được gì. Tháng trước, mình quyết định thử Pomodoro một cách nghiêm túc trong ba mươi ngày.</p>
<h2>Phương pháp, nói ngắn gọn</h2>
<ol>
<li data-list="ordered">Chọn một việc duy nhất.</li>
<li data-list="ordered">Đặt hẹn giờ 25 phút và chỉ làm việc đó.</li>
<li data-list="ordered">Nghỉ 5 phút: đứng dậy, uống nước, không lướt mạng xã hội.</li>
<li data-list="ordered">Sau bốn lượt, nghỉ dài 15 đến 30 phút.</li>
</ol>
<h2>Tuần 1: khó hơn mình tưởng</h2>
<p>Ngày đầu tiên, mình bị ngắt quãng trung bình sau tám phút. Phần lớn không phải do người khác, mà do chính mình: tự dưng nhớ ra phải trả lời một tin nhắn, tự dưng muốn kiểm tra email. Mình bắt đầu ghi những ý nghĩ đó ra giấy thay vì làm ngay, và hứa sẽ xử lý trong giờ nghỉ.</p>
<h2>Tuần 2: nói cho đồng nghiệp biết</h2>
<p>Mình đặt một tấm thẻ nhỏ trên bàn: "Đang tập trung, quay lại lúc …". Ngạc nhiên là mọi người tôn trọng nó, và nhiều câu hỏi tự được giải quyết trong lúc chờ. Mình cũng tắt thông báo nhóm Zalo trong giờ Pomodoro, chỉ để lại cuộc gọi.</p>
<h2>Tuần 3 và 4: điều chỉnh cho hợp với mình</h2>
<p>Với việc cần suy nghĩ sâu như viết báo cáo, 25 phút hơi ngắn; mình chuyển sang 50 phút làm, 10 phút nghỉ. Với việc vụn vặt như trả lời email, mình gom tất cả vào hai lượt Pomodoro cố định mỗi ngày, lúc 11 giờ và 16 giờ.</p>
<blockquote>Pomodoro không làm mình làm việc nhanh hơn. Nó cho mình thấy rõ mỗi ngày thực sự có bao nhiêu giờ tập trung — và con số đó ít hơn mình nghĩ rất nhiều.</blockquote>
<h2>Kết quả</h2>
<p>Trung bình mỗi ngày mình hoàn thành khoảng tám lượt Pomodoro, tức chưa tới bốn tiếng làm việc tập trung thật sự. Nghe có vẻ ít, nhưng đó là bốn tiếng chất lượng, và mình về nhà ít mệt hơn hẳn. Điều quý nhất là mình bắt đầu ước lượng công việc bằng số Pomodoro, nên lên kế hoạch thực tế hơn.</p>
<p>Nếu bạn muốn thử, đừng bắt đầu bằng ứng dụng cầu kỳ. Một chiếc hẹn giờ trên điện thoại và một tờ giấy ghi lại số lượt đã là đủ.</p>
`,
  },
  {
    key: "phong-van-7-cau-hoi",
    lang: "vi",
    author: "hoale",
    title: "Phỏng vấn xin việc: 7 câu hỏi quen thuộc và cách trả lời",
    excerpt:
      'Từ "Giới thiệu về bản thân" đến "Bạn có câu hỏi gì không?": nhà tuyển dụng thực sự muốn nghe gì, và những câu trả lời khiến ứng viên mất điểm.',
    topics: ["Career"],
    tags: ["phongvan", "tuyendung", "kynang"],
    status: "published",
    visibility: "public",
    daysAgo: 42,
    featured: false,
    coverSeed: "phong-van-7-cau-hoi",
    content: quill`
<p>Ngồi ở phía bên kia bàn phỏng vấn nhiều năm, mình nhận ra phần lớn câu hỏi đều quen thuộc, và ứng viên chuẩn bị kỹ thường nổi bật hẳn lên. Đây là bảy câu hỏi phổ biến nhất và điều người phỏng vấn thật sự muốn biết.</p>
<h2>1. "Hãy giới thiệu về bản thân"</h2>
<p>Đây không phải lúc kể tiểu sử. Hãy trả lời trong khoảng một phút theo thứ tự: hiện tại bạn đang làm gì, trước đó bạn đã làm gì liên quan đến vị trí này, và vì sao bạn muốn công việc này.</p>
<h2>2. "Điểm yếu của bạn là gì?"</h2>
<p>Tránh câu "em quá cầu toàn". Hãy chọn một điểm yếu thật nhưng không ảnh hưởng cốt lõi đến công việc, và kể bạn đang làm gì để cải thiện nó. Sự thành thật cộng với hành động cụ thể luôn ghi điểm.</p>
<h2>3. "Kể về một lần bạn gặp khó khăn trong công việc"</h2>
<p>Dùng cấu trúc STAR: <strong>Tình huống</strong>, <strong>Nhiệm vụ</strong>, <strong>Hành động</strong>, <strong>Kết quả</strong>. Tập trung vào phần hành động của chính bạn, dùng "tôi" nhiều hơn "chúng tôi".</p>
<h2>4. "Vì sao bạn muốn rời công ty hiện tại?"</h2>
<p>Không nói xấu sếp cũ hay công ty cũ, dù có lý do chính đáng. Hãy nói về điều bạn đang tìm kiếm: cơ hội học hỏi, môi trường, lĩnh vực mới.</p>
<h2>5. "Bạn thấy mình ở đâu sau năm năm?"</h2>
<p>Người phỏng vấn muốn biết bạn có định hướng và định hướng đó có phù hợp với công ty không. Một câu trả lời trung thực như "em muốn trở thành người có thể dẫn dắt một nhóm nhỏ trong mảng này" tốt hơn nhiều so với những câu trả lời quá tham vọng hay quá mơ hồ.</p>
<h2>6. "Mức lương mong muốn của bạn?"</h2>
<p>Tìm hiểu mặt bằng lương trước, đưa ra một khoảng thay vì một con số, và nói rõ là lương gross hay net. Mình sẽ viết riêng một bài về đàm phán lương.</p>
<h2>7. "Bạn có câu hỏi gì cho chúng tôi không?"</h2>
<p>Đừng bao giờ trả lời "không ạ". Một vài câu hỏi hay:</p>
<ol>
<li data-list="bullet">Một ngày làm việc bình thường ở vị trí này trông như thế nào?</li>
<li data-list="bullet">Sau ba tháng, điều gì sẽ cho thấy em làm tốt công việc?</li>
<li data-list="bullet">Thách thức lớn nhất của nhóm hiện tại là gì?</li>
</ol>
<blockquote>Phỏng vấn là cuộc trò chuyện hai chiều. Bạn cũng đang đánh giá xem công ty có xứng đáng với bạn không.</blockquote>
<p>Hãy luyện tập trả lời thành tiếng, tốt nhất là với một người bạn. Nghe chính mình nói giúp bạn nhận ra chỗ lan man mà đọc thầm không bao giờ thấy.</p>
`,
  },
  {
    key: "dam-phan-luong-lan-dau",
    lang: "vi",
    author: "hoale",
    title: "Đàm phán lương lần đầu: đừng ngại, hãy chuẩn bị",
    excerpt:
      "Nhiều bạn trẻ nhận ngay mức lương đầu tiên được đề nghị vì ngại. Góc nhìn từ người làm nhân sự: công ty thực sự mong đợi gì khi bạn thương lượng.",
    topics: ["Career"],
    tags: ["luong", "damphan", "sunghiep"],
    status: "published",
    visibility: "public",
    daysAgo: 26,
    featured: false,
    coverSeed: "dam-phan-luong-lan-dau",
    content: quill`
<p>Một bí mật nhỏ từ phía nhân sự: khi gửi thư mời nhận việc, phần lớn công ty vẫn còn một khoảng để thương lượng. Vậy mà rất nhiều bạn trẻ, đặc biệt là các bạn nữ, đồng ý ngay con số đầu tiên vì sợ bị đánh giá là "đòi hỏi". Thương lượng lịch sự không làm bạn mất điểm. Không chuẩn bị mới làm bạn mất điểm.</p>
<h2>Trước buổi nói chuyện</h2>
<ol>
<li data-list="ordered"><strong>Tìm hiểu mặt bằng lương</strong> qua các báo cáo lương hằng năm của các công ty tuyển dụng, hỏi anh chị đi trước, và tham khảo các nhóm nghề nghiệp.</li>
<li data-list="ordered"><strong>Xác định ba con số</strong>: mức lý tưởng, mức bạn hài lòng, và mức thấp nhất bạn chấp nhận.</li>
<li data-list="ordered"><strong>Hiểu rõ gross và net.</strong> Lương gross là trước thuế và bảo hiểm; chênh lệch có thể hơn 10%.</li>
</ol>
<h2>Trong lúc thương lượng</h2>
<p>Hãy bắt đầu bằng sự hào hứng với công việc, rồi mới nói đến con số. Một câu mẫu:</p>
<blockquote>"Em rất vui khi nhận được lời mời và thật sự muốn gia nhập nhóm. Dựa trên tìm hiểu của em về vị trí này và những gì em có thể đóng góp, em mong muốn mức lương trong khoảng 15 đến 17 triệu gross. Anh chị có thể cân nhắc điều chỉnh được không ạ?"</blockquote>
<p>Sau khi nói, hãy im lặng và chờ. Khoảng lặng làm nhiều người hoảng và tự hạ giá, nhưng đó chỉ là lúc người kia đang suy nghĩ.</p>
<h2>Không chỉ có lương</h2>
<p>Nếu công ty không thể tăng lương, bạn vẫn có thể thương lượng những thứ khác:</p>
<ol>
<li data-list="bullet">Thời gian xét tăng lương sớm hơn, ví dụ sau ba tháng thử việc thay vì một năm.</li>
<li data-list="bullet">Ngân sách học tập, khoá học, chứng chỉ.</li>
<li data-list="bullet">Số ngày làm việc từ xa, giờ làm linh hoạt.</li>
<li data-list="bullet">Lương tháng thử việc bằng 100% thay vì 85%.</li>
</ol>
<h2>Khi câu trả lời là "không"</h2>
<p>Cảm ơn và hỏi công ty cần thấy điều gì để bạn đạt mức đó trong tương lai. Câu trả lời sẽ cho bạn biết nhiều về cách công ty đánh giá nhân viên. Và nhớ rằng: yêu cầu bằng văn bản mọi điều đã thống nhất trước khi ký hợp đồng.</p>
<p>Lần đầu thương lượng luôn run. Lần thứ hai sẽ dễ hơn nhiều. Và mức lương khởi điểm ảnh hưởng đến mọi lần tăng lương sau này, nên mười phút can đảm hôm nay rất đáng giá.</p>
`,
  },
  {
    key: "thoi-quen-buoi-sang",
    lang: "vi",
    author: "hoale",
    title: "Thói quen buổi sáng không cần dậy lúc 5 giờ",
    excerpt:
      "Mạng xã hội đầy những lịch trình dậy từ 5 giờ sáng. Đây là thói quen buổi sáng thực tế hơn cho người làm văn phòng, đi làm bằng xe máy và ngủ muộn.",
    topics: ["Productivity"],
    tags: ["thoiquen", "buoisang", "nangsuat"],
    status: "published",
    visibility: "public",
    daysAgo: 9,
    featured: false,
    coverSeed: "thoi-quen-buoi-sang",
    content: quill`
<p>Mình đã thử "câu lạc bộ 5 giờ sáng" trong hai tuần. Kết quả: buồn ngủ cả ngày, cáu gắt với đồng nghiệp, và bỏ cuộc vào thứ Bảy. Thói quen buổi sáng tốt không phải là dậy thật sớm, mà là bắt đầu ngày theo cách bạn duy trì được.</p>
<h2>Nguyên tắc đầu tiên: buổi sáng bắt đầu từ tối hôm trước</h2>
<p>Nếu bạn ngủ lúc một giờ đêm, không thói quen buổi sáng nào cứu được bạn. Mình đặt báo thức lúc 22 giờ 30 để bắt đầu "hạ nhiệt": tắt màn hình lớn, chuẩn bị quần áo, viết ba việc quan trọng nhất cho ngày mai. Việc cuối cùng giúp mình ngủ dễ hơn vì không còn lo nghĩ.</p>
<h2>Ba mươi phút đầu tiên</h2>
<ol>
<li data-list="ordered"><strong>Không mở điện thoại ngay.</strong> Để điện thoại sạc ngoài phòng ngủ và dùng đồng hồ báo thức riêng.</li>
<li data-list="ordered"><strong>Uống một cốc nước</strong> và mở cửa sổ cho ánh sáng vào.</li>
<li data-list="ordered"><strong>Vận động mười phút</strong>: giãn cơ, đi bộ quanh khu nhà, không cần tập nặng.</li>
<li data-list="ordered"><strong>Ăn sáng tử tế</strong>, ngồi xuống ăn chứ không vừa chạy xe vừa ăn bánh mì.</li>
</ol>
<h2>Việc quan trọng nhất trước mười giờ</h2>
<p>Đến văn phòng, mình không mở email ngay. Mình dành một tiếng đầu tiên cho việc quan trọng nhất trong danh sách viết tối hôm trước. Email và tin nhắn có thể chờ một tiếng; hầu như không có gì cháy nhà cả.</p>
<blockquote>Bạn không cần một buổi sáng hoàn hảo. Bạn cần một buổi sáng không bị người khác quyết định thay bạn.</blockquote>
<h2>Khi mọi thứ đổ vỡ</h2>
<p>Sẽ có những ngày con ốm, tắc đường, thức khuya vì deadline. Đừng bỏ cả thói quen chỉ vì một ngày hỏng. Mình có một phiên bản "tối thiểu": uống nước, không mở điện thoại trong mười phút, làm việc quan trọng nhất trước. Ba việc, ngày nào cũng làm được.</p>
<p>Hãy thử một điều trong bài này trong hai tuần, rồi mới thêm điều tiếp theo. Thói quen được xây bằng sự đều đặn, không phải bằng quyết tâm của một buổi tối Chủ nhật.</p>
`,
  },
  {
    key: "lam-viec-tu-xa-khong-co-don",
    lang: "vi",
    author: "hoale",
    title: "Làm việc từ xa mà không cô đơn",
    excerpt: "Bản nháp: những cách giữ kết nối với đồng nghiệp khi cả nhóm làm việc từ xa.",
    topics: ["Productivity", "Career"],
    tags: ["remote", "lamviectuxa", "doinhom"],
    status: "draft",
    visibility: "public",
    daysAgo: 4,
    featured: false,
    coverSeed: "lam-viec-tu-xa-khong-co-don",
    content: quill`
<p>Bản nháp. Sau hai năm làm việc từ xa, điều mình thấy khó nhất không phải là kỷ luật hay công cụ, mà là cảm giác cô đơn. Không có những cuộc trò chuyện bên máy nước, không có bữa trưa cùng đồng nghiệp.</p>
<h2>Những gì đã giúp mình</h2>
<ol>
<li data-list="bullet"><strong>Cà phê ảo mười lăm phút</strong> mỗi sáng thứ Hai, không bàn công việc.</li>
<li data-list="bullet"><strong>Bật camera</strong> trong các buổi họp nhỏ, dù không trang điểm.</li>
<li data-list="bullet"><strong>Làm việc ở quán cà phê</strong> một hoặc hai buổi mỗi tuần, chỉ để có người xung quanh.</li>
<li data-list="bullet"><strong>Gặp mặt trực tiếp</strong> mỗi quý, công ty hỗ trợ chi phí đi lại.</li>
</ol>
<h2>Những gì chưa hiệu quả</h2>
<p>Các trò chơi trực tuyến bắt buộc sau giờ làm. Mọi người tham gia cho có và mong nhanh kết thúc.</p>
<blockquote>Kết nối không đến từ hoạt động được lên lịch, mà từ những khoảnh khắc nhỏ lặp lại đều đặn.</blockquote>
<h2>Gợi ý cho người mới bắt đầu làm từ xa</h2>
<ol>
<li data-list="ordered">Giữ giờ bắt đầu và kết thúc cố định, kể cả khi không ai kiểm tra.</li>
<li data-list="ordered">Chủ động nhắn hỏi thăm một đồng nghiệp mỗi ngày, không cần lý do công việc.</li>
<li data-list="ordered">Ra khỏi nhà ít nhất một lần trong ngày, dù chỉ là đi bộ ra đầu ngõ mua cà phê.</li>
<li data-list="ordered">Nói thẳng với quản lý khi bạn thấy cô đơn. Đó không phải là yếu đuối, mà là thông tin quan trọng để nhóm làm việc tốt hơn.</li>
</ol>
<h2>Vai trò của người quản lý</h2>
<p>Trong nhóm làm việc từ xa, người quản lý cần chủ động hơn rất nhiều. Những cuộc trò chuyện một-một hằng tuần không nên chỉ xoay quanh tiến độ công việc. Một câu hỏi đơn giản như "tuần này em thấy thế nào?" đôi khi mở ra những điều mà báo cáo công việc không bao giờ thể hiện được.</p>
<p>Còn phải làm: phỏng vấn thêm vài người trong nhóm, thêm phần dành cho quản lý nhóm từ xa, và phần về ranh giới giữa công việc và cuộc sống khi nhà cũng là văn phòng.</p>
`,
  },
];
