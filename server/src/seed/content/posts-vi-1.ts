// Vietnamese demo posts, part 1: the Inkwell guide in Vietnamese and Linh's travel and food writing.
import { quill } from "./html";
import type { DemoPost } from "./types";

export const POSTS_VI_1: DemoPost[] = [
  {
    key: "chao-mung-inkwell",
    lang: "vi",
    author: "inkwell",
    title: "Chào mừng đến với Inkwell",
    excerpt:
      "Hướng dẫn nhanh cho người mới: tạo hồ sơ, viết bài đầu tiên, hẹn giờ đăng và chọn ai được đọc bài của bạn.",
    topics: ["Inkwell Guides"],
    tags: ["inkwell", "huongdan", "batdau"],
    status: "published",
    visibility: "public",
    daysAgo: 105,
    featured: false,
    coverSeed: "chao-mung-inkwell",
    metaTitle: "Chào mừng đến với Inkwell: hướng dẫn cho người mới",
    metaDescription:
      "Hướng dẫn sử dụng Inkwell bằng tiếng Việt: tạo hồ sơ, viết và hẹn giờ đăng bài, chọn chế độ hiển thị và điền các trường SEO.",
    content: quill`
<p>Xin chào! Inkwell là nền tảng viết blog mà bạn có thể tự cài đặt trên máy chủ của mình. Bạn có một trình soạn thảo gọn gàng, bảng tin từ những người bạn theo dõi, bình luận, tin nhắn riêng và một trợ lý hỗ trợ trả lời được cả tiếng Việt lẫn tiếng Anh. Mọi bài viết đều nằm trong cơ sở dữ liệu của chính bạn.</p>
<h2>Bắt đầu trong năm phút</h2>
<ol>
<li data-list="ordered">Vào phần <strong>Cài đặt hồ sơ</strong>, thêm ảnh đại diện và một câu giới thiệu. Hãy cụ thể: "Viết về du lịch bụi miền Trung" hấp dẫn hơn nhiều so với "Thích viết lách".</li>
<li data-list="ordered">Mở trang <strong>Khám phá</strong> và chọn vài chủ đề bạn quan tâm.</li>
<li data-list="ordered">Theo dõi hai, ba tác giả bạn thích để bảng tin có nội dung ngay.</li>
<li data-list="ordered">Bấm <strong>Viết</strong> để bắt đầu bản nháp đầu tiên. Bản nháp được tự động lưu khi bạn gõ.</li>
</ol>
<h2>Viết và định dạng</h2>
<p>Trình soạn thảo hỗ trợ tiêu đề ba cấp, chữ đậm, chữ nghiêng, gạch chân, liên kết, danh sách, trích dẫn, khối mã và hình ảnh. Bạn có thể kéo thả ảnh vào bài hoặc dán trực tiếp từ bộ nhớ tạm; ảnh lớn sẽ được thu nhỏ tự động. Gõ tiếng Việt bằng Unikey, EVKey hay bộ gõ có sẵn của hệ điều hành đều được.</p>
<h2>Hẹn giờ đăng bài</h2>
<p>Trong bảng xuất bản, chọn <strong>Hẹn giờ</strong> thay vì <strong>Đăng ngay</strong>, rồi chọn ngày giờ. Bài viết sẽ nằm trong mục <em>Đã hẹn giờ</em> và bạn vẫn có thể sửa cho đến lúc đăng. Mẹo nhỏ: bạn đọc Việt Nam thường lướt bảng tin vào buổi sáng và sau giờ ăn trưa.</p>
<h2>Ai được đọc bài của bạn?</h2>
<ol>
<li data-list="bullet"><strong>Công khai</strong>: ai cũng đọc được, bài xuất hiện trong bảng tin, trang chủ đề và kết quả tìm kiếm.</li>
<li data-list="bullet"><strong>Người theo dõi</strong>: chỉ những người đã đăng nhập và đang theo dõi bạn.</li>
<li data-list="bullet"><strong>Riêng tư</strong>: chỉ mình bạn. Phù hợp để viết nhật ký hoặc lưu ghi chú.</li>
</ol>
<h2>Các trường SEO</h2>
<p>Mục <strong>SEO</strong> có hai trường không bắt buộc: tiêu đề meta (tối đa 60 ký tự) và mô tả meta (tối đa 160 ký tự). Công cụ tìm kiếm và các ứng dụng nhắn tin như Zalo, Messenger sẽ dùng chúng khi hiển thị liên kết. Hãy đặt những từ mà người đọc thực sự sẽ tìm kiếm ở đầu tiêu đề.</p>
<blockquote>Hãy viết cho một người đọc mà bạn tôn trọng. Những người khác sẽ tự tìm đến.</blockquote>
<h2>Tìm kiếm có dấu và không dấu</h2>
<p>Tìm kiếm trên Inkwell không phân biệt dấu: gõ "pho bo" vẫn ra bài về "phở bò". Bạn không cần lo người đọc gõ thiếu dấu.</p>
<p>Nếu cần giúp đỡ, hãy mở trợ lý hỗ trợ ở góc màn hình và đặt câu hỏi bằng tiếng Việt. Chúc bạn viết vui!</p>
`,
  },
  {
    key: "hoi-an-cham",
    lang: "vi",
    author: "linhnguyen",
    title: "Hội An chậm: ba ngày không vội",
    excerpt:
      "Không check-in, không chạy lịch trình. Ba ngày ở Hội An theo kiểu của người thích đi bộ, ăn vặt và ngồi quán cà phê nhìn phố.",
    topics: ["Travel", "Food & Cooking"],
    tags: ["hoian", "dulich", "quangnam", "amthuc"],
    status: "published",
    visibility: "public",
    daysAgo: 85,
    featured: true,
    coverSeed: "hoi-an-cham",
    metaTitle: "Hội An chậm: lịch trình 3 ngày không vội",
    metaDescription:
      "Gợi ý ba ngày ở Hội An cho người thích đi chậm: giờ nào phố cổ vắng, ăn gì ngoài cao lầu, đạp xe ra làng rau Trà Quế và biển An Bàng.",
    content: quill`
<p>Lần đầu tới Hội An, mình đi đúng như mọi người: ba tiếng phố cổ, chụp ảnh chùa Cầu, thả đèn hoa đăng, ăn cao lầu rồi về. Lần thứ năm, sống cách đó chưa tới một giờ xe máy, mình mới hiểu Hội An đẹp nhất khi mình không vội.</p>
<h2>Ngày một: phố cổ lúc sáu giờ sáng</h2>
<p>Hãy dậy sớm. Sáu giờ sáng, phố Trần Phú gần như không có khách, chỉ có các bác quét lá trước cửa nhà và mùi khói bếp. Ánh nắng sớm chiếu xiên qua những bức tường vàng là thứ ánh sáng mà buổi chiều đông người không bao giờ có được.</p>
<p><img src="{{image:hoi-an-morning}}"></p>
<p>Ăn sáng bằng một tô mì Quảng ở chợ, rồi ghé một quán cà phê trên gác nhìn xuống mái ngói rêu phong. Buổi trưa nắng gắt thì về nghỉ; Hội An mùa hè rất nóng và chẳng có gì phải vội.</p>
<h2>Ngày hai: đạp xe ra làng</h2>
<p>Thuê một chiếc xe đạp (khoảng 30.000 đồng một ngày) và đạp ra làng rau Trà Quế, chỉ hơn ba cây số. Đường đi băng qua những cánh đồng lúa, có đoạn chỉ nghe tiếng chim. Ở làng, bạn có thể theo các cô bác học cách vun luống, tưới rau bằng đôi thùng gánh, rồi ăn bữa trưa nấu từ chính rau vừa hái.</p>
<p>Chiều đạp tiếp ra biển An Bàng. Nước biển trong, bãi cát dài và buổi chiều có nhiều người địa phương ra tắm hơn khách du lịch.</p>
<h2>Ngày ba: ăn cho đã</h2>
<p>Cao lầu thì ai cũng biết, nhưng Hội An còn nhiều món đáng thử hơn:</p>
<ol>
<li data-list="bullet"><strong>Cơm gà</strong>: cơm nấu bằng nước luộc gà, ăn với gà xé phay, rau răm và hành tây trộn.</li>
<li data-list="bullet"><strong>Bánh mì</strong>: nhân pa-tê, chả và nước sốt đậm đà; mỗi người Hội An có một tiệm "ruột" riêng.</li>
<li data-list="bullet"><strong>Hoành thánh chiên</strong>: giòn rụm, phủ sốt cà chua tôm thịt.</li>
<li data-list="bullet"><strong>Chè bắp Cẩm Nam</strong>: ngọt thanh, ăn vào chiều muộn là hợp nhất.</li>
</ol>
<blockquote>Hội An không phải nơi để "đi cho biết". Đó là nơi để ngồi yên và nhìn.</blockquote>
<h2>Vài lưu ý nhỏ</h2>
<p>Mùa mưa lũ (khoảng tháng Mười đến tháng Mười một) phố cổ có thể ngập, rất đẹp nhưng đi lại khó khăn. Vé tham quan phố cổ nên mua để góp phần bảo tồn di sản. Và đừng ở trong phố cổ nếu bạn ngủ không sâu giấc; ở gần cánh đồng phía bắc vừa yên tĩnh vừa rẻ hơn.</p>
<p>Nếu chỉ có một lời khuyên, thì đó là: bớt một điểm đến trong lịch trình, thêm một buổi sáng dậy sớm.</p>
`,
  },
  {
    key: "an-gi-o-da-nang",
    lang: "vi",
    author: "linhnguyen",
    title: "Ăn gì ở Đà Nẵng: bản đồ của người địa phương",
    excerpt:
      "Sống ở Đà Nẵng ba năm, đây là những món mình dẫn bạn bè đi ăn khi họ ghé chơi, kèm giờ nào đi là ngon nhất.",
    topics: ["Food & Cooking", "Travel"],
    tags: ["danang", "amthuc", "streetfood"],
    status: "published",
    visibility: "public",
    daysAgo: 65,
    featured: false,
    coverSeed: "an-gi-o-da-nang",
    content: quill`
<p>Bạn bè ra Đà Nẵng chơi thường hỏi mình câu giống nhau: "Ăn gì?". Sau ba năm sống ở đây, mình có hẳn một "bản đồ" trong đầu. Bài này không ghi tên quán cụ thể, vì quán ngon ở Đà Nẵng nhiều vô kể và thay đổi liên tục; thay vào đó là món nên ăn và cách chọn quán.</p>
<h2>Buổi sáng</h2>
<ol>
<li data-list="bullet"><strong>Bún chả cá</strong>: nước dùng ngọt từ xương cá, chả cá chiên và hấp, thêm miếng bí đỏ. Đây là món sáng "quốc dân" của người Đà Nẵng.</li>
<li data-list="bullet"><strong>Mì Quảng</strong>: sợi mì vàng, nước nhân sánh và ít, ăn kèm bánh tráng nướng bẻ vụn. Nhớ hỏi quán có mì Quảng ếch không.</li>
<li data-list="bullet"><strong>Bánh canh</strong>: loại sợi bột gạo lọc dai dai, chan nước dùng nấu từ chả cá hoặc giò heo.</li>
</ol>
<h2>Buổi trưa và chiều</h2>
<p>Trưa nóng, người Đà Nẵng hay ăn <strong>bún mắm nêm</strong> với thịt heo luộc, chả và nhiều rau sống. Mắm nêm nặng mùi, nhưng hợp vô cùng với thời tiết miền Trung. Ai chưa quen có thể thử <strong>bánh tráng cuốn thịt heo</strong> trước: thịt luộc thái mỏng, cuốn với rau rừng và chấm cùng loại mắm đó.</p>
<p>Chiều là giờ ăn vặt. <strong>Bánh xèo</strong> miền Trung nhỏ, giòn và đổ trong khuôn; <strong>bánh bèo, bánh nậm, bánh lọc</strong> bán theo mâm; còn <strong>chè</strong> thì có ở mọi góc phố.</p>
<h2>Buổi tối</h2>
<p>Tối ra biển ăn hải sản là lựa chọn của nhiều du khách. Lời khuyên của mình: hỏi giá theo ký trước khi chọn, ưu tiên quán có nhiều người địa phương, và thử món ốc ở các quán nhỏ trong hẻm — rẻ hơn và thường ngon hơn.</p>
<blockquote>Quy tắc vàng: quán nào đông người địa phương lúc sáu giờ sáng, quán đó đáng để bạn dậy sớm.</blockquote>
<h2>Mẹo chọn quán</h2>
<ol>
<li data-list="ordered">Quán chuyên một món thường ngon hơn quán bán mười món.</li>
<li data-list="ordered">Nhìn tốc độ quán bán: nồi nước dùng hết trước mười giờ sáng là dấu hiệu tốt.</li>
<li data-list="ordered">Đừng ngại ngồi ghế nhựa thấp. Những bữa ngon nhất của mình đều ở đó.</li>
</ol>
<p>Đà Nẵng ăn uống không đắt. Một bữa sáng no nê khoảng 25.000 đến 40.000 đồng. Cứ đi, cứ thử, và nếu gặp món lạ, hỏi cô chủ quán cách ăn — người Đà Nẵng rất nhiệt tình.</p>
`,
  },
  {
    key: "ha-giang-xe-may",
    lang: "vi",
    author: "linhnguyen",
    title: "Hà Giang mùa tam giác mạch: kinh nghiệm đi xe máy",
    excerpt:
      "Bốn ngày chạy xe máy cung đường Hà Giang – Đồng Văn – Mèo Vạc: chuẩn bị gì, nên tự lái hay thuê người chở, và những điều mình ước đã biết trước.",
    topics: ["Travel", "Photography"],
    tags: ["hagiang", "phuot", "xemay"],
    status: "published",
    visibility: "public",
    daysAgo: 48,
    featured: false,
    coverSeed: "ha-giang-xe-may",
    content: quill`
<p>Cung đường Hà Giang là giấc mơ của nhiều người mê xe máy, và mùa hoa tam giác mạch (khoảng cuối tháng Mười đến tháng Mười hai) là lúc đẹp nhất. Mình vừa đi bốn ngày, và đây là những gì mình muốn kể cho bạn trước khi lên đường.</p>
<h2>Lịch trình gợi ý</h2>
<ol>
<li data-list="ordered"><strong>Ngày 1</strong>: Thành phố Hà Giang – Quản Bạ – Yên Minh. Dừng ở cổng trời Quản Bạ và núi đôi.</li>
<li data-list="ordered"><strong>Ngày 2</strong>: Yên Minh – Đồng Văn. Ghé dinh thự họ Vương, ngủ ở phố cổ Đồng Văn.</li>
<li data-list="ordered"><strong>Ngày 3</strong>: Đồng Văn – Mã Pì Lèng – Mèo Vạc. Đi thuyền trên sông Nho Quế nếu kịp.</li>
<li data-list="ordered"><strong>Ngày 4</strong>: Mèo Vạc – Du Già – về thành phố Hà Giang.</li>
</ol>
<h2>Tự lái hay thuê người chở?</h2>
<p>Nếu bạn chưa từng chạy đèo dốc, hãy thuê tài xế địa phương (dân phượt gọi là "easy rider"). Đèo ở Hà Giang dốc, cua gắt, nhiều xe tải và có đoạn đường xấu. Bạn sẽ được ngắm cảnh thay vì chăm chăm nhìn mặt đường. Nếu tự lái, hãy chọn xe số, kiểm tra phanh kỹ và đừng chạy sau năm giờ chiều vì trời tối rất nhanh trên núi.</p>
<h2>Chuẩn bị gì?</h2>
<ol>
<li data-list="bullet">Áo khoác gió và áo giữ nhiệt: sáng sớm trên đèo có thể dưới 10 độ.</li>
<li data-list="bullet">Găng tay, mũ bảo hiểm cả đầu, giày có độ bám.</li>
<li data-list="bullet">Tiền mặt: nhiều nơi không nhận chuyển khoản, cây ATM thưa thớt.</li>
<li data-list="bullet">Giấy phép lái xe và giấy tờ xe. Công an kiểm tra khá thường xuyên.</li>
</ol>
<blockquote>Đừng cố đi hết cung đường trong hai ngày. Hà Giang đẹp ở những lần dừng lại, không phải ở số cây số.</blockquote>
<h2>Tôn trọng người bản địa</h2>
<p>Hà Giang là nhà của người H'Mông, Dao, Lô Lô và nhiều dân tộc khác. Hãy hỏi trước khi chụp ảnh, đặc biệt là trẻ em, và đừng cho kẹo hay tiền để được chụp — thói quen đó khiến các em bỏ học ra đường. Muốn giúp, hãy mua đồ của người dân và ở homestay do gia đình địa phương tự quản lý.</p>
<p>Về đến Hà Nội, mình vẫn nhớ mãi buổi sáng sương mù trên Mã Pì Lèng, khi dòng Nho Quế hiện ra như sợi chỉ xanh dưới vực. Chỉ cần một khoảnh khắc như vậy là đủ cho cả chuyến đi.</p>
`,
  },
  {
    key: "pho-bo-tai-nha",
    lang: "vi",
    author: "linhnguyen",
    title: "Nấu phở bò tại nhà: những điều mẹ mình dạy",
    excerpt:
      "Nước dùng trong, thơm quế hồi mà không gắt: công thức phở bò mẹ mình nấu mỗi sáng Chủ nhật, cùng những mẹo không có trong sách.",
    topics: ["Food & Cooking"],
    tags: ["pho", "congthuc", "nauan"],
    status: "published",
    visibility: "public",
    daysAgo: 30,
    featured: false,
    coverSeed: "pho-bo-tai-nha",
    content: quill`
<p>Sáng Chủ nhật nào ở nhà mình cũng có phở. Mẹ dậy từ năm giờ, và khi cả nhà thức dậy thì mùi quế, hồi, gừng nướng đã lan khắp hành lang. Lúc chuyển vào Đà Nẵng, mình gọi điện xin công thức, và mẹ đọc cho mình nghe suốt một tiếng. Đây là bản rút gọn.</p>
<h2>Nguyên liệu cho 6 bát</h2>
<ol>
<li data-list="bullet">1,5 kg xương ống bò và 500 g nạm hoặc gầu.</li>
<li data-list="bullet">300 g thăn bò để làm phở tái.</li>
<li data-list="bullet">2 củ hành tây, 1 củ gừng, 3 củ hành tím.</li>
<li data-list="bullet">Gia vị: 3 hoa hồi, 1 thanh quế nhỏ, 1 thảo quả, 1 thìa hạt mùi, vài nụ đinh hương.</li>
<li data-list="bullet">Nước mắm ngon, đường phèn, muối.</li>
<li data-list="bullet">1 kg bánh phở tươi, hành lá, rau mùi, chanh, ớt.</li>
</ol>
<h2>Các bước</h2>
<ol>
<li data-list="ordered"><strong>Chần xương.</strong> Cho xương vào nồi nước lạnh, đun sôi năm phút rồi đổ bỏ nước, rửa sạch xương. Đây là bí quyết số một để nước dùng trong.</li>
<li data-list="ordered"><strong>Nướng hành, gừng.</strong> Nướng trực tiếp trên lửa đến khi vỏ cháy xém, cạo sạch phần cháy đen. Hành gừng nướng cho nước dùng vị ngọt và thơm khói nhẹ.</li>
<li data-list="ordered"><strong>Rang gia vị.</strong> Rang hồi, quế, thảo quả, hạt mùi trên chảo khô đến khi dậy mùi, cho vào túi vải.</li>
<li data-list="ordered"><strong>Hầm.</strong> Cho xương, nạm, hành gừng vào nồi với khoảng 4 lít nước, đun lửa nhỏ liu riu. Vớt bọt thường xuyên trong giờ đầu. Sau khoảng một tiếng rưỡi vớt nạm ra, ngâm nước lạnh cho thịt không bị thâm.</li>
<li data-list="ordered"><strong>Thả gia vị.</strong> Khoảng một tiếng trước khi ăn mới cho túi gia vị vào. Để lâu quá, quế hồi sẽ làm nước dùng gắt và đắng.</li>
<li data-list="ordered"><strong>Nêm.</strong> Nêm muối, một chút đường phèn và cuối cùng mới là nước mắm, để giữ mùi thơm.</li>
</ol>
<blockquote>Mẹ mình bảo: nước phở ngon là nước phải "lăn tăn" chứ không được sôi sùng sục. Sôi mạnh là nước đục ngay.</blockquote>
<h2>Lúc ăn</h2>
<p>Trần bánh phở qua nước sôi, cho vào bát, xếp nạm thái mỏng và thịt thăn tái lên trên, rắc hành lá, rau mùi rồi chan nước dùng thật sôi. Thịt tái sẽ chín tới nhờ nước nóng. Người Hà Nội thường ăn với chanh, ớt tươi và giấm tỏi; người miền Nam thêm húng quế, giá và tương đen. Nhà mình thì cãi nhau về chuyện đó mỗi tuần.</p>
<h2>Những lỗi hay gặp</h2>
<p>Nước dùng đục vì không chần xương hoặc đun lửa quá to. Nước bị gắt vì thả gia vị quá sớm. Và nhạt mùi vì nêm nước mắm từ đầu rồi đun lâu. Tránh được ba điều đó, bát phở đầu tiên của bạn đã ngon hơn phần lớn quán ven đường rồi.</p>
`,
  },
  {
    key: "con-dao-4-ngay",
    lang: "vi",
    author: "linhnguyen",
    title: "Lịch trình chi tiết Côn Đảo 4 ngày (chia sẻ cho người theo dõi)",
    excerpt:
      "Lịch trình từng ngày, chi phí thực tế và những bãi biển vắng người ở Côn Đảo. Mình chia sẻ riêng cho những bạn đang theo dõi blog.",
    topics: ["Travel"],
    tags: ["condao", "bien", "lichtrinh"],
    status: "published",
    visibility: "followers",
    daysAgo: 14,
    featured: false,
    coverSeed: "con-dao-4-ngay",
    content: quill`
<p>Cảm ơn các bạn đã theo dõi blog. Bài này mình để chế độ chỉ người theo dõi đọc được, vì có vài địa chỉ homestay nhỏ mà chủ nhà nhờ mình đừng đăng công khai. Mong các bạn giữ giúp nhé.</p>
<h2>Ngày 1: đến và đi chậm</h2>
<p>Bay từ TP.HCM khoảng một tiếng. Thuê xe máy ngay ở khu trung tâm (khoảng 150.000 đồng một ngày), nhận phòng rồi chạy một vòng đường ven biển Tôn Đức Thắng lúc hoàng hôn. Tối ăn hải sản ở chợ đêm, nhớ thử ốc vú nàng — đặc sản chỉ có ở đây.</p>
<h2>Ngày 2: lịch sử</h2>
<p>Côn Đảo không chỉ có biển. Buổi sáng đi thăm hệ thống nhà tù Côn Đảo và chuồng cọp, buổi chiều viếng nghĩa trang Hàng Dương. Hãy ăn mặc kín đáo và dành thời gian đọc các bảng thông tin. Đây là ngày nặng lòng nhất nhưng cũng đáng nhất của chuyến đi.</p>
<h2>Ngày 3: biển vắng</h2>
<ol>
<li data-list="bullet"><strong>Bãi Đầm Trầu</strong>: gần sân bay, cát mịn, có thể ngắm máy bay hạ cánh sát đầu.</li>
<li data-list="bullet"><strong>Bãi Nhát</strong>: chỉ lộ ra khi nước ròng, nên xem lịch thủy triều trước.</li>
<li data-list="bullet"><strong>Bãi Ông Đụng</strong>: phải đi bộ xuyên rừng khoảng 1,5 km, đổi lại gần như chỉ có mình bạn.</li>
</ol>
<h2>Ngày 4: lặn ngắm san hô</h2>
<p>Đặt tour đi Hòn Bảy Cạnh hoặc Hòn Cau để lặn ống thở. Mùa đẹp nhất là từ tháng Ba đến tháng Chín, biển êm. Trong mùa rùa đẻ trứng, có thể đăng ký qua vườn quốc gia để xem rùa biển, nhưng số lượng chỗ rất ít.</p>
<h2>Chi phí thực tế của mình</h2>
<ol>
<li data-list="bullet">Vé máy bay khứ hồi: khoảng 3,2 triệu đồng (đặt trước ba tuần).</li>
<li data-list="bullet">Homestay: 450.000 đồng một đêm.</li>
<li data-list="bullet">Ăn uống: trung bình 350.000 đồng một ngày.</li>
<li data-list="bullet">Xe máy, xăng, tour lặn: khoảng 1,3 triệu đồng.</li>
</ol>
<blockquote>Côn Đảo yên tĩnh đến mức buổi tối nghe rõ tiếng sóng từ trong phòng. Hãy mang theo sách, đừng mang theo lịch trình quá dày.</blockquote>
<p>Có câu hỏi gì, các bạn nhắn riêng cho mình nhé. Mình sẽ gửi tên homestay qua tin nhắn.</p>
`,
  },
  {
    key: "ca-phe-viet",
    lang: "vi",
    author: "linhnguyen",
    title: "Cà phê Việt: từ phin nhôm đến cà phê muối",
    excerpt:
      "Một ly cà phê phin kể được nhiều điều về người Việt hơn bất kỳ cuốn sách nào. Hành trình nếm cà phê từ Bắc vào Nam của mình.",
    topics: ["Food & Cooking", "Travel"],
    tags: ["caphe", "amthuc", "vanhoa"],
    status: "published",
    visibility: "public",
    daysAgo: 3,
    featured: false,
    coverSeed: "ca-phe-viet",
    content: quill`
<p>Ở Việt Nam, cà phê không chỉ là đồ uống. Nó là lý do để ngồi lại với bạn cũ, là chỗ ngồi làm việc của cả một thế hệ freelancer, là thứ đầu tiên người ta mời khi bạn đến nhà. Trong một năm đi dọc đất nước, mình đã thử cà phê ở khắp nơi, và đây là vài ghi chép.</p>
<h2>Cà phê phin: chậm là một phần của hương vị</h2>
<p>Chiếc phin nhôm nhỏ xíu đặt trên miệng ly là biểu tượng của cà phê Việt. Nước sôi rót vào, cà phê nhỏ từng giọt, mất năm đến bảy phút. Người nước ngoài hay sốt ruột, nhưng người Việt coi khoảng chờ đó là lúc để nói chuyện.</p>
<p>Muốn pha phin ngon ở nhà: tráng phin bằng nước sôi, cho khoảng 20 g cà phê xay vừa, rót một chút nước để cà phê "nở" trong 30 giây, rồi mới rót tiếp và đậy nắp. Nếu cà phê chảy quá nhanh, vặn nắp nén chặt hơn.</p>
<h2>Mỗi vùng một kiểu</h2>
<ol>
<li data-list="bullet"><strong>Hà Nội: cà phê trứng.</strong> Lòng đỏ trứng đánh bông với sữa đặc, phủ lên cà phê nóng. Béo, ngọt và giống món tráng miệng hơn đồ uống.</li>
<li data-list="bullet"><strong>Huế: cà phê muối.</strong> Lớp kem sữa có chút muối giúp vị đắng dịu đi và vị ngọt rõ hơn. Giờ đã lan ra khắp cả nước.</li>
<li data-list="bullet"><strong>Sài Gòn: cà phê sữa đá.</strong> Đậm, ngọt, nhiều đá, uống trên vỉa hè nhìn xe chạy.</li>
<li data-list="bullet"><strong>Tây Nguyên: cà phê nguyên chất.</strong> Buôn Ma Thuột là thủ phủ cà phê; ở đây bạn sẽ được mời uống cà phê đen không đường để cảm nhận vị thật.</li>
</ol>
<h2>Robusta và Arabica</h2>
<p>Việt Nam là một trong những nước xuất khẩu cà phê lớn nhất thế giới, phần lớn là Robusta: đậm, đắng, nhiều caffeine. Vài năm gần đây, những trang trại Arabica ở Lâm Đồng, Sơn La và các quán specialty ở thành phố lớn đang làm người trẻ thay đổi cách uống: ít đường hơn, quan tâm hơn đến nguồn gốc hạt.</p>
<blockquote>Hỏi một người Việt quán cà phê ngon nhất ở đâu, bạn sẽ luôn nhận được câu trả lời là quán gần nhà họ.</blockquote>
<p>Lần tới ngồi quán, hãy thử gọi một ly phin và đừng cầm điện thoại trong lúc chờ. Bảy phút đó có khi là bảy phút yên tĩnh nhất trong ngày của bạn.</p>
`,
  },
  {
    key: "chup-anh-du-lich-dien-thoai",
    lang: "vi",
    author: "linhnguyen",
    title: "Chụp ảnh du lịch đẹp chỉ với điện thoại",
    excerpt:
      "Không cần máy ảnh đắt tiền: năm thói quen giúp ảnh du lịch của mình có hồn hơn, từ chọn giờ chụp đến cách kể chuyện bằng một bộ ảnh.",
    topics: ["Photography", "Travel"],
    tags: ["chupanh", "dienthoai", "dulich"],
    status: "published",
    visibility: "public",
    daysAgo: 52,
    featured: false,
    coverSeed: "chup-anh-du-lich-dien-thoai",
    content: quill`
<p>Mình đi du lịch khá nhiều nhưng chưa bao giờ mang máy ảnh lớn. Tất cả ảnh trên blog này đều chụp bằng điện thoại. Bạn đọc hay hỏi bí quyết, nên mình tổng hợp lại năm thói quen mình luôn giữ.</p>
<h2>1. Chụp vào giờ vàng</h2>
<p>Một tiếng sau bình minh và một tiếng trước hoàng hôn, ánh sáng mềm, ấm và tạo bóng dài. Buổi trưa ở Việt Nam nắng gắt, bóng đổ cứng và màu bị bệt. Nếu chỉ có thể thay đổi một điều, hãy thay đổi giờ chụp.</p>
<p><img src="{{image:golden-hour-rice-field}}"></p>
<h2>2. Có người trong khung hình</h2>
<p>Một cánh đồng lúa đẹp, nhưng cánh đồng lúa có một bác nông dân đội nón lá đi ngang qua thì kể được câu chuyện. Người trong ảnh cũng giúp người xem hình dung được kích thước của cảnh vật. Nhớ xin phép khi chụp cận mặt ai đó.</p>
<h2>3. Tìm tiền cảnh</h2>
<p>Ảnh phong cảnh bằng điện thoại hay bị "phẳng". Hãy đặt một thứ gì đó ở gần: một cành hoa, một mép cửa sổ, chiếc lốp xe máy. Ống kính góc rộng của điện thoại rất hợp để tạo chiều sâu theo cách này.</p>
<h2>4. Đừng lạm dụng bộ lọc</h2>
<p>Mình chỉ chỉnh bốn thứ: độ sáng, độ tương phản, nhiệt độ màu và cắt khung. Bộ lọc mạnh làm ảnh đẹp trong năm giây đầu nhưng nhanh chán, và làm cả bộ ảnh trông không nhất quán.</p>
<h2>5. Kể chuyện bằng một bộ ảnh</h2>
<p>Thay vì mười tấm ảnh cùng một góc, hãy chụp theo "công thức" của người làm phóng sự:</p>
<ol>
<li data-list="ordered">Một ảnh toàn cảnh cho biết bạn đang ở đâu.</li>
<li data-list="ordered">Một ảnh trung cảnh về con người và hoạt động.</li>
<li data-list="ordered">Một ảnh cận chi tiết: đôi tay, món ăn, hoa văn trên tường.</li>
<li data-list="ordered">Một ảnh "khoảnh khắc" bất ngờ.</li>
</ol>
<blockquote>Chiếc máy ảnh tốt nhất là chiếc bạn luôn mang theo bên mình.</blockquote>
<p>Cuối cùng: hãy cất điện thoại đi một lúc. Những chuyến đi mình nhớ nhất là những chuyến mình chụp ít nhất, vì khi đó mình thật sự nhìn.</p>
`,
  },
];
