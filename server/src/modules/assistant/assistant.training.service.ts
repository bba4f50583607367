// What the assistant learns and who may change it. The router lives here, so every way of teaching
// it is in one place: an admin's examples and corrections are learnt at once; a correction from
// anyone else is only a suggestion until an admin accepts it; autoTrain stores confident predictions
// as auto examples, which the router consults only where the chosen examples are unsure
// (engine/router.ts). Examples are shared through the database, so every process learns them.
import type {
  ChatAgent,
  ChatSuggestionStatus,
  ChatTrainingSuggestion,
  ChatTrainResult,
  PaginationQuery,
} from "@inkwell/contract";
import type { AppContext } from "../../platform/context";
import { conflict, notFound, unauthorized } from "../../platform/errors";
import { offsetOf } from "../../platform/http";
import type { AuditLog, AuditTarget } from "../audit";
import { assertAdmin, assertEmailVerified, isAdmin } from "../users";
import type { UsersService } from "../users";
import * as repo from "./assistant.training.repository";
import { SEED_EXAMPLES } from "./data/seed";
import { fold } from "./engine/normalize";
import { IntentRouter } from "./engine/router";
import type { RouteResult } from "./engine/router";

/** autoTrain stores a prediction only this sure, with this lead over the runner-up. */
export const AUTO_TRAIN_MIN_CONFIDENCE = 0.9;
export const AUTO_TRAIN_MIN_MARGIN = 0.5;
const AUTO_TRAIN_CAP_PER_AGENT = 500;
const AUTO_EXAMPLE_WEIGHT = 0.5;
/** How often a process looks for examples stored by other processes. */
const SYNC_INTERVAL_MS = 2000;
/**
 * An example is stamped when its transaction starts, yet other processes read it only once it commits,
 * possibly after examples stamped later: each sync reads this far back again and skips what it has learnt.
 */
const LATE_COMMIT_WINDOW_MS = 60_000;

type ExampleSource = "manual" | "auto" | "correction";

/** One key per phrasing, shared by examples and suggestions. */
const phrasingKey = (message: string) => fold(message).trim();

export class AssistantTraining {
  private router: IntentRouter | undefined;
  private lastSync = 0;
  /** The newest stamp read, and the examples read within the window before it (id → stamp). */
  private newestStamp: number | undefined;
  private readonly recent = new Map<number, number>();

