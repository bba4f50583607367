// Knowledge base: loads the shipped markdown articles (vi, en), splits them into passages, indexes
// them with minisearch on folded terms (so "quen mat khau" meets "Quên mật khẩu") and answers a
// question with the best article in the question's language plus its sources.
import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import MiniSearch from "minisearch";
import { stemmer } from "stemmer";
import { detectLanguage, fold, tokenize } from "./normalize";
import { SITE_SLOT, SITE_WORD } from "./site-name";
import { AGENTS } from "./types";
import type { AgentName, Lang } from "./types";

export interface KnowledgeArticle {
  /** File name without extension; the same id in both languages. */
  id: string;
  lang: Lang;
  title: string;
  agent: AgentName;
  link: string;
  /** Markdown body after the front matter, starting with its `# title`. */
  body: string;
}

export interface KnowledgeSource {
  title: string;
  link: string;
}

export interface PassageHit {
  articleId: string;
  heading: string;
  text: string;
  score: number;
}

export interface KnowledgeAnswer {
  /** Markdown of the best article, in the question's language. */
  answer: string;
  lang: Lang;
  agent: AgentName;
  articleId: string;
  /** The best passage's search score: below WEAK_MATCH_SCORE the article shares little with the question. */
  score: number;
  /** Best article first, then related articles that also matched well. */
  sources: KnowledgeSource[];
  passages: PassageHit[];
}

export interface AnswerOptions {
  /** Reply language; detected from the question when absent. */
  lang?: Lang;
  /** The routed agent: its articles get a boost. */
  agent?: AgentName;
  /** Passages to consider; defaults to 8. */
  limit?: number;
}

interface Passage {
  id: string;
  articleId: string;
  lang: Lang;
  agent: AgentName;
  title: string;
  heading: string;
  text: string;
}

export const KNOWLEDGE_DIR = fileURLToPath(new URL("../knowledge/", import.meta.url));

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;
const AGENT_BOOST = 1.5;
// Other articles are listed as sources only when they score at least this share of the best one.
const RELATED_SHARE = 0.6;
/**
 * A best passage scoring below this shares at most a stray word with the question ("Import from WordPress?"
 * met the scheduling article at 7.7 before imports had an article); the questions of the held-out split that
 * the router sends to an agent score 10–1500, the right article of a tentative route above 100.
 */
export const WEAK_MATCH_SCORE = 40;

function isAgent(value: string): value is AgentName {
  return (AGENTS as readonly string[]).includes(value);
}

/** Parses one article: `---` front matter with title, agent and link, then markdown. */
export function parseArticle(id: string, lang: Lang, markdown: string): KnowledgeArticle {
  const text = markdown.replace(/\r\n/g, "\n");
  const match = FRONT_MATTER.exec(text);
  if (!match?.[1]) throw new Error(`knowledge/${lang}/${id}.md: missing front matter`);
  const fields = new Map(
    match[1].split("\n").map((line) => {
      const at = line.indexOf(":");
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()] as const;
    }),
  );
  const title = fields.get("title");
  const agent = fields.get("agent");
  const link = fields.get("link");
  if (!title || !link || !agent || !isAgent(agent)) {
    throw new Error(`knowledge/${lang}/${id}.md: needs title, agent and link`);
  }
  return { id, lang, title, agent, link, body: text.slice(match[0].length).trim() };
}

/** Reads every `knowledge/{vi,en}/*.md` article. */
export function loadArticles(dir: string = KNOWLEDGE_DIR): KnowledgeArticle[] {
  return (["vi", "en"] as const).flatMap((lang) =>
    readdirSync(join(dir, lang))
      .filter((file) => file.endsWith(".md"))
      .sort()
      .map((file) => parseArticle(basename(file, ".md"), lang, readFileSync(join(dir, lang, file), "utf8"))),
  );
}

