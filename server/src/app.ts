// Builds the whole application as a Fastify instance; server.ts only listens, tests call app.inject.
import { randomUUID } from "node:crypto";
import Fastify, { LogController } from "fastify";
import type { FastifyBaseLogger, FastifyInstance, RouteOptions } from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";
import { Redis } from "ioredis";
import { openDatabase } from "./db/client";
import type { Database, Db } from "./db/client";
import { isSessionActive } from "./modules/auth";
import { feedsRoutes } from "./modules/feeds";
import { seedAboutPage } from "./modules/pages";
import { siteFilesRoutes } from "./modules/site";
import { registerRealtime } from "./modules/realtime";
import { registerJobs } from "./modules/jobs";
import { apiRoutes } from "./modules/routes";
import { registerServices } from "./modules/services";
import { siteSettingsRow } from "./modules/site";
import { embeddedDataDir } from "./platform/config";
import type { Config } from "./platform/config";
import type { AppContext } from "./platform/context";
import { MemoryCounterStore, RedisCounterStore } from "./platform/counters";
import { handleError } from "./platform/errors";
import { EventBus } from "./platform/events";
import { createMailer, sentAsTheSite } from "./platform/mail";
import type { Mailer } from "./platform/mail";
import { applyMethodOverride } from "./platform/method-override";
import { registerValidation } from "./platform/validation";
import { logDestination, registerRequestLog } from "./platform/logging";
import { PublicCache } from "./platform/public-cache";
import { LocalPubSub, RedisPubSub } from "./platform/pubsub";
import { SessionRegistry } from "./platform/sessions";
import { SiteSettingsStore } from "./platform/site-settings";
import { registerSecurity } from "./platform/security";
import { registerCompression } from "./platform/compression";
import { registerCacheClearing, registerPublicCache } from "./platform/serve-public";
import { registerSpa } from "./platform/spa";
import { AccessTokens } from "./platform/tokens";
import { createWorkPools } from "./platform/work-pool";

export interface BuildOptions {
  config: Config;
  /** An already opened database (tests); otherwise opened from the config. */
  database?: Database;
  mailer?: Mailer;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Told of every route as it is added, before any plugin's: tests list the whole HTTP surface with it. */
  onRoute?: (route: RouteOptions) => void;
  /** Fills a new embedded database before the server opens it (the demo content). */
  prepareNewDatabase?: (db: Db, log: FastifyBaseLogger) => Promise<void>;
  /** The built web app and its page renderer (tests give a small one); web/dist and web/dist-ssr otherwise. */
  web?: { dist: string; rendererDir: string };
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const destination = options.logStream ? undefined : logDestination();
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ["req.headers.authorization", "req.headers.cookie"],
      stream: options.logStream ?? destination,
    },
    // One line per request, written when it is answered (platform/logging.ts), instead of two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    rewriteUrl: applyMethodOverride,
    // A URL the router cannot decode, or a path segment over maxParamLength, is answered before any route
    // is chosen; without this Fastify answers it with its own body instead of the error envelope.
    // No hook runs on those answers, so they get here the headers the hooks give every other one.
    frameworkErrors: (error, request, reply) => {
      void reply.headers({ ...request.server.securityHeadersFor(request.url), "x-request-id": request.id });
      void handleError(error, request, reply);
    },
    // Modules spell their paths whole (`/posts`); `/posts/` is the same list, as it was under a prefix.
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
  });
  if (options.onRoute) app.addHook("onRoute", options.onRoute);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  registerValidation(app);
  registerRequestLog(app);
  // Buffered log lines are written before the process may exit.
  app.addHook("onClose", async () => {
    destination?.flushSync();
  });
  // Named in error answers and the log; the web app's hashed files are never worth a support request.
  app.addHook("onSend", (request, reply, payload, done) => {
    if (!request.url.startsWith("/assets/")) reply.header("x-request-id", request.id);
    done(null, payload);
  });

  const database =
    options.database ??
    (await openDatabase(
      config.DATABASE_URL
        ? { url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
        : {
            dataDir: embeddedDataDir(config),
            prepareNew: async (db) => options.prepareNewDatabase?.(db, app.log),
          },
    ));
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  // ioredis reconnects by itself; commands meanwhile fail and are handled where they are made.
  redis?.on("error", (err: Error) => app.log.warn({ err: err.message }, "redis connection error"));
  const pubsub = redis ? new RedisPubSub(redis) : new LocalPubSub();
  const sessions = new SessionRegistry(pubsub, (sessionId, userId) =>
    isSessionActive(database.db, sessionId, userId),
  );
  await sessions.start();
  const publicCache = new PublicCache(config.PUBLIC_CACHE_TTL_MS, config.PUBLIC_CACHE_MAX_BYTES);
  await publicCache.shareChanges(pubsub);
  const site = new SiteSettingsStore(siteSettingsRow(database.db), pubsub, app.log);
  // Every process renders its own pages: each forgets them once it has the new settings.
  site.onChange(() => publicCache.forgetHere());
  await site.start();
  await seedAboutPage(database.db, site.current().defaultLanguage);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    mailer: sentAsTheSite(
      options.mailer ??
        createMailer({
          smtpUrl: config.SMTP_URL,
          from: config.MAIL_FROM,
          dataDir: config.dataDir,
          log: app.log,
        }),
      config.MAIL_FROM,
      () => site.current().title,
    ),
    tokens: new AccessTokens(config.JWT_SECRET, config.ACCESS_TOKEN_TTL_SECONDS),
    counters: redis ? new RedisCounterStore(redis) : new MemoryCounterStore(),
    events: new EventBus(app.log),
    log: app.log,
    publicCache,
    pubsub,
    sessions,
    site,
    work: createWorkPools(),
    ...(redis ? { redis } : {}),
  };
  app.decorate("ctx", ctx);
  registerCacheClearing(app);
  app.addHook("onClose", async () => {
    await ctx.events.settled();
    site.stop();
    await pubsub.close();
    await Promise.all([ctx.work.requests.close(), ctx.work.jobs.close()]);
    if (!options.database) await database.close();
    redis?.disconnect();
  });

  await registerSecurity(app);
  await registerCompression(app);
  registerPublicCache(app);

  app.get("/healthz", async (_request, reply) => {
    const up = await database.ping();
    return reply
      .status(up ? 200 : 503)
      .send({ status: up ? "ok" : "unavailable", database: database.driver });
  });

  await registerRealtime(app);
  registerServices(app);
  registerJobs(app);
  await app.register(apiRoutes, { prefix: "/api/v1" });
  await app.register(feedsRoutes);
  await app.register(siteFilesRoutes);
  await (options.web ? registerSpa(app, options.web.dist, options.web.rendererDir) : registerSpa(app));
  return app;
}
