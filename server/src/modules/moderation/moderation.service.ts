// Reports and the moderation queue: anyone signed in reports what they can see; staff read the reports
// grouped by target and resolve a target's reports together with one action; staff also hold, hide and
// remove posts and comments directly. Every act is written to the audit log, and staff hear of new reports
// and reporters of the outcome through notifications (pushed live).
import type {
  ContentAction,
  CreateReportBody,
  ModerationAction,
  ReportGroup,
  ReportStatus,
  ReportTarget,
  ReportTargetType,
  ResolveReportBody,
} from "@inkwell/contract";
import { DEFAULT_SUSPENSION_DAYS } from "@inkwell/contract";
import type { ReportRow } from "../../db/schema";
import type { AppContext } from "../../platform/context";
import type { DomainEvents } from "../../platform/events";
import { conflict, notFound } from "../../platform/errors";
import type { PageRequest } from "../../platform/http";
import type { AuditLog } from "../audit";
import type { CommentsService } from "../comments";
import type { MessagesService } from "../messages";
import { dedupeKey } from "../notifications";
import type { NotificationsService } from "../notifications";
import type { PostsService, PublishingService } from "../posts";
import { assertStaff } from "../users";
import type { UsersService } from "../users";
import { assertActionFits, assertNotOwn, assertTargetExists } from "./moderation.policy";
import {
  commentTarget,
  messageTarget,
  postTarget,
  presentGroup,
  presentReport,
  targetKey,
  userTarget,
} from "./moderation.presenter";
import * as repo from "./moderation.repository";
import type { SanctionsService } from "./moderation.sanctions.service";

const reportNotFound = () => notFound("Report", "REPORT_NOT_FOUND");

const OUTCOMES: Record<ModerationAction, string> = {
  dismiss: "no rule was broken, so it stays",
  hide: "it has been hidden",
  remove: "it has been removed",
  suspend: "its author has been suspended",
  ban: "its author has been banned",
};

export interface ModerationDeps {
  users: UsersService;
  posts: PostsService;
  publishing: PublishingService;
  comments: CommentsService;
  messages: MessagesService;
  notifications: NotificationsService;
  audit: AuditLog;
  sanctions: SanctionsService;
}

export class ModerationService {
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: ModerationDeps,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  /** Staff hear of content the blocklist held, as of a report. */
  subscribe() {
    this.ctx.events.on("content.held", (held) => this.onHeld(held));
  }

  /**
   * Reports something the reporter can see (a message: only in their own conversations). Reporting the same
   * target again while the first report is open changes nothing: `created` is false and the first one returns.
   */
  async report(reporterId: number, body: CreateReportBody) {
    const targetUserId = await this.authorForReporter(reporterId, body.targetType, body.targetId);
    assertNotOwn(targetUserId, reporterId, body.targetType);
    const row = await repo.insertReport(this.db, {
      reporterId,
      targetType: body.targetType,
      targetId: body.targetId,
      targetUserId,
      reason: body.reason,
      note: body.note || null,
    });
    if (row) await this.tellStaff(row);
    const stored = row ?? (await repo.findOpenReport(this.db, reporterId, body.targetType, body.targetId));
    if (!stored) throw conflict("This report could not be stored; try again", undefined, "REPORT_CONFLICT");
    return { report: await this.presented(stored.id), created: row !== undefined };
  }

  /** The queue: reported targets with their content, author and reports, most recently reported first. */
  async queue(actorId: number, status: ReportStatus, page: PageRequest) {
    assertStaff(await this.deps.users.byId(actorId));
    const { rows, total } = await repo.groupsPage(this.db, status, page);
    const [targets, reports] = await Promise.all([
      this.targetsOf(rows),
      repo.reportsAbout(this.db, status, rows),
    ]);
    const byTarget = new Map<string, ReturnType<typeof presentReport>[]>();
    for (const row of reports) {
      const key = targetKey(row.report.targetType, row.report.targetId);
      byTarget.set(key, [...(byTarget.get(key) ?? []), presentReport(row)]);
    }
    const items: ReportGroup[] = rows.map((group) => {
      const key = targetKey(group.targetType, group.targetId);
      return presentGroup(group, targets.get(key), byTarget.get(key) ?? []);
    });
    return { items, total };
  }