// Markdown to indexable text: link targets and emphasis marks carry no words.
const plain = (markdown: string): string =>
  markdown.replace(/\[([^[\]]*)\]\([^)]*\)/g, "$1").replace(/[*`#>]/g, " ");

/** One passage per section: the text under each heading, headed by the article title. */
function splitPassages(article: KnowledgeArticle): Passage[] {
  const sections = article.body.split(/\n(?=#{2,3} )/);
  return sections.map((section, i) => {
    const [first = "", ...rest] = section.split("\n");
    const heading = first.replace(/^#{1,3}\s*/, "").trim();
    return {
      id: `${article.lang}/${article.id}#${i}`,
      articleId: article.id,
      lang: article.lang,
      agent: article.agent,
      title: article.title,
      heading,
      text: plain(rest.join("\n")),
    };
  });
}

// Terms are folded words, English ones stemmed ("visible" meets "visibility"), plus folded syllable
// bigrams, so "mật khẩu" also matches as one unit. Vietnamese syllables carry none of the suffixes
// the stemmer removes, so it leaves them alone. Where an article names the site it is indexed by the word
// questions name it by (site-name.ts).
function indexTerms(text: string): string[] {
  const words = tokenize(text.replaceAll(SITE_SLOT, SITE_WORD)).map((w) => stemmer(fold(w)));
  const bigrams = words.slice(1).map((w, i) => `${words[i]}_${w}`);
  return [...words, ...bigrams];
}

export class KnowledgeBase {
  private readonly articles = new Map<string, KnowledgeArticle>();
  private readonly index = new MiniSearch<Passage>({
    fields: ["title", "heading", "text"],
    storeFields: ["articleId", "lang", "agent", "heading", "text"],
    tokenize: indexTerms,
    processTerm: (term) => term,
    searchOptions: {
      boost: { title: 3, heading: 2 },
      // Folded Vietnamese syllables are short and close to each other ("mat", "mac"): only
      // longer terms get typo tolerance and prefix matching.
      fuzzy: (term) => (term.length >= 5 && !term.includes("_") ? 0.2 : false),
      prefix: (term) => term.length >= 4 && !term.includes("_"),
      combineWith: "OR",
    },
  });

  constructor(articles: readonly KnowledgeArticle[] = loadArticles()) {
    for (const article of articles) this.articles.set(`${article.lang}/${article.id}`, article);
    this.index.addAll(articles.flatMap(splitPassages));
  }

  /** Best passages for the question among the articles in `lang`. */
  search(question: string, lang: Lang, agent?: AgentName, limit = 8): PassageHit[] {
    return this.index
      .search(question, {
        filter: (result) => result.lang === lang,
        boostDocument: (_id, _term, stored) => (agent && stored?.agent === agent ? AGENT_BOOST : 1),
      })
      .slice(0, limit)
      .map((hit) => ({
        articleId: String(hit.articleId),
        heading: String(hit.heading),
        text: String(hit.text),
        score: hit.score,
      }));
  }

  /** The best article for the question in its language, or null when nothing matches. */
  answer(question: string, options: AnswerOptions = {}): KnowledgeAnswer | null {
    const lang = options.lang ?? detectLanguage(question);
    const passages = this.search(question, lang, options.agent, options.limit);
    const perArticle = new Map<string, number>();
    for (const p of passages)
      perArticle.set(p.articleId, Math.max(perArticle.get(p.articleId) ?? 0, p.score));
    const ranked = [...perArticle].sort((a, b) => b[1] - a[1]);
    const best = ranked[0];
    const article = best && this.articles.get(`${lang}/${best[0]}`);
    if (!best || !article) return null;
    const sources = ranked
      .filter(([, score]) => score >= best[1] * RELATED_SHARE)
      .slice(0, 3)
      .flatMap(([id]) => {
        const related = this.articles.get(`${lang}/${id}`);
        return related ? [{ title: related.title, link: related.link }] : [];
      });
    return {
      answer: article.body,
      lang,
      agent: article.agent,
      articleId: article.id,
      score: best[1],
      sources,
      passages: passages.filter((p) => p.articleId === article.id),
    };
  }
}
