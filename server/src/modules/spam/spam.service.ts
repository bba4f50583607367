// The checks made before a comment, a message or a post is stored, so that spam needs no moderator: the
// spam policy's rules, counted per user, and the blocklist that holds matching content for review.
import type { UserRow } from "../../db/schema";
import type { AppContext } from "../../platform/context";
import { tooManyRequests } from "../../platform/errors";
import { scaled } from "../../platform/limits";
import type { Limit } from "../../platform/limits";
import { WorkFailed, workerModule } from "../../platform/work-pool";
import { Blocklist } from "./spam.blocklist";
import type { matchInFile } from "./spam.blocklist";
import {
  REPEAT_WINDOW_MS,
  assertMayPostLinks,
  assertNotRepeated,
  commentLimitFor,
  messageLimitFor,
  repeatKey,
} from "./spam.policy";
import * as repo from "./spam.repository";

/** Texts up to this long are read where they arrive (a few milliseconds). */
const INLINE_TEXT_MAX = 32 * 1024;
const MATCH_TIME_BUDGET_MS = 10_000;
const matchOnWorker = workerModule(import.meta.url, "./spam.blocklist").task<typeof matchInFile>(
  "matchInFile",
);

export class SpamGuard {
  readonly blocklist: Blocklist;

  constructor(private readonly ctx: AppContext) {
    this.blocklist = new Blocklist(ctx.config.MODERATION_BLOCKLIST);
  }

  /**
   * Whether the user posted a comment saying the same lately: the one thing the comment rules read from the
   * database, asked alongside the comment's other reads and handed to checkComment.
   */
  async postedLately(userId: number, content: string): Promise<boolean> {
    const key = repeatKey(content);
    return key !== undefined && (await repo.postedSameComment(this.ctx.db, userId, key, REPEAT_WINDOW_MS));
  }

  /**
   * Refuses a comment that breaks the rules (too many, a link from a new account, the same words again:
   * `repeated`, from postedLately); resolves with the blocklist entry it matches when it must be held.
   */
  async checkComment(user: UserRow, content: string, repeated: boolean): Promise<string | undefined> {
    assertMayPostLinks(user, content);
    assertNotRepeated(repeated);
    const limit = commentLimitFor(user);
    if (limit) await this.count(user.id, limit, "comments");
    return this.blocklist.match(content);
  }

  /** An edited comment: no links from new accounts; the blocklist entry it now matches, if any. */
  async checkEdit(user: UserRow, content: string): Promise<string | undefined> {
    assertMayPostLinks(user, content);
    return this.blocklist.match(content);
  }

  /** Messages are private: no review, but no links from new accounts and fewer of them. */
  async checkMessage(user: UserRow, content: string): Promise<void> {
    assertMayPostLinks(user, content);
    const limit = messageLimitFor(user);
    if (limit) await this.count(user.id, limit, "messages");
  }

  /**
   * The blocklist entry a post's words match, when it must be held for review. A long text is read on a
   * worker thread: folding and reading half a megabyte takes longer than a request may hold the server.
   */
  async heldReason(text: string): Promise<string | undefined> {
    if (text.length <= INLINE_TEXT_MAX) return this.blocklist.match(text);
    const file = this.ctx.config.MODERATION_BLOCKLIST;
    try {
      return await this.ctx.work.requests.run(matchOnWorker, { file, text }, MATCH_TIME_BUDGET_MS);
    } catch (error) {
      if (!(error instanceof WorkFailed)) throw error;
      // Held rather than let through: a moderator reads what could not be checked.
      this.ctx.log.warn({ err: error.cause, reason: error.reason }, "blocklist not read");
      return "(not checked: the text took too long to read)";
    }
  }

  private async count(userId: number, { name, limit }: { name: string; limit: Limit }, what: string) {
    const { max, windowMs } = scaled(limit, this.ctx.config.RATE_LIMIT_MULTIPLIER);
    const hit = await this.ctx.counters.hit(`${name}:user:${userId}`, windowMs);
    if (hit.count > max) {
      throw tooManyRequests(`You are sending ${what} too fast; try again a little later`, hit.resetInMs);
    }
  }
}
