// The discovery agent: finds published, public posts and topics for a question with full-text search.
import { eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { topics } from "../../db/schema";
import type { PostsService } from "../posts/posts.service";
import { fold } from "./engine/normalize";
import type { Lang } from "./engine/types";

/** Words that ask for posts rather than name a subject. */
const REQUEST_WORDS = new Set(
  (
    "co bai nao viet ve khong cho toi minh xem tim goi y muon doc nhung cac mot vai hay o dau la gi chu de voi nhe a oi ban " +
    "nhat moi hot tren inkwell the nao tim kiem kiem liet ke danh sach gioi thieu doc them con khac nua di duoc dc k ko " +
    "show me posts post about any articles article find some is are there on the a an of for to i want read recommend " +
    "stories story topic topics what do you have can please good best latest new more other something anything list " +
    "blog blogs give looking look need related"
  ).split(" "),
);

export function subjectWords(text: string): string[] {
  return [
    ...new Set(
      fold(text)
        .replace(/[^a-z0-9\s]/g, " ")
        .split(/\s+/),
    ),
  ].filter((w) => w.length > 1 && !REQUEST_WORDS.has(w));
}

export interface DiscoveryResult {
  text: string;
  sources: { title: string; link: string }[];
  query: string;
  shown: number[];
}

export async function discover(
  db: Db,
  posts: PostsService,
  question: string,
  lang: Lang,
  previous?: { query: string; shown: number[] },
): Promise<DiscoveryResult> {
  const words = previous ? previous.query.split(" ") : subjectWords(question);
  const query = words.join(" ");
  const matchingTopics = words.length
    ? await db
        .select({ name: topics.name, slug: topics.slug })
        .from(topics)
        .where(
          or(
            ...words.map((w) => or(sql`${topics.slug} like ${`%${w}%`}`, eq(sql`lower(${topics.name})`, w))),
          ),
        )
        .limit(3)
    : [];
  const found = words.length
    ? (await posts.list(null, { q: words.join(" or "), page: 1, limit: 12, sort: "latest" })).items
    : [];
  const shown = new Set(previous?.shown ?? []);
  const fresh = found.filter((p) => !shown.has(p.id)).slice(0, 5);
  const sources = [
    ...fresh.map((p) => ({ title: p.title, link: `/blog/${p.slug}` })),
    ...matchingTopics.map((t) => ({ title: t.name, link: `/topics/${t.slug}` })),
  ];
  const subject = query || (lang === "vi" ? "chủ đề này" : "this subject");
  let text: string;
  if (!fresh.length && !matchingTopics.length) {
    text =
      lang === "vi"
        ? `Mình chưa tìm thấy ${previous ? "thêm " : ""}bài viết nào về **${subject}**. Bạn có thể xem [tất cả chủ đề](/topics) hoặc thử từ khóa khác.`
        : `I couldn't find ${previous ? "more " : ""}posts about **${subject}**. Browse [all topics](/topics) or try other words.`;
  } else {
    const intro =
      lang === "vi"
        ? previous
          ? `Đây là thêm vài bài về **${subject}**:`
          : `Đây là một số bài viết về **${subject}**:`
        : previous
          ? `Here are more posts about **${subject}**:`
          : `Here are some posts about **${subject}**:`;
    const lines = fresh.map((p) => `- [${p.title}](/blog/${p.slug}) — ${p.author.name}`);
    const topicLine = matchingTopics.length
      ? `\n\n${lang === "vi" ? "Chủ đề liên quan" : "Related topics"}: ${matchingTopics.map((t) => `[${t.name}](/topics/${t.slug})`).join(", ")}`
      : "";
    text = `${intro}\n${lines.join("\n")}${topicLine}`;
  }
  return { text, sources, query, shown: [...shown, ...fresh.map((p) => p.id)] };
}
