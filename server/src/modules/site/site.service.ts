// Changing the site's settings: administrators only, recorded in the audit log. A new default language takes
// the About page a site starts with along, until someone edits it.
import type { SiteSettings, SiteSettingsBody } from "@inkwell/contract";
import type { AppContext } from "../../platform/context";
import type { AuditLog } from "../audit";
import { aboutFollowsLanguage } from "../pages";
import type { UsersService } from "../users";
import { assertMayChangeSite } from "./site.policy";

export class SiteService {
  constructor(
    private readonly ctx: AppContext,
    private readonly users: UsersService,
    private readonly audit: AuditLog,
  ) {}

  current(): SiteSettings {
    return this.ctx.site.current();
  }

  async update(actorId: number, changes: SiteSettingsBody): Promise<SiteSettings> {
    assertMayChangeSite(await this.users.byId(actorId));
    const settings = await this.ctx.site.save(changes);
    if (changes.defaultLanguage) await aboutFollowsLanguage(this.ctx.db, settings.defaultLanguage);
    const fields = Object.keys(changes).sort().join(", ");
    await this.audit.record(
      actorId,
      "site.update",
      { type: "site", id: null, label: settings.title },
      fields,
    );
    return settings;
  }
}
