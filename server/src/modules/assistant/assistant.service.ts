// The support assistant answering: routing each message to an agent, grounded answers, follow-ups, and the
// statistics. Sessions are assistant.sessions.service.ts; what the router learns, assistant.training.service.ts.
import { cutText } from "@inkwell/contract";
import type { ChatAgent, ChatMetadata, ChatReply, ChatSource } from "@inkwell/contract";
import type { AppContext } from "../../platform/context";
import type { PostsService } from "../posts";
import type { TopicsService } from "../topics";
import { discover } from "./assistant.discovery";
import type { DiscoveryResult } from "./assistant.discovery";
import { phraseWithLlm } from "./assistant.llm";
import { isSitePath } from "./assistant.markdown";
import {
  fallbackReply,
  handoffReply,
  smalltalkReply,
  tentativeNote,
  withSettings,
} from "./assistant.replies";
import type { ReplySettings } from "./assistant.replies";
import type { Viewer } from "./assistant.policy";
import * as repo from "./assistant.repository";
import type { AssistantSessions, Turn as SessionTurn } from "./assistant.sessions.service";
import * as trainingRepo from "./assistant.training.repository";
import type { AssistantTraining } from "./assistant.training.service";
import { SEED_EXAMPLES } from "./data/seed";
import { KnowledgeBase, WEAK_MATCH_SCORE } from "./engine/knowledge";
import { fold } from "./engine/normalize";
import { SITE_SLOT, withSiteWord } from "./engine/site-name";
import type { RouteResult } from "./engine/router";
import type { Lang, RouteLabel } from "./engine/types";

const FOLLOW_UP_MORE = /\b(con|them|khac|nua|more|other|another|else|next)\b/;
const SWITCH_TO_EN = /\b(in english|english please|tieng anh)\b/;
const SWITCH_TO_VI = /\b(tieng viet|in vietnamese|vietnamese please)\b/;

type Turn = SessionTurn<StoredMetadata>;

export class AssistantService {
  /** Indexed on the first question (~90 ms, ~2 MiB), not at start: most processes never get one. */
  private knowledgeBase: KnowledgeBase | undefined;
  constructor(
    private readonly ctx: AppContext,
    private readonly training: AssistantTraining,
    private readonly sessions: AssistantSessions,
    /** Where discovery looks: the site's posts and topics, as anonymous readers see them. */
    private readonly content: { posts: PostsService; topics: TopicsService },
  ) {}

  private get db() {
    return this.ctx.db;
  }

  async chat(
    message: string,
    options: { includeContext: boolean; autoTrain: boolean },
    sessionHeader: string | undefined,
    viewer: Viewer | null,
  ): Promise<ChatReply> {
    const started = performance.now();
    const session = await this.sessions.forChat(sessionHeader, viewer);
    const previous = options.includeContext ? await this.sessions.lastTurn<StoredMetadata>(session.id) : null;
    await repo.addMessage(this.db, { sessionId: session.id, role: "user", content: message });
    if (!session.title) await repo.updateSession(this.db, session.id, { title: cutText(message, 60) });

    const router = await this.training.currentRouter();
    const route = router.route(message);
    // Read on every message, so a new title shows in the next reply on every process.
    const settings: ReplySettings = {
      supportEmail: this.ctx.config.SUPPORT_EMAIL,
      siteTitle: this.ctx.site.current().title,
    };
    const answer = await this.answer(message, route, previous, settings);
    answer.text = withSettings(answer.text, settings);
    const metadata: StoredMetadata = {
      agent: answer.agent,
      confidence: Number(route.confidence.toFixed(4)),
      language: answer.lang,
      // The answer links only to this site's pages; so do its sources, each once and none the answer
      // already links to. Their titles are text, so the site's title goes in as written.
      sources: answer.sources
        .filter((s) => isSitePath(s.link) && !linksTo(answer.text, s.link))
        .map((s) => ({ ...s, title: s.title.replaceAll(SITE_SLOT, () => settings.siteTitle) })),
      latencyMs: 0,
      alternatives: route.alternatives
        .slice(0, 3)
        .map((a) => ({ agent: a.agent, confidence: Number(a.confidence.toFixed(4)) })),
      phrasedBy: answer.phrasedBy,
      ...(answer.discovery ? { discovery: answer.discovery } : {}),
    };
    metadata.latencyMs = Math.round((performance.now() - started) * 100) / 100;
    await repo.addMessage(this.db, {
      sessionId: session.id,
      role: "assistant",
      content: answer.text,
      metadata: { ...metadata },
    });
    if (options.autoTrain) await this.training.autoTrain(message, route);
    const { discovery: _discovery, ...publicMetadata } = metadata;
    return { sessionId: session.id, response: answer.text, metadata: publicMetadata };
  }