  /**
   * Resolves a report and every other open report about the same target with one action: dismiss (a held
   * target is let through), hide, remove, or suspend or ban the target's author.
   */
  async resolve(actorId: number, reportId: number, body: ResolveReportBody) {
    const actor = await this.deps.users.byId(actorId);
    assertStaff(actor);
    const report = await repo.findReport(this.db, reportId);
    if (!report) throw reportNotFound();
    if (report.status !== "open") {
      throw conflict("This report has already been resolved", undefined, "REPORT_RESOLVED");
    }
    assertActionFits(body.action, report.targetType);
    const [target] = (await this.targetsOf([report])).values();
    assertTargetExists(target !== undefined, body.action);
    const note = body.note || null;
    const label = labelOf(report.targetType, report.targetId, target);
    switch (body.action) {
      case "dismiss":
        if (target?.moderation === "held") await this.setState(report.targetType, report.targetId, null);
        break;
      case "hide":
        await this.setState(report.targetType, report.targetId, "hidden");
        break;
      case "remove":
        await this.remove(report.targetType, report.targetId);
        break;
      case "suspend":
      case "ban": {
        const userId = report.targetUserId;
        if (userId === null) throw conflict("The author of this no longer exists", undefined, "TARGET_GONE");
        const reason = note ?? `Reported for ${report.reason}`;
        if (body.action === "ban") await this.deps.sanctions.ban(actorId, userId, reason);
        else {
          const until = body.until
            ? new Date(body.until)
            : new Date(Date.now() + DEFAULT_SUSPENSION_DAYS * 86_400_000);
          await this.deps.sanctions.suspend(actorId, userId, until, reason);
        }
        break;
      }
    }
    const resolved = await repo.resolveOpen(this.db, report, {
      action: body.action,
      note,
      resolvedBy: actorId,
    });
    await this.deps.audit.record(
      actorId,
      `report.${body.action}`,
      { type: report.targetType, id: report.targetId, label },
      note,
    );
    await this.tellReporters(resolved, actorId, body.action);
    return this.presented(reportId);
  }

  private async presented(reportId: number) {
    const row = await repo.reportWithPeople(this.db, reportId);
    if (!row) throw reportNotFound();
    return presentReport(row);
  }

  /** Staff hide, show again or remove a post or comment without a report (the admin console). */
  async act(
    actorId: number,
    targetType: "post" | "comment",
    targetId: number,
    action: ContentAction,
    note?: string,
  ) {
    assertStaff(await this.deps.users.byId(actorId));
    const [target] = (await this.targetsOf([{ targetType, targetId }])).values();
    if (!target)
      throw notFound(
        targetType === "post" ? "Post" : "Comment",
        targetType === "post" ? "POST_NOT_FOUND" : "COMMENT_NOT_FOUND",
      );
    if (action === "remove") await this.remove(targetType, targetId);
    else await this.setState(targetType, targetId, action === "hide" ? "hidden" : null);
    await this.deps.audit.record(
      actorId,
      `${targetType}.${action}`,
      { type: targetType, id: targetId, label: labelOf(targetType, targetId, target) },
      note,
    );
    return { id: targetId, action };
  }

  private async setState(targetType: ReportTargetType, targetId: number, state: "hidden" | null) {
    if (targetType === "post") {
      const post = await this.deps.posts.findById(targetId);
      if (post) await this.deps.publishing.moderate(post, state);
    } else if (targetType === "comment") {
      const comment = await this.deps.comments.find(targetId);
      if (comment) await this.deps.comments.moderate(comment, state);
    }
  }

