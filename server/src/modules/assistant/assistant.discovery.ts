// The discovery agent: finds published, public posts and topics for a question with full-text search.
import type { PostsService } from "../posts";
import type { TopicsService } from "../topics";
import { escapeMarkdown } from "./assistant.markdown";
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

/** The subject as the person wrote it ("cà phê", not "ca phe"). */
function subjectAsWritten(text: string): string {
  return text
    .split(/[\s,.;:!?"“”()]+/)
    .filter((token) => {
      const folded = fold(token).replace(/[^a-z0-9]/g, "");
      return folded.length > 1 && !REQUEST_WORDS.has(folded);
    })
    .join(" ");
}

/**
 * Public topics whose name is among the subject's words, or contains all of them ("web" → "Web Development").
 */
async function topicsFor(topics: TopicsService, words: string[]) {
  const subject = new Set(words);
  const all = await topics.listPublic();
  return all
    .filter((t) => {
      const nameWords = fold(t.name)
        .split(/[^a-z0-9]+/)
        .filter((w) => w.length > 2);
      return (
        nameWords.length > 0 &&
        (nameWords.every((w) => subject.has(w)) || words.every((w) => nameWords.includes(w)))
      );
    })
    .slice(0, 3);
}

/** Posts for the subject: the words as a phrase first, then all of them, then any longer one. */
async function findPosts(posts: PostsService, words: string[]) {
  for (const match of ["phrase", "all", "any"] as const) {
    const { items } = await posts.list(
      null,
      { q: words.join(" "), page: 1, limit: 12, sort: "latest" },
      match,
    );
    if (items.length) return items;
  }
  return [];
}

export interface DiscoveryResult {
  text: string;
  sources: { title: string; link: string }[];
  query: string;
  subject: string;
  shown: number[];
}

export async function discover(
  { posts, topics }: { posts: PostsService; topics: TopicsService },
  question: string,
  lang: Lang,
  previous?: { query: string; subject: string; shown: number[] },
): Promise<DiscoveryResult> {
  const words = previous ? previous.query.split(" ") : subjectWords(question);
  const query = words.join(" ");
  const written = previous ? previous.subject : subjectAsWritten(question);
  const matchingTopics = words.length ? await topicsFor(topics, words) : [];
  const found = words.length ? await findPosts(posts, words) : [];
  const shown = new Set(previous?.shown ?? []);
  const fresh = found.filter((p) => !shown.has(p.id)).slice(0, 5);
  const sources = [
    ...fresh.map((p) => ({ title: p.title, link: `/blog/${p.slug}` })),
    ...matchingTopics.map((t) => ({ title: t.name, link: `/topics/${t.slug}` })),
  ];
  // Titles, names and the question are people's words: text in the answer, never markdown.
  const subject = escapeMarkdown(written || query) || (lang === "vi" ? "chủ đề này" : "this subject");
  const topicLine = matchingTopics.length
    ? `\n\n${lang === "vi" ? "Chủ đề liên quan" : "Related topics"}: ${matchingTopics.map((t) => `[${escapeMarkdown(t.name)}](/topics/${t.slug})`).join(", ")}`
    : "";
  let text: string;
  if (!fresh.length) {
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
    const lines = fresh.map(
      (p) => `- [${escapeMarkdown(p.title)}](/blog/${p.slug}) — ${escapeMarkdown(p.author.name)}`,
    );
    text = `${intro}\n${lines.join("\n")}`;
  }
  text += topicLine;
  return { text, sources, query, subject: written, shown: [...shown, ...fresh.map((p) => p.id)] };
}
