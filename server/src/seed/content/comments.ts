// Demo conversations: comment threads (at most two reply levels), the follow graph, and likes and views per post.
import { DEMO_POSTS } from "./posts";
import type { DemoCommentThread, DemoPost } from "./types";

export type { DemoComment, DemoCommentThread } from "./types";

/** Threads on published public posts, in the post's language, by users other than the post's author. */
export const DEMO_COMMENTS: DemoCommentThread[] = [
  // Welcome to Inkwell
  {
    postKey: "welcome-to-inkwell",
    author: "alex",
    content:
      "Set this up on a small VPS over the weekend and it took about twenty minutes, most of which was me fighting DNS. Really like that the feed is just chronological.",
    replies: [
      {
        author: "inkwell",
        content:
          "Thanks Alex! Chronological is a promise we intend to keep. Let us know if the DNS part of the README could be clearer.",
        replies: [
          {
            author: "alex",
            content:
              "A short note about waiting for the certificate after changing DNS would have saved me some head-scratching.",
          },
        ],
      },
    ],
  },
  {
    postKey: "welcome-to-inkwell",
    author: "emmawilson",
    content: "“Write for one reader you respect” is going on a sticky note above my desk.",
  },
  // Ship small
  {
    postKey: "ship-small",
    author: "davidokafor",
    content:
      "From the ops side I can confirm: small deploys made our incident reviews so much shorter. The diff that broke things fits on one screen.",
    replies: [
      {
        author: "alex",
        content: "That was the argument that finally convinced our manager. Fewer heroic debugging nights.",
      },
    ],
  },
  {
    postKey: "ship-small",
    author: "minhtran",
    content:
      "How did you handle database migrations with the one-day rule? Some of ours take a week to roll out safely.",
    replies: [
      {
        author: "alex",
        content:
          "Each step of the migration is its own change, so a week-long migration is five small changes spread over a week. David wrote a great post on exactly that pattern.",
        replies: [{ author: "minhtran", content: "Makes sense, I'll read it. Thanks!" }],
      },
    ],
  },
  // TypeScript strict mode
  {
    postKey: "typescript-strict-mode",
    author: "minhtran",
    content:
      "+1 for noUncheckedIndexedAccess. It annoyed everyone for two weeks and then caught a real production bug in the third.",
    replies: [
      {
        author: "alex",
        content: "That's the usual arc! Did you end up with lots of non-null assertions?",
        replies: [
          {
            author: "minhtran",
            content:
              "A few at first. We added a lint rule to flag new ones in review and most got replaced by proper checks.",
          },
        ],
      },
    ],
  },
  {
    postKey: "typescript-strict-mode",
    author: "sarahchen",
    content:
      "Not an engineer, but the two-tsconfig trick sounds like a nice way to avoid a giant scary migration.",
  },
  // Designing calm interfaces
  {
    postKey: "designing-calm-interfaces",
    author: "emmawilson",
    content:
      "This applies to writing tools especially. The moment an editor starts suggesting things while I type, I lose the sentence.",
    replies: [
      {
        author: "sarahchen",
        content:
          "Yes! Suggestions are a classic case of help arriving at the wrong moment. Offer them after a pause, or on request.",
      },
    ],
  },
  {
    postKey: "designing-calm-interfaces",
    author: "alex",
    content:
      "Principle 5 should be printed on every front-end developer's monitor. Layout shift is a calm-killer.",
  },
  {
    postKey: "designing-calm-interfaces",
    author: "hoale",
    content:
      "Very relatable. The apps I use at work send a notification for every single comment. I turned them all off and now I miss the important ones.",
    replies: [
      {
        author: "sarahchen",
        content:
          "That's the real cost of noisy notifications: people stop trusting all of them, including the ones that matter.",
      },
    ],
  },
  // Web typography checklist
  {
    postKey: "web-typography-checklist",
    author: "minhtran",
    content:
      "Thank you for the section on Vietnamese! So many beautiful fonts break on “ễ” or “ặ”. We learned that the hard way on a landing page.",
    replies: [
      {
        author: "sarahchen",
        content: "It's such a common trap. Do you have favourite fonts that handle Vietnamese well?",
        replies: [
          {
            author: "minhtran",
            content:
              "Be Vietnam Pro and Inter have been reliable for us. Both place the stacked marks nicely.",
          },
        ],
      },
    ],
  },
  // PostgreSQL indexes
  {
    postKey: "postgres-indexes",
    author: "minhtran",
    content:
      "The composite index ordering explanation finally clicked for me. We had an index on (published_at, author_id) and wondered why it was never used for author pages.",
    replies: [
      {
        author: "davidokafor",
        content:
          "Classic! The range column first means the equality filter can't narrow the scan. Flip them and it should fly.",
        replies: [{ author: "minhtran", content: "Flipped it. Query went from 180 ms to 2 ms. Thank you!" }],
      },
    ],
  },
  {
    postKey: "postgres-indexes",
    author: "alex",
    content: "Bookmarked. Any rule of thumb for when a partial index stops being worth it?",
    replies: [
      {
        author: "davidokafor",
        content:
          "When the condition matches a large share of the table, roughly more than a third, a plain index is usually just as good and simpler.",
      },
    ],
  },
  {
    postKey: "postgres-indexes",
    author: "sarahchen",
    content:
      "I understood maybe half of this, but the quote at the end is a great way to explain trade-offs to non-engineers.",
  },
  // Zero-downtime migrations
  {
    postKey: "zero-downtime-migrations",
    author: "alex",
    content:
      "lock_timeout is the most underrated setting in PostgreSQL. It turned our scariest deploys into boring retries.",
    replies: [{ author: "davidokafor", content: "Boring retries are the dream. Glad it helped." }],
  },
  // Postmortems
  {
    postKey: "blameless-postmortems",
    author: "hoale",
    content:
      "From an HR perspective this is so important. People who fear blame hide mistakes, and hidden mistakes grow.",
    replies: [
      {
        author: "davidokafor",
        content:
          "Exactly. The best signal that a team's postmortems work is how early people report their own mistakes.",
      },
    ],
  },
  {
    postKey: "blameless-postmortems",
    author: "minhtran",
    content: "Stealing the “what went well” section. We never write it and I think we should.",
  },
  // Writing badly first
  {
    postKey: "writing-badly-first",
    author: "sarahchen",
    content:
      "Same in design: the first sketches should be ugly on purpose. The moment they look polished, people critique the polish instead of the idea.",
    replies: [
      {
        author: "emmawilson",
        content: "What a lovely parallel. Polish invites the wrong kind of attention too early.",
      },
    ],
  },
  {
    postKey: "writing-badly-first",
    author: "alex",
    content: "Works for code too. Make it work, make it right, make it fast, in that order.",
  },
  {
    postKey: "writing-badly-first",
    author: "hoale",
    content:
      "I write in English as a second language and I always edit every sentence as I go. Going to try the timer tomorrow.",
    replies: [
      {
        author: "emmawilson",
        content:
          "Please do, and let me know how it goes. You could even draft in Vietnamese and translate in the editing pass.",
        replies: [{ author: "hoale", content: "I hadn't thought of that. I'll try both and report back!" }],
      },
    ],
  },
  // Reading slowly
  {
    postKey: "reading-slowly",
    author: "linhnguyen",
    content:
      "The one-paragraph-after-each-book habit is brilliant. I do something similar after every trip and it's the only reason I remember them.",
  },
  // Code review
  {
    postKey: "code-review-conversation",
    author: "davidokafor",
    content: "The blocking/suggestion/nit prefixes changed our team's reviews overnight. Highly recommend.",
    replies: [
      { author: "alex", content: "Such a small thing and it removes so much anxiety on the author's side." },
    ],
  },
  {
    postKey: "code-review-conversation",
    author: "minhtran",
    content:
      "Nhóm mình áp dụng quy tắc review trong một ngày làm việc và thấy tốc độ ra tính năng tăng rõ rệt. Great post!",
  },
  // Chào mừng đến với Inkwell
  {
    postKey: "chao-mung-inkwell",
    author: "hoale",
    content: "Cảm ơn nhóm Inkwell đã viết hướng dẫn bằng tiếng Việt. Phần tìm kiếm không dấu thật sự tiện!",
    replies: [
      {
        author: "inkwell",
        content: "Cảm ơn chị Hoa! Nếu có chỗ nào trong giao diện dịch chưa tự nhiên, chị cứ góp ý nhé.",
      },
    ],
  },
  {
    postKey: "chao-mung-inkwell",
    author: "linhnguyen",
    content: "Mình hay viết bài trên điện thoại. Trình soạn thảo trên di động có hỗ trợ chèn ảnh không ạ?",
    replies: [
      {
        author: "inkwell",
        content:
          "Có bạn nhé. Bấm vào biểu tượng ảnh trên thanh công cụ để chọn ảnh từ thư viện; ảnh lớn sẽ được thu nhỏ tự động.",
        replies: [{ author: "linhnguyen", content: "Tuyệt quá, cảm ơn nhóm!" }],
      },
    ],
  },
  // Hội An chậm
  {
    postKey: "hoi-an-cham",
    author: "hoale",
    content: "Đọc xong chỉ muốn xin nghỉ phép ngay. Sáu giờ sáng ở phố cổ nghe thật yên bình.",
    replies: [
      {
        author: "linhnguyen",
        content: "Đi đi chị ơi! Tháng Hai, tháng Ba thời tiết dễ chịu nhất, không quá nóng mà cũng chưa mưa.",
      },
    ],
  },
  {
    postKey: "hoi-an-cham",
    author: "minhtran",
    content: "Cơm gà Hội An là chân ái. Lần trước mình ăn ba bữa liền không chán.",
    replies: [
      {
        author: "linhnguyen",
        content: "Haha, ăn ba bữa là còn ít đấy. Lần sau thử thêm hoành thánh chiên nhé!",
        replies: [{ author: "minhtran", content: "Đã ghi vào danh sách. Cảm ơn Linh!" }],
      },
    ],
  },
  {
    postKey: "hoi-an-cham",
    author: "alex",
    content:
      "Went to Hội An last spring and wish I had read this first. The bike ride to Trà Quế sounds perfect.",
    replies: [
      {
        author: "linhnguyen",
        content:
          "Thank you Alex! Next time, go early in the morning before it gets hot. The light over the fields is beautiful.",
      },
    ],
  },
  // Ăn gì ở Đà Nẵng
  {
    postKey: "an-gi-o-da-nang",
    author: "minhtran",
    content: "Bún chả cá Đà Nẵng là món mình nhớ nhất mỗi lần công tác. Ngoài Hà Nội ăn không ra vị.",
    replies: [
      {
        author: "linhnguyen",
        content: "Đúng rồi, chắc do cá biển tươi và nước dùng nấu từ xương cá ngay trong ngày.",
      },
    ],
  },
  {
    postKey: "an-gi-o-da-nang",
    author: "hoale",
    content: "Lần đầu ăn mắm nêm mình hơi sợ, nhưng ăn với bánh tráng cuốn thịt heo xong thì nghiện luôn.",
  },
  // Phở bò
  {
    postKey: "pho-bo-tai-nha",
    author: "hoale",
    content: "Mẹo thả gia vị muộn hay quá. Lần trước mình nấu nước bị đắng mà không hiểu vì sao.",
    replies: [
      {
        author: "linhnguyen",
        content: "Mẹ mình cũng mất mấy năm mới rút ra được đấy chị. Lần sau chị thử lại xem sao nhé.",
      },
    ],
  },
  {
    postKey: "pho-bo-tai-nha",
    author: "minhtran",
    content: "Team chanh ớt giấm tỏi đây. Phở mà cho tương đen là không chấp nhận được 😄",
    replies: [
      {
        author: "linhnguyen",
        content: "Nhà mình cũng chia hai phe y như vậy. Mỗi sáng Chủ nhật là một cuộc tranh luận!",
        replies: [{ author: "hoale", content: "Mình thuộc phe thứ ba: ăn gì cũng được miễn là có quẩy." }],
      },
    ],
  },
  // TypeScript cho người mới
  {
    postKey: "typescript-cho-nguoi-moi",
    author: "hoale",
    content:
      "Mình không phải dân lập trình nhưng đang phỏng vấn nhiều bạn frontend. Bài này giúp mình hiểu vì sao các bạn hay nhắc đến TypeScript.",
    replies: [
      {
        author: "minhtran",
        content:
          "Cảm ơn chị! Nếu ứng viên giải thích được vì sao không nên dùng any thì thường là dấu hiệu tốt đấy ạ.",
      },
    ],
  },
  {
    postKey: "typescript-cho-nguoi-moi",
    author: "linhnguyen",
    content:
      "Em đang tự học lập trình để làm blog du lịch. Đổi từng file sang .ts nghe đỡ đáng sợ hơn nhiều.",
    replies: [
      {
        author: "minhtran",
        content: "Đúng vậy, cứ từ từ thôi. Có gì vướng cứ nhắn mình nhé.",
        replies: [{ author: "linhnguyen", content: "Dạ, chắc chắn em sẽ làm phiền anh rồi 😅" }],
      },
    ],
  },
  // Xử lý tiếng Việt trong JavaScript
  {
    postKey: "xu-ly-tieng-viet-javascript",
    author: "inkwell",
    content:
      "Inkwell cũng dùng đúng cách này cho tìm kiếm không dấu: chuẩn hoá NFC khi lưu và thêm một bản đã bỏ dấu. Cảm ơn Minh đã giải thích rõ ràng như vậy!",
  },
  {
    postKey: "xu-ly-tieng-viet-javascript",
    author: "davidokafor",
    content:
      "Great write-up. The same NFC/NFD mismatch bites in PostgreSQL too: normalise before inserting, or unique indexes will happily accept two “identical” names.",
    replies: [
      {
        author: "minhtran",
        content: "Good point! We actually hit that with usernames once. Normalising on input fixed it.",
      },
    ],
  },
  // Viết CV
  {
    postKey: "viet-cv-it-kinh-nghiem",
    author: "minhtran",
    content:
      "Công thức làm gì – bằng cách nào – kết quả ra sao áp dụng cho CV lập trình viên cũng rất chuẩn.",
    replies: [
      {
        author: "hoale",
        content: "Đúng rồi em. Với dân kỹ thuật, thêm đường dẫn đến sản phẩm hoặc mã nguồn là điểm cộng lớn.",
      },
    ],
  },
  {
    postKey: "viet-cv-it-kinh-nghiem",
    author: "linhnguyen",
    content: "Đọc đến đoạn đặt tên file “CV.pdf” mà giật mình, vì mình cũng từng làm vậy 😂",
  },
  // Pomodoro
  {
    postKey: "pomodoro-mot-thang",
    author: "minhtran",
    content: "Mình cũng thấy 25 phút quá ngắn khi code. 50/10 hợp lý hơn nhiều.",
    replies: [
      {
        author: "hoale",
        content: "Đúng vậy, quan trọng là tìm nhịp hợp với loại công việc. Con số 25 không phải là luật.",
      },
    ],
  },
  {
    postKey: "pomodoro-mot-thang",
    author: "linhnguyen",
    content: "Ý tưởng tấm thẻ “Đang tập trung” hay quá. Văn phòng mình chắc cần mỗi người một cái.",
  },
  // Đàm phán lương
  {
    postKey: "dam-phan-luong-lan-dau",
    author: "linhnguyen",
    content:
      "Giá như mình đọc bài này năm 22 tuổi. Hồi đó mình nhận ngay mức đầu tiên vì sợ bị rút lại lời mời.",
    replies: [
      {
        author: "hoale",
        content:
          "Rất nhiều bạn lo như vậy, nhưng thực tế hiếm công ty nào rút lời mời chỉ vì ứng viên thương lượng lịch sự.",
        replies: [
          { author: "linhnguyen", content: "Nghe chị nói vậy yên tâm hẳn. Lần sau em sẽ mạnh dạn hơn." },
        ],
      },
    ],
  },
  {
    postKey: "dam-phan-luong-lan-dau",
    author: "minhtran",
    content: "Phần “không chỉ có lương” rất đáng giá. Ngân sách học tập giúp mình nhiều hơn một triệu lương.",
  },
];

