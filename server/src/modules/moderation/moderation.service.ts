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
import { DEFAULT_SUSPENSION_DAYS, REPORT_TARGETS } from "@inkwell/contract";
import type { ReportRow } from "../../db/schema";
import type { AppContext } from "../../platform/context";
import type { DomainEvents } from "../../platform/events";
import { conflict, notFound } from "../../platform/errors";
import type { PageRequest } from "../../platform/http";
import type { AuditLog } from "../audit";
import { dedupeKey } from "../notifications";
import type { NotificationsService } from "../notifications";
import { assertStaff } from "../users";
import { assertActionFits, assertNotOwn, assertTargetExists } from "./moderation.policy";
import { presentGroup, presentReport, targetKey } from "./moderation.presenter";
import * as repo from "./moderation.repository";
import type { SanctionsService } from "./moderation.sanctions.service";
import { targetHandlers } from "./moderation.targets";
import type { TargetDeps, TargetHandlers } from "./moderation.targets";

const reportNotFound = () => notFound("Report", "REPORT_NOT_FOUND");

const OUTCOMES: Record<ModerationAction, string> = {
  dismiss: "no rule was broken, so it stays",
  hide: "it has been hidden",
  remove: "it has been removed",
  suspend: "its author has been suspended",
  ban: "its author has been banned",
};

export interface ModerationDeps extends TargetDeps {
  notifications: NotificationsService;
  audit: AuditLog;
  sanctions: SanctionsService;
}

export class ModerationService {
  /** What each kind of target needs (moderation.targets.ts). */
  private readonly targets: TargetHandlers;

  constructor(
    private readonly ctx: AppContext,
    private readonly deps: ModerationDeps,
  ) {
    this.targets = targetHandlers(ctx.db, deps);
  }

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
    const targetUserId = await this.targets[body.targetType].authorFor(reporterId, body.targetId);
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
    const label = this.labelOf(report.targetType, report.targetId, target);
    const handler = this.targets[report.targetType];
    switch (body.action) {
      case "dismiss":
        if (target?.moderation === "held") await handler.setState?.(report.targetId, null);
        break;
      case "hide":
        await handler.setState?.(report.targetId, "hidden");
        break;
      case "remove":
        await handler.remove?.(report.targetId);
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
    const handler = this.targets[targetType];
    const [target] = (await this.targetsOf([{ targetType, targetId }])).values();
    if (!target) throw handler.missing();
    if (action === "remove") await handler.remove?.(targetId);
    else await handler.setState?.(targetId, action === "hide" ? "hidden" : null);
    await this.deps.audit.record(
      actorId,
      `${targetType}.${action}`,
      { type: targetType, id: targetId, label: this.labelOf(targetType, targetId, target) },
      note,
    );
    return { id: targetId, action };
  }

  /** What each report is about, as staff see it; a target that is gone has no entry. */
  private async targetsOf(keys: { targetType: ReportTargetType; targetId: number }[]) {
    const loaded = await Promise.all(
      REPORT_TARGETS.map((type) =>
        this.targets[type].load(keys.filter((k) => k.targetType === type).map((k) => k.targetId)),
      ),
    );
    return new Map(loaded.flat().map((target) => [targetKey(target.type, target.id), target]));
  }

  /** How the audit log names a target: its own name when it has one, else whose it is, else its id. */
  private labelOf(type: ReportTargetType, id: number, target: ReportTarget | undefined): string {
    const named = target && this.targets[type].label?.(target);
    if (named) return named;
    if (target?.author) return `a ${type} by @${target.author.username}`;
    return `${type} #${id}`;
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
        about: {
          kind: "reportWaiting",
          target: report.targetType,
          reason: report.reporterId === null ? null : report.reason,
        },
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
    await this.deps.notifications.notify(reporters, {
      type: "general",
      content: `Your report about ${this.targets[report.targetType].noun} was reviewed: ${OUTCOMES[action]}. Thank you.`,
      about: { kind: "reportReviewed", target: report.targetType, action },
      link: "/notifications",
      dedupeKey: dedupeKey.reportResolved(report.targetType, report.targetId, report.id),
    });
  }
}