  /** Every conversation's figures: for whoever runs the site, not for visitors. */
  async stats(actorId: number) {
    await this.training.assertMayCurate(actorId);
    const { agents, messages, sessions } = await repo.statistics(this.db);
    const replies = agents.reduce((n, a) => n + a.replies, 0);
    const fallback = agents.find((a) => a.agent === "fallback")?.replies ?? 0;
    const weighted = agents.reduce((sum, a) => sum + (a.avgConfidence ?? 0) * a.replies, 0);
    return {
      messages,
      sessions,
      replies,
      agents: Object.fromEntries(agents.map((a) => [a.agent ?? "unknown", a.replies])),
      averageConfidence: replies ? Number((weighted / replies).toFixed(4)) : 0,
      fallbackRate: replies ? Number((fallback / replies).toFixed(4)) : 0,
      trainingExamples: { seed: SEED_EXAMPLES.length, stored: await trainingRepo.countExamples(this.db) },
    };
  }

  private async answer(
    message: string,
    route: RouteResult,
    previous: Turn | null,
    settings: ReplySettings,
  ): Promise<Answer> {
    // Articles and the discovery agent know the site by the word the router reads its title as.
    const searched = (text: string) => withSiteWord(text, settings.siteTitle);
    const folded = fold(message);
    let lang: Lang = route.language;
    let question = message;
    let label: RouteLabel = route.agent;
    const shortFollowUp = previous && folded.split(/\s+/).length <= 6;
    if (shortFollowUp && (SWITCH_TO_EN.test(folded) || SWITCH_TO_VI.test(folded))) {
      lang = SWITCH_TO_EN.test(folded) ? "en" : "vi";
      question = previous.question;
      label = previous.metadata?.agent ?? label;
    } else if (
      shortFollowUp &&
      previous.metadata?.discovery &&
      FOLLOW_UP_MORE.test(folded) &&
      label !== "smalltalk"
    ) {
      return discoveryAnswer(
        await discover(this.content, searched(message), lang, previous.metadata.discovery),
        lang,
      );
    }
    if (route.humanHandoff) return builtIn("fallback", lang, handoffReply(lang), [CONTACT]);
    if (label === "smalltalk") return builtIn(label, lang, smalltalkReply(question, lang), []);
    if (label === "discovery")
      return discoveryAnswer(await discover(this.content, searched(question), lang), lang);
    if (label === "fallback") return builtIn(label, lang, fallbackReply(lang), [CONTACT]);
    const found = (this.knowledgeBase ??= new KnowledgeBase()).answer(searched(question), {
      lang,
      agent: label,
    });
    // The agent is right but has no article for this, or the router is unsure and the best article shares
    // hardly a word with the question: say so and offer the contact page rather than guess.
    if (!found || (route.band === "tentative" && found.score < WEAK_MATCH_SCORE)) {
      return builtIn(label, lang, fallbackReply(lang), [CONTACT]);
    }
    let text = found.answer;
    let phrasedBy: "llm" | "built-in" = "built-in";
    const llm = this.llmSettings();
    if (llm) {
      const context = withSettings(
        [found.answer, ...found.passages.map((p) => `${p.heading}\n${p.text}`)].join("\n\n---\n\n"),
        settings,
      );
      const phrased = await phraseWithLlm(llm, { question, lang, siteTitle: settings.siteTitle, context });
      if (phrased) {
        text = phrased;
        phrasedBy = "llm";
      }
    }
    if (route.band === "tentative") text += tentativeNote(lang);
    return { agent: label, lang, text, sources: found.sources.slice(0, 3), phrasedBy };
  }

  private llmSettings() {
    const { LLM_BASE_URL, LLM_MODEL, LLM_API_KEY, LLM_TIMEOUT_MS } = this.ctx.config;
    return LLM_BASE_URL && LLM_MODEL
      ? { baseUrl: LLM_BASE_URL, model: LLM_MODEL, apiKey: LLM_API_KEY, timeoutMs: LLM_TIMEOUT_MS }
      : null;
  }
}

const CONTACT = { title: "Contact", link: "/contact" };

/** The markdown answer already links to `path` (a link target, not a mention in the text). */
function linksTo(markdown: string, path: string): boolean {
  return markdown.includes(`](${path})`);
}

/** What a discovery answer showed, so "more?" can continue where it left off. */
type DiscoveryState = Pick<DiscoveryResult, "query" | "subject" | "shown">;
/** Reply metadata as stored: the public part plus the discovery state for follow-ups. */
type StoredMetadata = ChatMetadata & { discovery?: DiscoveryState };

interface Answer {
  agent: ChatAgent | "fallback";
  lang: Lang;
  text: string;
  sources: ChatSource[];
  phrasedBy: "llm" | "built-in";
  discovery?: DiscoveryState;
}

function builtIn(agent: Answer["agent"], lang: Lang, text: string, sources: ChatSource[]): Answer {
  return { agent, lang, text, sources, phrasedBy: "built-in" };
}

function discoveryAnswer(result: DiscoveryResult, lang: Lang): Answer {
  return {
    ...builtIn("discovery", lang, result.text, result.sources),
    discovery: { query: result.query, subject: result.subject, shown: result.shown },
  };
}