/** [follower, following] pairs. */
export const DEMO_FOLLOWS: [string, string][] = [
  ["alex", "sarahchen"],
  ["alex", "davidokafor"],
  ["alex", "emmawilson"],
  ["alex", "inkwell"],
  ["sarahchen", "alex"],
  ["sarahchen", "emmawilson"],
  ["sarahchen", "minhtran"],
  ["davidokafor", "alex"],
  ["davidokafor", "minhtran"],
  ["davidokafor", "inkwell"],
  ["emmawilson", "sarahchen"],
  ["emmawilson", "linhnguyen"],
  ["linhnguyen", "hoale"],
  ["linhnguyen", "minhtran"],
  ["linhnguyen", "emmawilson"],
  ["linhnguyen", "inkwell"],
  ["minhtran", "davidokafor"],
  ["minhtran", "alex"],
  ["minhtran", "linhnguyen"],
  ["minhtran", "hoale"],
  ["hoale", "linhnguyen"],
  ["hoale", "minhtran"],
  ["hoale", "emmawilson"],
  ["hoale", "sarahchen"],
  ["hoale", "inkwell"],
  ["inkwell", "alex"],
  ["inkwell", "linhnguyen"],
];

export interface DemoEngagement {
  /** Usernames that like the post (never the author; only followers for followers-only posts). */
  likes: string[];
  views: number;
}

