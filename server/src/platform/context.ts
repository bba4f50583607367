// What every module may use: configuration, database, mail, tokens, sessions, counters, pub/sub, Redis,
// worker threads.
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { Database, Db } from "../db/client";
import type { Config } from "./config";
import type { CounterStore } from "./counters";
import type { EventBus } from "./events";
import type { Mailer } from "./mail";
import type { PublicCache } from "./public-cache";
import type { PubSub } from "./pubsub";
import type { SessionRegistry } from "./sessions";
import type { SiteSettingsStore } from "./site-settings";
import type { AccessTokens } from "./tokens";
import type { WorkPools } from "./work-pool";

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  tokens: AccessTokens;
  counters: CounterStore;
  events: EventBus;
  log: FastifyBaseLogger;
  publicCache: PublicCache;
  /** Messages between processes (Redis when configured, in-process otherwise). */
  pubsub: PubSub;
  sessions: SessionRegistry;
  /** The site's settings as this process last read them. */
  site: SiteSettingsStore;
  /** Worker threads for work that grows with what a member sends. */
  work: WorkPools;
  redis?: Redis;
}

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
