// Vietnamese demo posts, part 2: Minh on JavaScript, TypeScript, React and building software for Vietnamese users.
import { quill } from "./html";
import type { DemoPost } from "./types";

export const POSTS_VI_2: DemoPost[] = [
  {
    key: "typescript-cho-nguoi-moi",
    lang: "vi",
    author: "minhtran",
    title: "TypeScript cho người mới: bắt đầu từ đâu?",
    excerpt:
      "Bạn đã biết JavaScript và muốn thử TypeScript? Lộ trình từng bước, những khái niệm cần nắm đầu tiên và vài lỗi mình thấy người mới hay mắc.",
    topics: ["Programming", "Web Development"],
    tags: ["typescript", "javascript", "nguoimoi"],
    status: "published",
    visibility: "public",
    daysAgo: 92,
    featured: false,
    coverSeed: "typescript-cho-nguoi-moi",
    metaTitle: "TypeScript cho người mới bắt đầu: lộ trình từng bước",
    metaDescription:
      "Lộ trình học TypeScript cho người đã biết JavaScript: kiểu cơ bản, interface, union type, generics và cách chuyển dần một dự án cũ sang TypeScript.",
    content: quill`
<p>Ở các buổi meetup tại Hà Nội, câu hỏi mình nhận nhiều nhất là: "Em biết JavaScript rồi, học TypeScript bắt đầu từ đâu ạ?". Đây là lộ trình mình vẫn gợi ý, kèm ví dụ nhỏ.</p>
<h2>TypeScript là gì, nói ngắn gọn</h2>
<p>TypeScript là JavaScript có thêm kiểu dữ liệu. Trình biên dịch kiểm tra kiểu khi bạn viết code, rồi xoá hết thông tin kiểu để ra JavaScript bình thường. Nghĩa là bạn không học một ngôn ngữ mới; bạn học cách mô tả dữ liệu mà code JavaScript của bạn vốn đã dùng.</p>
<h2>Bước 1: kiểu cơ bản và suy luận kiểu</h2>
<p>Đừng ghi kiểu ở khắp nơi. TypeScript tự suy ra kiểu trong phần lớn trường hợp; bạn chỉ cần ghi kiểu cho tham số hàm và dữ liệu từ bên ngoài.</p>
<pre><code class="language-typescript">const ten = "Minh";          // TypeScript tự biết đây là string
let tuoi = 28;               // number

function chao(ten: string): string {
  return "Xin chào " + ten;
}</code></pre>
<h2>Bước 2: interface và type</h2>
<p>Mô tả hình dạng của object bằng <em>interface</em> hoặc <em>type</em>. Với người mới, dùng cái nào cũng được; quan trọng là đặt tên rõ ràng.</p>
<pre><code class="language-typescript">interface BaiViet {
  id: number;
  tieuDe: string;
  tomTat?: string;          // dấu ? nghĩa là không bắt buộc
  trangThai: "nhap" | "daDang";
}</code></pre>
<h2>Bước 3: union type và thu hẹp kiểu</h2>
<p>Đây là phần làm TypeScript thật sự hữu ích. Khi một giá trị có thể là nhiều kiểu, trình biên dịch buộc bạn xử lý từng trường hợp:</p>
<pre><code class="language-typescript">function hienThi(gia: number | null): string {
  if (gia === null) return "Liên hệ";
  return gia.toLocaleString("vi-VN") + " ₫";
}</code></pre>
<h2>Bước 4: generics, nhưng để sau</h2>
<p>Generics nghe đáng sợ nhưng bạn sẽ dùng chúng mỗi ngày mà không để ý, ví dụ <em>Array&lt;string&gt;</em> hay <em>Promise&lt;BaiViet&gt;</em>. Tự viết generics thì để sau vài tháng cũng chưa muộn.</p>
<h2>Những lỗi người mới hay mắc</h2>
<ol>
<li data-list="bullet">Dùng <em>any</em> mỗi khi gặp lỗi. Mỗi <em>any</em> là một lỗ hổng trong lưới an toàn.</li>
<li data-list="bullet">Tin tuyệt đối vào dữ liệu từ API. Kiểu chỉ là lời hứa; hãy kiểm tra dữ liệu thật bằng thư viện như Zod.</li>
<li data-list="bullet">Không bật <em>strict</em>. Hãy bật ngay từ đầu với dự án mới.</li>
</ol>
<blockquote>TypeScript không làm code của bạn đúng. Nó làm cho code sai khó viết hơn.</blockquote>
<p>Cách học nhanh nhất: lấy một dự án JavaScript nhỏ của chính bạn, đổi đuôi một file sang <em>.ts</em> và sửa lỗi. Làm từng file một. Sau một tuần bạn sẽ thắc mắc sao trước đây mình viết code mà không có nó.</p>
`,
  },
  {
    key: "react-hooks-loi-thuong-gap",
    lang: "vi",
    author: "minhtran",
    title: "React hooks: những lỗi mình từng mắc",
    excerpt:
      "useEffect chạy vô hạn, state bị cũ trong closure, và những lần mình dùng useEffect khi không cần. Bốn lỗi kinh điển và cách sửa.",
    topics: ["Web Development", "Programming"],
    tags: ["react", "hooks", "javascript"],
    status: "published",
    visibility: "public",
    daysAgo: 58,
    featured: false,
    coverSeed: "react-hooks-loi-thuong-gap",
    content: quill`
<p>Mình viết React được sáu năm, và phần lớn bug khó chịu nhất đều liên quan đến hooks. Bài này tổng hợp bốn lỗi mình đã mắc (có lỗi mắc nhiều lần), với hy vọng bạn mắc ít hơn mình.</p>
<h2>1. useEffect chạy vô hạn</h2>
<p>Lỗi kinh điển: tạo object hoặc mảng mới trong mỗi lần render rồi đưa vào mảng phụ thuộc.</p>
<pre><code class="language-typescript">// Sai: boLoc là object mới mỗi lần render, effect chạy mãi
const boLoc = { chuDe: chuDe, trang: 1 };
useEffect(() =&gt; {
  taiBaiViet(boLoc).then(setDanhSach);
}, [boLoc]);

// Đúng: phụ thuộc vào giá trị nguyên thuỷ
useEffect(() =&gt; {
  taiBaiViet({ chuDe, trang: 1 }).then(setDanhSach);
}, [chuDe]);</code></pre>
<h2>2. State bị "cũ" trong closure</h2>
<p>Hàm trong <em>setInterval</em> hay event listener giữ giá trị state tại thời điểm nó được tạo. Nếu cần cập nhật dựa trên giá trị trước đó, dùng dạng hàm của setter:</p>
<pre><code class="language-typescript">useEffect(() =&gt; {
  const id = setInterval(() =&gt; setGiay((g) =&gt; g + 1), 1000);
  return () =&gt; clearInterval(id);
}, []);</code></pre>
<h2>3. Dùng useEffect cho thứ có thể tính trực tiếp</h2>
<p>Mình từng có component với ba useEffect chỉ để đồng bộ state dẫn xuất: danh sách đã lọc, tổng số, trạng thái rỗng. Tất cả đều có thể tính ngay trong lúc render. Quy tắc: nếu một giá trị có thể tính từ props và state hiện có, đừng lưu nó vào state.</p>
<pre><code class="language-typescript">const daLoc = danhSach.filter((b) =&gt; b.tieuDe.includes(tuKhoa));
const rong = daLoc.length === 0;</code></pre>
<h2>4. Quên dọn dẹp khi component unmount</h2>
<p>Gọi API trong useEffect, người dùng chuyển trang trước khi kết quả về, và setState được gọi trên component đã biến mất. Tệ hơn, nếu người dùng đổi bộ lọc nhanh, kết quả cũ có thể về sau và ghi đè kết quả mới. Dùng <em>AbortController</em> để huỷ request:</p>
<pre><code class="language-typescript">useEffect(() =&gt; {
  const ac = new AbortController();
  fetch("/api/posts?topic=" + chuDe, { signal: ac.signal })
    .then((r) =&gt; r.json())
    .then(setDanhSach)
    .catch(() =&gt; {});
  return () =&gt; ac.abort();
}, [chuDe]);</code></pre>
<blockquote>Phần lớn lỗi với hooks không phải do React khó, mà do mình quên rằng mỗi lần render là một "ảnh chụp" riêng của props và state.</blockquote>
<p>Bật quy tắc ESLint <em>react-hooks/exhaustive-deps</em> và đừng tắt nó khi nó cảnh báo. Mỗi lần nó làm mình khó chịu, gần như lần nào nó cũng đúng.</p>
`,
  },
  {
    key: "xu-ly-tieng-viet-javascript",
    lang: "vi",
    author: "minhtran",
    title: "Xử lý tiếng Việt có dấu trong JavaScript",
    excerpt:
      "Unicode NFC và NFD, bỏ dấu để tìm kiếm, chữ đ, sắp xếp theo bảng chữ cái và tạo slug: những thứ mình ước đã biết từ ngày đầu làm sản phẩm cho người Việt.",
    topics: ["Programming", "Web Development"],
    tags: ["unicode", "javascript", "tiengviet"],
    status: "published",
    visibility: "public",
    daysAgo: 38,
    featured: false,
    coverSeed: "xu-ly-tieng-viet-javascript",
    content: quill`
<p>Làm sản phẩm cho người Việt, sớm muộn gì bạn cũng gặp những lỗi kỳ lạ: hai chuỗi "Nguyễn" trông giống hệt nhau nhưng so sánh lại khác nhau, tìm "pho" không ra "phở", hay slug bị mất chữ. Đây là những gì mình đã học được.</p>
<h2>Một chữ, hai cách mã hoá</h2>
<p>Trong Unicode, chữ "ễ" có thể được lưu thành một ký tự dựng sẵn (dạng NFC) hoặc thành chữ "e" cộng với các dấu kết hợp (dạng NFD). Bộ gõ trên Windows, macOS và điện thoại không phải lúc nào cũng dùng cùng một dạng. Kết quả:</p>
<pre><code class="language-typescript">const a = "Nguy\\u1EC5n";                  // NFC
const b = "Nguye\\u0302\\u0303n";           // NFD
console.log(a === b);                     // false
console.log(a.normalize("NFC") === b.normalize("NFC")); // true</code></pre>
<p>Quy tắc số một: <strong>chuẩn hoá về NFC ngay khi nhận dữ liệu</strong>, trước khi lưu vào cơ sở dữ liệu.</p>
<h2>Bỏ dấu để tìm kiếm</h2>
<p>Người dùng hay gõ không dấu. Để "pho bo" tìm ra "Phở bò", hãy lưu thêm một phiên bản không dấu của nội dung và tìm trên đó. Cách phổ biến là chuyển sang NFD rồi xoá các dấu kết hợp. Nhưng chữ "đ" không phải là "d" cộng dấu, nên phải xử lý riêng:</p>
<pre><code class="language-typescript">export function boDau(s: string): string {
  return s
    .normalize("NFD")
    .replace(/[\\u0300-\\u036f]/g, "")
    .replace(/đ/g, "d")
    .replace(/Đ/g, "D")
    .toLowerCase();
}

boDau("Phở Bò Hà Nội"); // "pho bo ha noi"</code></pre>
<h2>Tạo slug</h2>
<p>Dùng lại hàm trên, rồi thay mọi ký tự không phải chữ hoặc số bằng dấu gạch ngang:</p>
<pre><code class="language-typescript">const slug = boDau(tieuDe)
  .replace(/[^a-z0-9]+/g, "-")
  .replace(/^-+|-+$/g, "");</code></pre>
<h2>Sắp xếp theo bảng chữ cái</h2>
<p>Đừng dùng <em>sort()</em> mặc định, vì nó so sánh mã Unicode và đặt "Đ" sau "Z". Hãy dùng <em>Intl.Collator</em> với locale tiếng Việt:</p>
<pre><code class="language-typescript">const collator = new Intl.Collator("vi");
["Đào", "Anh", "Bình", "Ân"].sort(collator.compare);
// ["Anh", "Ân", "Bình", "Đào"]</code></pre>
<h2>Độ dài chuỗi</h2>
<p>Với dạng NFD, "Nguyễn" dài 8 đơn vị thay vì 6. Nếu bạn giới hạn độ dài tên người dùng hay tiêu đề, hãy đo sau khi chuẩn hoá NFC, nếu không người dùng sẽ bị báo lỗi "quá dài" một cách khó hiểu.</p>
<blockquote>Tiếng Việt không phải trường hợp đặc biệt. Nó chỉ làm lộ ra những giả định sai về văn bản mà code của bạn vốn đã có.</blockquote>
<p>Ghi nhớ ba điều: chuẩn hoá NFC khi nhận dữ liệu, lưu thêm bản không dấu để tìm kiếm, và luôn dùng Intl khi sắp xếp hay định dạng. Người dùng của bạn sẽ không bao giờ biết bạn đã làm những việc này, và đó chính là dấu hiệu bạn làm đúng.</p>
`,
  },
  {
    key: "junior-len-mid",
    lang: "vi",
    author: "minhtran",
    title: "Từ junior lên mid-level: điều gì thực sự thay đổi?",
    excerpt:
      "Không phải số năm kinh nghiệm hay số framework bạn biết. Những thay đổi trong cách làm việc mà mình thấy ở các bạn lên mid-level nhanh nhất.",
    topics: ["Career", "Programming"],
    tags: ["sunghiep", "junior", "laptrinh"],
    status: "published",
    visibility: "public",
    daysAgo: 22,
    featured: false,
    coverSeed: "junior-len-mid",
    content: quill`
<p>Mình đã hướng dẫn khoảng mười lăm bạn junior trong năm năm qua. Có bạn lên mid-level sau hơn một năm, có bạn mất bốn năm. Khác biệt hiếm khi nằm ở kiến thức kỹ thuật. Nó nằm ở vài thói quen.</p>
<h2>1. Từ "làm xong task" sang "giải quyết vấn đề"</h2>
<p>Junior nhận task "thêm nút xuất Excel" và làm đúng như thế. Mid-level hỏi thêm: ai cần xuất file, để làm gì? Đôi khi câu trả lời là họ chỉ cần lọc dữ liệu, và một bộ lọc tốt hơn giải quyết vấn đề mà không cần nút nào cả.</p>
<h2>2. Biết khi nào nên hỏi</h2>
<p>Có hai kiểu junior: hỏi sau năm phút, và im lặng vật lộn ba ngày. Cả hai đều chưa ổn. Quy tắc mình hay gợi ý: tự tìm hiểu khoảng 30 đến 60 phút, ghi lại những gì đã thử, rồi hỏi kèm ghi chú đó. Câu hỏi "em đã thử A và B, kết quả là X, em nghĩ vấn đề ở C, anh thấy đúng không?" giúp người trả lời tiết kiệm rất nhiều thời gian.</p>
<h2>3. Ước lượng và báo sớm</h2>
<p>Mid-level không phải người luôn ước lượng đúng. Họ là người báo sớm khi ước lượng sai. "Task này em nghĩ hai ngày nhưng phát hiện phần thanh toán phức tạp hơn, có lẽ cần bốn ngày" — một câu như vậy vào ngày đầu tiên giá trị hơn nhiều so với lời xin lỗi vào ngày thứ tư.</p>
<h2>4. Đọc code của người khác</h2>
<p>Junior viết code. Mid-level đọc code nhiều hơn viết. Họ review pull request của đồng nghiệp, đọc mã nguồn thư viện khi tài liệu không đủ, và hiểu vì sao hệ thống được thiết kế như hiện tại trước khi đề xuất thay đổi.</p>
<h2>5. Chịu trách nhiệm đến cùng</h2>
<ol>
<li data-list="bullet">Code đã merge nhưng chưa lên production thì chưa xong.</li>
<li data-list="bullet">Lên production rồi thì kiểm tra log và số liệu xem có chạy đúng không.</li>
<li data-list="bullet">Có lỗi thì chủ động nhận và sửa, không đợi người khác phát hiện.</li>
</ol>
<blockquote>Cấp bậc không đo bằng độ khó của code bạn viết, mà bằng mức độ người khác có thể yên tâm giao việc cho bạn.</blockquote>
<h2>Vậy có cần học thêm công nghệ không?</h2>
<p>Có, nhưng học sâu quan trọng hơn học rộng. Hiểu thật kỹ JavaScript, HTTP, cơ sở dữ liệu và Git sẽ giúp bạn nhiều hơn biết sơ qua năm framework. Framework thay đổi vài năm một lần; nền tảng thì ở lại cả sự nghiệp.</p>
`,
  },
  {
    key: "viet-test-khong-ghet-test",
    lang: "vi",
    author: "minhtran",
    title: "Viết test sao cho không ghét test",
    excerpt: "Bản nháp: vì sao nhiều người ghét viết test, và cách viết test mà bạn thật sự muốn giữ lại.",
    topics: ["Programming"],
    tags: ["testing", "vitest", "laptrinh"],
    status: "draft",
    visibility: "public",
    daysAgo: 1,
    featured: false,
    coverSeed: "viet-test-khong-ghet-test",
    content: quill`
<p>Bản nháp, chưa xong. Ý chính: người ta ghét test không phải vì test vô ích, mà vì phần lớn test họ từng gặp là test tồi: chậm, dễ vỡ, và kiểm tra chi tiết cài đặt thay vì hành vi.</p>
<h2>Test hành vi, không test cài đặt</h2>
<p>Một test tốt trả lời câu hỏi "người dùng hoặc code gọi hàm này mong đợi điều gì?". Nếu bạn đổi tên một hàm nội bộ mà mười test bị đỏ, đó là test đang kiểm tra cài đặt.</p>
<pre><code class="language-typescript">import { describe, expect, it } from "vitest";
import { boDau } from "./text";

describe("boDau", () =&gt; {
  it("bỏ dấu và chuyển chữ thường", () =&gt; {
    expect(boDau("Phở Bò")).toBe("pho bo");
  });

  it("xử lý chữ đ", () =&gt; {
    expect(boDau("Đà Nẵng")).toBe("da nang");
  });
});</code></pre>
<h2>Đặt tên test như một câu</h2>
<p>Khi test đỏ, tên của nó là thứ đầu tiên bạn đọc. "xử lý chữ đ" nói cho bạn biết ngay cái gì hỏng. "test 3" thì không.</p>
<h2>Những ý còn phải viết</h2>
<ol>
<li data-list="bullet">Khi nào nên mock, khi nào nên dùng cơ sở dữ liệu thật (PGlite rất hợp cho việc này).</li>
<li data-list="bullet">Giữ bộ test chạy dưới một phút.</li>
<li data-list="bullet">Test cho bug: mỗi bug sửa xong có một test để nó không quay lại.</li>
</ol>
<h2>Một test, một lý do để đỏ</h2>
<p>Mỗi test nên kiểm tra đúng một hành vi. Khi một test có mười câu lệnh expect về mười thứ khác nhau, lúc nó đỏ bạn phải đọc cả test mới biết cái gì hỏng. Tách nhỏ ra thì tên test đã nói lên tất cả. Test ngắn cũng dễ sửa hơn khi yêu cầu thay đổi, nên người ta ít có xu hướng xoá bỏ hoặc tắt chúng đi.</p>
<p>Còn phải viết: thêm ví dụ test API với Fastify inject, và phần về test flaky.</p>
`,
  },
  {
    key: "full-text-search-tieng-viet",
    lang: "vi",
    author: "minhtran",
    title: "Tìm kiếm toàn văn tiếng Việt với PostgreSQL",
    excerpt:
      "Không cần Elasticsearch cho một blog hay một cửa hàng nhỏ. Cách dựng tìm kiếm tiếng Việt không phân biệt dấu bằng tsvector và một cột đã bỏ dấu.",
    topics: ["Databases", "Programming"],
    tags: ["postgresql", "search", "tiengviet"],
    status: "published",
    visibility: "public",
    daysAgo: 16,
    featured: false,
    coverSeed: "full-text-search-tieng-viet",
    content: quill`
<p>Khi dự án cần tìm kiếm, phản xạ của nhiều người là dựng ngay Elasticsearch. Với một blog, một trang tin nội bộ hay một cửa hàng vài chục nghìn sản phẩm, PostgreSQL đã đủ tốt, kể cả với tiếng Việt. Đây là cách mình làm.</p>
<h2>Vấn đề với tiếng Việt</h2>
<p>PostgreSQL có sẵn cấu hình tìm kiếm cho tiếng Anh, Pháp, Đức… nhưng không có tiếng Việt. May mắn là tiếng Việt không biến đổi hình thái từ (không có số nhiều, không chia động từ), nên cấu hình <em>simple</em> — chỉ tách từ và chuyển chữ thường — hoạt động khá tốt. Việc còn lại là xử lý dấu.</p>
<h2>Lưu thêm một cột đã bỏ dấu</h2>
<p>Ứng dụng tự bỏ dấu (xem bài trước của mình về xử lý tiếng Việt trong JavaScript) và ghi vào một cột riêng. PostgreSQL tạo vector tìm kiếm từ cột đó:</p>
<pre><code class="language-sql">ALTER TABLE posts
  ADD COLUMN search_title text NOT NULL DEFAULT '',
  ADD COLUMN search_body text NOT NULL DEFAULT '',
  ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple', search_title), 'A') ||
    setweight(to_tsvector('simple', search_body), 'B')
  ) STORED;

CREATE INDEX posts_search_idx ON posts USING gin (search_vector);</code></pre>
<p>Tiêu đề có trọng số A, nội dung trọng số B, nên bài có từ khoá trong tiêu đề sẽ xếp hạng cao hơn.</p>
<h2>Truy vấn</h2>
<p>Từ khoá người dùng nhập cũng được bỏ dấu trước khi gửi xuống cơ sở dữ liệu. Dùng <em>websearch_to_tsquery</em> để hỗ trợ cú pháp quen thuộc như dấu ngoặc kép và dấu trừ:</p>
<pre><code class="language-sql">SELECT id, title,
       ts_rank(search_vector, q) AS diem
FROM posts, websearch_to_tsquery('simple', 'pho bo ha noi') AS q
WHERE search_vector @@ q
ORDER BY diem DESC
LIMIT 20;</code></pre>
<h2>Hạn chế</h2>
<ol>
<li data-list="bullet">Bỏ dấu làm mất nghĩa: "bàn" và "bạn" trở thành một. Trên thực tế, người dùng chấp nhận điều này vì họ vẫn tìm được thứ cần tìm.</li>
<li data-list="bullet">Tiếng Việt có nhiều từ ghép hai âm tiết. Tìm "du lịch" có thể khớp bài có "du" và "lịch" ở hai chỗ khác nhau. Dùng ngoặc kép để tìm cụm từ chính xác.</li>
<li data-list="bullet">Không có sửa lỗi chính tả. Nếu cần, thêm extension <em>pg_trgm</em> để gợi ý từ gần đúng.</li>
</ol>
<blockquote>Hãy bắt đầu với công cụ bạn đã có. Khi nào PostgreSQL thật sự không đủ, bạn sẽ biết chính xác mình cần gì ở hệ thống tiếp theo.</blockquote>
<p>Với vài trăm nghìn bài viết, cách này trả kết quả trong vài mili giây. Ít thành phần hơn, ít thứ phải vận hành hơn, và dữ liệu tìm kiếm luôn khớp với dữ liệu thật vì chúng nằm cùng một chỗ.</p>
`,
  },
];