  constructor(
    private readonly ctx: AppContext,
    private readonly users: UsersService,
    private readonly audit: AuditLog,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  /**
   * The router, trained on the shipped examples plus every stored one, kept in step with other processes.
   * It reads the site's title as the site, whatever it is at the moment.
   */
  async currentRouter(): Promise<IntentRouter> {
    this.router ??= new IntentRouter(SEED_EXAMPLES, { siteTitle: () => this.ctx.site.current().title });
    if (Date.now() - this.lastSync >= SYNC_INTERVAL_MS || this.newestStamp === undefined) {
      this.lastSync = Date.now();
      await this.learnStored(this.router);
    }
    return this.router;
  }

  /** Learns the examples stored since the last sync, by this process or another, late commits included. */
  private async learnStored(router: IntentRouter) {
    const since =
      this.newestStamp === undefined ? undefined : new Date(this.newestStamp - LATE_COMMIT_WINDOW_MS);
    const rows = await repo.examplesSince(this.db, since);
    const fresh = rows.filter((e) => !this.recent.has(e.id));
    for (const e of rows) {
      const stamp = e.createdAt.getTime();
      this.recent.set(e.id, stamp);
      this.newestStamp = Math.max(this.newestStamp ?? stamp, stamp);
    }
    for (const [id, stamp] of this.recent) {
      if (stamp < this.newestStamp! - LATE_COMMIT_WINDOW_MS) this.recent.delete(id);
    }
    router.addExamples(
      fresh.map((e) => ({
        text: e.message,
        label: e.agentName as ChatAgent,
        weight: e.confidence,
        auto: e.source === "auto",
      })),
    );
  }

  /**
   * POST chat/train. An admin's correction is learnt at once. A verified account's becomes a
   * suggestion that changes nobody's answers until an admin accepts it; an unverified account may
   * not suggest, so throwaway sign-ups cannot inflate how many people asked for a change.
   */
  async correct(
    userId: number,
    message: string,
    agent: ChatAgent,
    confidence: number,
  ): Promise<ChatTrainResult> {
    const user = await this.users.byId(userId);
    if (!user) throw unauthorized();
    if (isAdmin(user)) return this.learn(message, agent, confidence, "correction");
    assertEmailVerified(user, "suggesting answers");
    const suggestion = await repo.suggest(this.db, {
      message,
      folded: phrasingKey(message),
      agentName: agent,
      userId,
    });
    return { status: "suggested", suggestionId: suggestion.id, message, agent };
  }

  /** Who may teach the assistant, review suggestions and read its figures: administrators, whoever asks. */
  async assertMayCurate(actorId: number): Promise<void> {
    assertAdmin(await this.users.byId(actorId));
  }

  /** POST chat/training/example: an administrator's example. */
  async train(
    adminId: number,
    message: string,
    agent: ChatAgent,
    confidence: number,
    source: ExampleSource,
  ): Promise<ChatTrainResult> {
    await this.assertMayCurate(adminId);
    return this.learn(message, agent, confidence, source);
  }

  /** Stores an example and learns it here at once; other processes learn it at their next sync. */
  private async learn(
    message: string,
    agent: ChatAgent,
    confidence: number,
    source: ExampleSource,
  ): Promise<ChatTrainResult> {
    await repo.saveExample(this.db, {
      message,
      folded: phrasingKey(message),
      agentName: agent,
      confidence,
      source,
    });
    const router = await this.currentRouter();
    router.addExamples([{ text: message, label: agent, weight: confidence, auto: source === "auto" }]);
    return { status: "trained", message, agent, confidence, source, route: router.route(message) };
  }

  /** Stores a confident prediction as an auto example, unless that phrasing already has an example. */
  async autoTrain(message: string, route: RouteResult) {
    const [top, second] = route.alternatives;
    if (!top || route.agent === "fallback" || route.humanHandoff) return;
    if (
      route.confidence < AUTO_TRAIN_MIN_CONFIDENCE ||
      top.confidence - (second?.confidence ?? 0) < AUTO_TRAIN_MIN_MARGIN
    )
      return;
    const folded = phrasingKey(message);
    if (await repo.findExample(this.db, folded)) return;
    if ((await repo.countAutoExamples(this.db, route.agent)) >= AUTO_TRAIN_CAP_PER_AGENT) return;
    await repo.addAutoExample(this.db, {
      message,
      folded,
      agentName: route.agent,
      confidence: AUTO_EXAMPLE_WEIGHT,
    });
  }

  async suggestions(adminId: number, query: PaginationQuery & { status: ChatSuggestionStatus }) {
    await this.assertMayCurate(adminId);
    const { items, total } = await repo.listSuggestions(this.db, query.status, {
      limit: query.limit,
      offset: offsetOf(query),
    });
    const router = await this.currentRouter();
    return { items: items.map((row) => presentSuggestion(row, router)), total };
  }

  /** The suggestion becomes an admin's example: learnt here now, by other processes at their next sync. */
  async accept(id: number, adminId: number): Promise<ChatTrainingSuggestion> {
    await this.assertMayCurate(adminId);
    const accepted = await repo.acceptSuggestion(this.db, id, adminId);
    if (!accepted) throw await this.notReviewable(id);
    const { example } = accepted;
    const router = await this.currentRouter();
    router.addExamples([{ text: example.message, label: example.agentName as ChatAgent }]);
    const reviewed = await this.reviewed(id);
    await this.audit.record(adminId, "assistant.accept", this.auditTarget(reviewed), `→ ${reviewed.agent}`);
    return reviewed;
  }

  async reject(id: number, adminId: number): Promise<ChatTrainingSuggestion> {
    await this.assertMayCurate(adminId);
    if (!(await repo.rejectSuggestion(this.db, id, adminId))) throw await this.notReviewable(id);
    const reviewed = await this.reviewed(id);
    await this.audit.record(adminId, "assistant.reject", this.auditTarget(reviewed), `→ ${reviewed.agent}`);
    return reviewed;
  }

  private auditTarget(suggestion: ChatTrainingSuggestion): AuditTarget {
    return { type: "suggestion", id: suggestion.id, label: suggestion.message };
  }

  private async reviewed(id: number) {
    const row = await repo.findSuggestion(this.db, id);
    if (!row) throw notFound("Suggestion", "SUGGESTION_NOT_FOUND");
    return presentSuggestion(row, await this.currentRouter());
  }

  private async notReviewable(id: number) {
    const row = await repo.findSuggestion(this.db, id);
    return row
      ? conflict(`This suggestion is already ${row.suggestion.status}`, undefined, "SUGGESTION_REVIEWED")
      : notFound("Suggestion", "SUGGESTION_NOT_FOUND");
  }
}

function presentSuggestion(row: repo.SuggestionWithVotes, router: IntentRouter): ChatTrainingSuggestion {
  const { suggestion } = row;
  return {
    id: suggestion.id,
    message: suggestion.message,
    agent: suggestion.agentName as ChatAgent,
    status: suggestion.status,
    suggestedBy: row.suggestedBy,
    firstSuggestedAt: new Date(row.firstSuggestedAt).toISOString(),
    lastSuggestedAt: new Date(row.lastSuggestedAt).toISOString(),
    currentAgent: router.route(suggestion.message).agent,
    reviewedAt: suggestion.reviewedAt?.toISOString() ?? null,
  };
}