const USERNAMES = [
  "alex",
  "linhnguyen",
  "minhtran",
  "sarahchen",
  "davidokafor",
  "hoale",
  "emmawilson",
  "inkwell",
];

function hash(input: string): number {
  let h = 2166136261;
  for (let i = 0; i < input.length; i++) {
    h ^= input.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/**
 * Deterministic likes and views for a post. Drafts and scheduled posts get nothing, private posts only
 * views by their author; featured and older posts get more of both.
 */
export function demoEngagement(post: DemoPost): DemoEngagement {
  if (post.status !== "published") return { likes: [], views: 0 };
  const h = hash(post.key);
  if (post.visibility === "private") return { likes: [], views: 1 + (h % 5) };
  const followers = new Set(DEMO_FOLLOWS.filter(([, to]) => to === post.author).map(([from]) => from));
  const candidates = USERNAMES.filter(
    (u) => u !== post.author && (post.visibility === "public" || followers.has(u)),
  );
  const share = post.featured ? 0.9 : 0.3 + ((h >>> 8) % 50) / 100;
  const likes = candidates.filter((u) => hash(`${post.key}:${u}`) % 100 < share * 100);
  const age = Math.min(post.daysAgo, 120) / 120;
  const base = post.featured ? 1200 + (h % 800) : 20 + Math.round((h % 400) + age * 500);
  const views = post.visibility === "followers" ? Math.min(base, 40 + (h % 60)) : Math.min(base, 2000);
  return { likes, views: Math.max(views, likes.length + 1) };
}

/** Engagement for every demo post, by post key. */
export const DEMO_LIKES: Record<string, DemoEngagement> = Object.fromEntries(
  DEMO_POSTS.map((p) => [p.key, demoEngagement(p)]),
);
