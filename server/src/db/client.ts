// The two database drivers behind one Drizzle type: embedded PGlite by default (in a worker thread, so a slow
// statement does not hold up the server's other connections), node-postgres with DATABASE_URL.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import type { PgliteThread } from "./pglite-thread";
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  ping(): Promise<boolean>;
  /**
   * The upkeep PostgreSQL's autovacuum does on a server: reclaims dead rows and refreshes the planner's
   * statistics. The embedded database runs no background workers, so the server calls this now and then.
   */
  maintain(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export interface DatabaseOptions {
  /** postgres:// URL; without it PGlite is used. */
  url?: string;
  /** PGlite directory; undefined keeps PGlite in memory. */
  dataDir?: string;
  poolSize?: number;
  /**
   * Work for a new embedded data directory once it is migrated (the demo content), done by the setup thread
   * so that what it grows in PGlite's memory goes with that thread.
   */
  prepareNew?: (db: Db) => Promise<void>;
}

/** Embedded databases already being opened (openEarly), by directory, for openDatabase to take over. */
const opening = new Map<string, Promise<PgliteThread>>();

/**
 * Starts opening an existing embedded data directory now, so that PGlite's WebAssembly compiles in its thread
 * while the rest of the server loads; openDatabase takes the thread over. A new directory is left to
 * openDatabase, which creates it in a thread of its own.
 */
export function openEarly(dataDir: string) {
  if (opening.has(dataDir) || !existsSync(dataDir)) return;
  const thread = import("./pglite-thread").then(({ PgliteThread }) => PgliteThread.open(dataDir));
  // A failure is openDatabase's to report, when it takes the thread over.
  thread.catch(() => undefined);
  opening.set(dataDir, thread);
}

/** Each driver is imported only when used: a server on PostgreSQL never loads PGlite (and the reverse). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres"),
      import("drizzle-orm/node-postgres/migrator"),
    ]);
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    pool.on("error", () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS });
    return {
      db,
      driver: "postgres",
      ping: () => ping(db),
      maintain: async () => undefined,
      close: once(() => pool.end()),
    };
  }
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }, { PgliteThread }] = await Promise.all([
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
    import("./pglite-thread"),
  ]);
  // A new data directory is created (initdb), migrated and prepared by a thread of its own that then ends:
  // that work grows PGlite's WebAssembly memory, which never shrinks, by some 400 MiB that would otherwise stay.
  if (options.dataDir !== undefined && !existsSync(options.dataDir)) {
    const setup = await PgliteThread.open(options.dataDir);
    const setupDb = drizzlePglite(setup as unknown as PGlite, { schema });
    await migratePglite(setupDb, { migrationsFolder: MIGRATIONS });
    await options.prepareNew?.(setupDb as unknown as Db);
    await setup.close();
  }
  const early = options.dataDir === undefined ? undefined : opening.get(options.dataDir);
  if (options.dataDir !== undefined) opening.delete(options.dataDir);
  const thread = await (early ?? PgliteThread.open(options.dataDir));
  // drizzle-orm/pglite calls only query() and transaction() on its client, which the thread provides.
  const client = thread as unknown as PGlite;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS });
  return {
    db,
    driver: "pglite",
    ping: () => ping(db),
    maintain: async () => {
      await db.execute(sql`vacuum (analyze)`);
    },
    close: once(() => thread.close()),
  };
}

/** Closing twice (shutdown after a failure, tests) must not throw. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Rows of a raw SQL query, whichever driver runs it. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
