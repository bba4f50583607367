// PGlite in a worker thread (pglite.worker.ts), seen from the server's thread as the part of PGlite's client
// that drizzle-orm/pglite calls: query() with a row mode and type parsers, and transaction(). Statements of
// one transaction go to that transaction in the worker, which holds PGlite's lock until commit or rollback,
// so nothing else interleaves with them.
import { existsSync } from "node:fs";
import { Worker } from "node:worker_threads";
import type { QueryOptions, Results } from "@electric-sql/pglite";
import { READY_ID, deserializeError } from "./pglite-protocol";
import type { PgliteRequest, PgliteResponse } from "./pglite-protocol";

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type Request = DistributiveOmit<PgliteRequest, "id">;

export interface PgliteQueryable {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

export interface PgliteClient extends PgliteQueryable {
  transaction<T>(callback: (tx: PgliteQueryable) => Promise<T>): Promise<T>;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/**
 * The thread's JavaScript heap only carries statements and rows between the server and PGlite: a small young
 * generation, and an old one whose limit makes V8 collect it before it grows far past what is live (with no
 * limit it lets the heap reach four times that). The server's own thread has the same from its Node.js flags
 * (server/package.json).
 */
const resourceLimits = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 512 };

/** Compiled, the worker is the .js file beside this one; from the TypeScript sources it needs tsx. */
function startWorker(dataDir: string | undefined): Worker {
  const workerData = { dataDir };
  const compiled = new URL("./pglite.worker.js", import.meta.url);
  if (existsSync(compiled)) return new Worker(compiled, { workerData, resourceLimits });
  // Node 20 does not apply the parent's loader hooks (tsx) inside a worker: the worker registers them itself.
  const tsx = import.meta.resolve("tsx/esm/api");
  const source = new URL("./pglite.worker.ts", import.meta.url).href;
  const bootstrap = `import(${JSON.stringify(tsx)})
    .then(({ register }) => register())
    .then(() => import(${JSON.stringify(source)}));`;
  return new Worker(bootstrap, { eval: true, workerData, resourceLimits });
}

export class PgliteThread implements PgliteClient {
  private readonly pending = new Map<number, Pending>();
  private lastId = READY_ID;
  private stopped: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on("message", (response: PgliteResponse) => this.settle(response));
    worker.on("error", (err) => this.stop(err));
    worker.on("exit", (code) => this.stop(new Error(`the embedded database stopped (exit code ${code})`)));
  }

  /** Starts the worker and waits until PGlite has opened `dataDir` (in memory without one). */
  static async open(dataDir?: string): Promise<PgliteThread> {
    const thread = new PgliteThread(startWorker(dataDir));
    try {
      await new Promise((resolve, reject) => thread.pending.set(READY_ID, { resolve, reject }));
    } catch (err) {
      await thread.worker.terminate();
      throw err;
    }
    thread.worker.unref();
    return thread;
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.statement(sql, params, options, undefined);
  }

  async transaction<T>(callback: (tx: PgliteQueryable) => Promise<T>): Promise<T> {
    const transaction = (await this.call({ op: "begin" })) as number;
    const tx: PgliteQueryable = {
      query: (sql, params = [], options) => this.statement(sql, params, options, transaction),
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (err) {
      // The callback's error is the one to report; a failed rollback means the worker is gone anyway.
      await this.call({ op: "rollback", transaction }).catch(() => undefined);
      throw err;
    }
    await this.call({ op: "commit", transaction });
    return result;
  }

  /** Closes PGlite (writing what it holds) and ends the thread; closing twice is harmless. */
  async close(): Promise<void> {
    if (this.stopped) return;
    await this.call({ op: "close" });
    this.stop(new Error("the embedded database is closed"));
    await this.worker.terminate();
  }

  private statement<T>(
    sql: string,
    params: unknown[],
    options: QueryOptions | undefined,
    transaction: number | undefined,
  ): Promise<Results<T>> {
    return this.call({
      op: "query",
      sql,
      params,
      rowMode: options?.rowMode ?? "object",
      textTypes: Object.keys(options?.parsers ?? {}).map(Number),
      ...(transaction === undefined ? {} : { transaction }),
    }) as Promise<Results<T>>;
  }

  private call(request: Request): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = ++this.lastId;
    // A request in flight keeps the process alive, as a query on the main thread would; an idle worker does not.
    if (this.pending.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  private settle(response: PgliteResponse) {
    const pending = this.pending.get(response.id);
    if (!pending) return;
    this.pending.delete(response.id);
    if (this.pending.size === 0) this.worker.unref();
    if (response.ok) pending.resolve(response.value);
    else pending.reject(deserializeError(response.error));
  }

  private stop(reason: Error) {
    this.stopped ??= reason;
    for (const pending of this.pending.values()) pending.reject(reason);
    this.pending.clear();
  }
}
