// Entry point: read configuration, then serve in this process, or, with WORKERS above 1, become the primary
// that runs that many worker processes (platform/cluster.ts), each serving as below. Serving: build the app,
// seed demo content, listen, and close cleanly on SIGTERM/SIGINT.
import cluster from "node:cluster";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "./db/client";
import { superviseWorkers } from "./platform/cluster";
import { ConfigError, embeddedDataDir, loadConfig } from "./platform/config";
import type { Config } from "./platform/config";

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

async function serve(config: Config) {
  // The embedded database opens (its WebAssembly compiles in its own thread) while the application loads.
  if (!config.DATABASE_URL) (await import("./db/client")).openEarly(embeddedDataDir(config));
  // Imported here rather than at the top, so that a cluster's primary never loads the application.
  const { buildApp } = await import("./app");
  const seed = async (db: Db, log: FastifyBaseLogger) => {
    const { seedDemoContent } = await import("./seed");
    await seedDemoContent(db, config.dataDir, log);
  };
  // A new embedded database is seeded before it opens for serving; any other empty one once the app is built.
  const app = await buildApp({ config, ...(config.SEED_DEMO ? { prepareNewDatabase: seed } : {}) });
  if (config.SEED_DEMO) await seed(app.ctx.db, app.log);
  // Without the demo, a site with no administrator yet makes its first account the administrator.
  else await (await import("./modules/auth")).awaitOwner(app.ctx.db);
  if (config.DATABASE_URL && !config.REDIS_URL && !process.env.WORKERS) {
    app.log.info("one server process: with REDIS_URL set as well, one would run per core (WORKERS)");
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, "error while shutting down");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  await app.listen({ port: config.PORT, host: config.HOST });
}

const config = configOrExit();
// Libraries choose their builds from the environment: unset, the page renderer's React and Redux would run
// their development builds (extra checks on every render) in a production server.
process.env.NODE_ENV = config.NODE_ENV;
if (config.WORKERS > 1 && cluster.isPrimary) {
  superviseWorkers(config);
} else {
  serve(config).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
