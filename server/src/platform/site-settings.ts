// The site settings every part of the server reads synchronously (titles, mails, feeds, the language a
// visitor gets, who may join and publish). Each process keeps them in memory: a change made on one process
// is announced to the others, which read the row again; a periodic read covers a lost announcement.
import { DEFAULT_SITE_SETTINGS } from "@inkwell/contract";
import type { SiteSettings } from "@inkwell/contract";
import type { FastifyBaseLogger } from "fastify";
import type { PubSub } from "./pubsub";

/** Where the settings are kept (the site module's table): what was changed, and a change laid over it. */
export interface SiteSettingsRow {
  read(): Promise<Partial<SiteSettings>>;
  save(changes: Partial<SiteSettings>): Promise<Partial<SiteSettings>>;
}

const CHANGES_TOPIC = "site-settings";
/** A process that missed an announcement (Redis restarted) catches up within this long. */
const REREAD_MS = 5_000;

export class SiteSettingsStore {
  private settings: SiteSettings = DEFAULT_SITE_SETTINGS;
  private timer: NodeJS.Timeout | undefined;
  private readonly listeners: Array<() => void> = [];

  constructor(
    private readonly row: SiteSettingsRow,
    private readonly pubsub: PubSub,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start() {
    await this.reread();
    await this.pubsub.subscribe(CHANGES_TOPIC, () => void this.reread());
    this.timer = setInterval(() => void this.reread(), REREAD_MS);
    this.timer.unref();
  }

  stop() {
    clearInterval(this.timer);
  }

  current(): SiteSettings {
    return this.settings;
  }

  /** Told after the settings changed on this process, before any page is rendered with the new ones. */
  onChange(listener: () => void) {
    this.listeners.push(listener);
  }

  async save(changes: Partial<SiteSettings>): Promise<SiteSettings> {
    this.apply(await this.row.save(changes));
    await this.pubsub.publish(CHANGES_TOPIC, "changed").catch((err: Error) => {
      this.log.warn({ err: err.message }, "site settings change not announced; others reread within 5 s");
    });
    return this.settings;
  }

  private async reread() {
    try {
      this.apply(await this.row.read());
    } catch (err) {
      this.log.warn({ err: (err as Error).message }, "site settings could not be read; keeping the last");
    }
  }

  private apply(changed: Partial<SiteSettings>) {
    const next = { ...DEFAULT_SITE_SETTINGS, ...changed };
    if (JSON.stringify(next) === JSON.stringify(this.settings)) return;
    this.settings = next;
    for (const listener of this.listeners) listener();
  }
}