  private async remove(targetType: ReportTargetType, targetId: number) {
    if (targetType === "post") await this.deps.publishing.removeAsModerator(targetId);
    else if (targetType === "comment") {
      const comment = await this.deps.comments.find(targetId);
      if (comment) await this.deps.comments.removeAsModerator(comment);
    } else if (targetType === "message") await this.deps.messages.removeAsModerator(targetId);
  }

  /** Who wrote what the reporter points at, once it is clear they may see it (404 otherwise). */
  private async authorForReporter(
    reporterId: number,
    type: ReportTargetType,
    id: number,
  ): Promise<number | null> {
    switch (type) {
      case "post":
        return (await this.deps.posts.readable(reporterId, id)).authorId;
      case "comment":
        return (await this.deps.comments.forReport(reporterId, id)).userId;
      case "message":
        return (await this.deps.messages.forReport(reporterId, id)).userId;
      case "user": {
        const user = await this.deps.users.byId(id);
        if (!user) throw notFound("User", "USER_NOT_FOUND");
        return user.id;
      }
    }
  }

  /** What each report is about, as staff see it; a target that is gone has no entry. */
  private async targetsOf(keys: { targetType: ReportTargetType; targetId: number }[]) {
    const idsOf = (type: ReportTargetType) =>
      keys.filter((k) => k.targetType === type).map((k) => k.targetId);
    const [posts, comments, messages, users] = await Promise.all([
      repo.postsByIds(this.db, idsOf("post")),
      repo.commentsByIds(this.db, idsOf("comment")),
      repo.messagesByIds(this.db, idsOf("message")),
      repo.usersByIds(this.db, idsOf("user")),
    ]);
    const targets = new Map<string, ReportTarget>();
    const add = (target: ReportTarget) => targets.set(targetKey(target.type, target.id), target);
    posts.forEach((row) => add(postTarget(row)));
    comments.filter((row) => !row.comment.deletedAt).forEach((row) => add(commentTarget(row)));
    messages.forEach((row) => add(messageTarget(row)));
    users.forEach((row) => add(userTarget(row)));
    return targets;
  }

  private async onHeld({ targetType, targetId, authorId, match }: DomainEvents["content.held"]) {
    const row = await repo.insertReport(this.db, {
      reporterId: null,
      targetType,
      targetId,
      targetUserId: authorId,
      reason: "spam",
      note: `Held for review: it matches the blocklist entry “${match}”.`,
    });
    if (row) await this.tellStaff(row);
  }

  /** Each staff member gets one notification per reported target, refreshed by later reports. */
  private async tellStaff(report: ReportRow) {
    const staff = await repo.staffIds(this.db);
    const what = report.reporterId === null ? "Held for review" : `New report (${report.reason})`;
    await this.deps.notifications.notify(
      staff.filter((id) => id !== report.reporterId),
      {
        type: "general",
        content: `${what}: a ${report.targetType} is waiting in the moderation queue`,
        link: "/admin/reports",
        dedupeKey: dedupeKey.report(report.targetType, report.targetId),
      },
    );
  }

  private async tellReporters(resolved: ReportRow[], actorId: number, action: ModerationAction) {
    const reporters = [...new Set(resolved.map((r) => r.reporterId))].filter(
      (id): id is number => id !== null && id !== actorId,
    );
    if (!reporters.length) return;
    const report = resolved[0]!;
    // The target is not named: it may be hidden or gone by now.
    const what = report.targetType === "user" ? "an account" : `a ${report.targetType}`;
    await this.deps.notifications.notify(reporters, {
      type: "general",
      content: `Your report about ${what} was reviewed: ${OUTCOMES[action]}. Thank you.`,
      link: "/notifications",
      dedupeKey: dedupeKey.reportResolved(report.targetType, report.targetId, report.id),
    });
  }
}

/** How the audit log names a target. */
function labelOf(type: ReportTargetType, id: number, target: ReportTarget | undefined): string {
  if (type === "post" && target?.title) return `the post “${target.title}”`;
  if (type === "user" && target?.author) return `@${target.author.username}`;
  if (target?.author) return `a ${type} by @${target.author.username}`;
  return `${type} #${id}`;
}
