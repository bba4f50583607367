// The support assistant: sessions, routing each message to an agent, grounded answers and statistics.
// What the router learns, and who may teach it, is assistant.training.ts.
import { randomBytes } from "node:crypto";
import type {
  ChatAgent,
  ChatConversation,
  ChatHistoryItem,
  ChatMetadata,
  ChatReply,
  ChatSource,
} from "@inkwell/contract";
import { and, eq } from "drizzle-orm";
import { chatSessions } from "../../db/schema";
import type { AppContext } from "../../platform/context";
import { notFound, unauthorized } from "../../platform/errors";
import type { PostsService } from "../posts";
import type { TopicsService } from "../topics";
import { discover } from "./assistant.discovery";
import type { DiscoveryResult } from "./assistant.discovery";
import { phraseWithLlm } from "./assistant.llm";
import { isSitePath } from "./assistant.markdown";
import { fallbackReply, handoffReply, smalltalkReply, tentativeNote } from "./assistant.replies";
import { mayUseSession } from "./assistant.policy";
import type { Viewer } from "./assistant.policy";
import * as repo from "./assistant.repository";
import type { AssistantTraining } from "./assistant.training";
import { SEED_EXAMPLES } from "./data/seed";
import { KnowledgeBase } from "./engine/knowledge";
import { fold } from "./engine/normalize";
import type { RouteResult } from "./engine/router";
import type { Lang, RouteLabel } from "./engine/types";

const FOLLOW_UP_MORE = /\b(con|them|khac|nua|more|other|another|else|next)\b/;
const SWITCH_TO_EN = /\b(in english|english please|tieng anh)\b/;
const SWITCH_TO_VI = /\b(tieng viet|in vietnamese|vietnamese please)\b/;

interface Turn {
  question: string;
  metadata: StoredMetadata | null;
}

