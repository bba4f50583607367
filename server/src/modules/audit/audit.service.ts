// The audit log: every moderation and administration act, with who did it, to what, why and when. Entries
// are only ever appended; nothing in the API edits or removes one.
import { cutText } from "@inkwell/contract";
import type { AuditAction, AuditEntry, AuditTargetType } from "@inkwell/contract";
import type { AppContext } from "../../platform/context";
import type { PageRequest } from "../../platform/http";
import { presentUserSummary } from "../users";
import * as repo from "./audit.repository";

export interface AuditTarget {
  type: AuditTargetType;
  id: number | null;
  /** What it is called now (a title, a username), since it may be gone when the log is read. */
  label: string;
}

export class AuditLog {
  constructor(private readonly ctx: AppContext) {}

  async record(actorId: number, action: AuditAction, target: AuditTarget, note?: string | null) {
    await repo.append(this.ctx.db, {
      actorId,
      action,
      targetType: target.type,
      targetId: target.id,
      targetLabel: cutText(target.label, 200),
      note: note || null,
    });
  }

  async list(page: PageRequest): Promise<{ items: AuditEntry[]; total: number }> {
    const { rows, total } = await repo.page(this.ctx.db, page);
    const items = rows.map(({ entry, actor }) => ({
      id: entry.id,
      actor: actor ? presentUserSummary(actor) : null,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      targetLabel: entry.targetLabel,
      note: entry.note,
      createdAt: entry.createdAt.toISOString(),
    }));
    return { items, total };
  }
}