export class AssistantService {
  private readonly knowledge = new KnowledgeBase();
  constructor(
    private readonly ctx: AppContext,
    private readonly training: AssistantTraining,
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
    const session = await this.sessionForChat(sessionHeader, viewer);
    const previous = options.includeContext ? await this.lastTurn(session.id) : null;
    await repo.addMessage(this.db, { sessionId: session.id, role: "user", content: message });
    if (!session.title) await repo.updateSession(this.db, session.id, { title: message.slice(0, 60) });

    const router = await this.training.currentRouter();
    const route = router.route(message);
    const answer = await this.answer(message, route, previous);
    const metadata: StoredMetadata = {
      agent: answer.agent,
      confidence: Number(route.confidence.toFixed(4)),
      language: answer.lang,
      // The answer links only to this site's pages; so do its sources.
      sources: answer.sources.filter((s) => isSitePath(s.link)),
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

  async stats() {
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
      trainingExamples: { seed: SEED_EXAMPLES.length, stored: await repo.countExamples(this.db) },
    };
  }

  async sessionStats(id: string, header: string | undefined, viewer: Viewer | null) {
    await this.ownedSession(id, header, viewer);
    const { agents, messages } = await repo.statistics(this.db, id);
    return {
      sessionId: id,
      messages,
      agents: Object.fromEntries(agents.map((a) => [a.agent ?? "unknown", a.replies])),
    };
  }

  async createSession(viewer: Viewer | null) {
    if (viewer) await repo.deactivateUserSessions(this.db, viewer.userId);
    const session = await repo.createSession(this.db, newSessionId(), viewer?.userId ?? null);
    return { sessionId: session.id };
  }

  /** Starts over: the current session becomes inactive, a new empty one is returned. */
  async newConversation(header: string | undefined, viewer: Viewer | null) {
    const current = header ? await repo.findSession(this.db, header) : undefined;
    if (current && mayUseSession(current, header, viewer))
      await repo.updateSession(this.db, current.id, { isActive: false });
    return this.createSession(viewer);
  }

  async activeConversation(header: string | undefined, viewer: Viewer | null) {
    let session = header ? await repo.findSession(this.db, header) : undefined;
    if (session && !mayUseSession(session, header, viewer)) session = undefined;
    if (!session && viewer) {
      const [latest] = await repo.listSessions(
        this.db,
        and(eq(chatSessions.userId, viewer.userId), eq(chatSessions.isActive, true)),
        { limit: 1, offset: 0 },
      );
      session = latest?.session;
    }
    if (!session) return null;
    return {
      sessionId: session.id,
      title: session.title ?? "",
      isActive: session.isActive,
      history: await this.history(session.id, session.id, viewer),
    };
  }

  async conversations(
    header: string | undefined,
    viewer: Viewer | null,
    query: { limit: number; offset: number; includeInactive: boolean },
  ): Promise<ChatConversation[]> {
    const owner = viewer
      ? eq(chatSessions.userId, viewer.userId)
      : header
        ? eq(chatSessions.id, header)
        : undefined;
    if (!owner) return [];
    const rows = await repo.listSessions(
      this.db,
      and(owner, query.includeInactive ? undefined : eq(chatSessions.isActive, true)),
      query,
    );
    return rows
      .filter((r) => mayUseSession(r.session, header, viewer))
      .map((r) => ({
        sessionId: r.session.id,
        title: r.session.title ?? "",
        isActive: r.session.isActive,
        lastMessage: r.lastMessage,
        lastMessageAt: r.lastMessageAt ? new Date(r.lastMessageAt).toISOString() : null,
        messageCount: r.messageCount,
        createdAt: r.session.createdAt.toISOString(),
      }));
  }

  async userSessions(viewer: Viewer | null, limit: number) {
    if (!viewer) throw unauthorized();
    return this.conversations(undefined, viewer, { limit, offset: 0, includeInactive: true });
  }

  async rename(id: string, title: string, header: string | undefined, viewer: Viewer | null) {
    await this.ownedSession(id, header, viewer);
    await repo.updateSession(this.db, id, { title });
    return { sessionId: id, title };
  }

  async remove(id: string, header: string | undefined, viewer: Viewer | null) {
    await this.ownedSession(id, header, viewer);
    await repo.deleteSession(this.db, id);
    return { sessionId: id, deleted: true };
  }

  async removeAllOfUser(viewer: Viewer | null) {
    if (!viewer) throw unauthorized();
    return { deleted: await repo.deleteUserSessions(this.db, viewer.userId) };
  }

  async history(id: string, header: string | undefined, viewer: Viewer | null): Promise<ChatHistoryItem[]> {
    await this.ownedSession(id, header, viewer);
    const rows = await repo.historyOf(this.db, id);
    return rows.map((r) => {
      const { discovery: _d, ...metadata } = (r.metadata ?? {}) as unknown as ChatMetadata & {
        discovery?: unknown;
      };
      return {
        id: r.id,
        role: r.role,
        content: r.content,
        createdAt: r.createdAt.toISOString(),
        metadata: r.metadata ? metadata : null,
      };
    });
  }

  private async answer(message: string, route: RouteResult, previous: Turn | null): Promise<Answer> {
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
      return discoveryAnswer(await discover(this.content, message, lang, previous.metadata.discovery), lang);
    }
    if (route.humanHandoff) return builtIn("fallback", lang, handoffReply(lang), [CONTACT]);
    if (label === "smalltalk") return builtIn(label, lang, smalltalkReply(question, lang), []);
    if (label === "discovery") return discoveryAnswer(await discover(this.content, question, lang), lang);
    if (label === "fallback") return builtIn(label, lang, fallbackReply(lang), [CONTACT]);
    const found = this.knowledge.answer(question, { lang, agent: label });
    // The agent is right but has no article for this: say so and offer the contact page.
    if (!found) return builtIn(label, lang, fallbackReply(lang), [CONTACT]);
    let text = found.answer;
    let phrasedBy: "llm" | "built-in" = "built-in";
    const llm = this.llmSettings();
    if (llm) {
      const context = [found.answer, ...found.passages.map((p) => `${p.heading}\n${p.text}`)].join(
        "\n\n---\n\n",
      );
      const phrased = await phraseWithLlm(llm, { question, lang, context });
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

  private async lastTurn(sessionId: string): Promise<Turn | null> {
    const rows = await repo.historyOf(this.db, sessionId, 2);
    const [user, assistant] = rows;
    if (!user || !assistant || user.role !== "user") return null;
    return { question: user.content, metadata: assistant.metadata as Turn["metadata"] };
  }

  private async ownedSession(id: string, header: string | undefined, viewer: Viewer | null) {
    const session = await repo.findSession(this.db, id);
    if (!session || !mayUseSession(session, header, viewer))
      throw notFound("Chat session", "SESSION_NOT_FOUND");
    return session;
  }

  private async sessionForChat(header: string | undefined, viewer: Viewer | null) {
    if (header) {
      const existing = await repo.findSession(this.db, header);
      if (existing && mayUseSession(existing, header, viewer)) {
        if (existing.userId === null && viewer)
          await repo.linkSessionToUser(this.db, existing.id, viewer.userId);
        return existing;
      }
    }
    return repo.createSession(this.db, newSessionId(), viewer?.userId ?? null);
  }
}

const CONTACT = { title: "Contact", link: "/contact" };

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

function newSessionId() {
  return randomBytes(16).toString("base64url");
}
