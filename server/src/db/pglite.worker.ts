// The thread that runs PGlite (pglite-thread.ts starts it): PostgreSQL compiled to WebAssembly runs a
// statement from start to end without yielding, so here a slow statement delays other statements only,
// never the server's HTTP connections. Answers the requests of pglite-protocol.ts one by one as PGlite's
// own lock allows; a transaction stays open across requests, holding that lock, until commit or rollback.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { READY_ID, serializeError } from "./pglite-protocol";
import { PreparedStatements } from "./pglite-statements";
import type { PgliteRequest, PgliteResponse } from "./pglite-protocol";

interface OpenTransaction {
  end(commit: boolean): void;
  /** Settles when PGlite has committed or rolled back. */
  ended: Promise<unknown>;
}

/** Thrown inside PGlite's transaction callback so that PGlite rolls back; not an error for the caller. */
const ROLLBACK = Symbol("rollback");

const port = parentPort;
if (!port) throw new Error("pglite.worker.ts runs as a worker thread only");
const { dataDir } = workerData as { dataDir?: string };
const transactions = new Map<number, OpenTransaction>();
let lastTransaction = 0;
/**
 * PostgreSQL's buffer cache lives in the WebAssembly memory and is resident once touched; PGlite's default
 * (128 MB) is most of the process's memory. The files stay in the operating system's cache beside it.
 */
const START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

function reply(response: PgliteResponse) {
  port?.postMessage(response);
}

function openTransaction(pglite: PGlite): Promise<number> {
  return new Promise((begun, failed) => {
    const id = ++lastTransaction;
    let end: (commit: boolean) => void = () => undefined;
    const decided = new Promise<boolean>((resolve) => (end = resolve));
    const ended = pglite
      .transaction(async () => {
        transactions.set(id, { end, ended });
        begun(id);
        if (!(await decided)) throw ROLLBACK;
      })
      .catch((err: unknown) => {
        if (err !== ROLLBACK) throw err;
      })
      .finally(() => transactions.delete(id));
    ended.catch(failed);
  });
}

async function finishTransaction(id: number, commit: boolean) {
  const open = transactions.get(id);
  if (!open) throw new Error(`transaction ${id} is not open`);
  open.end(commit);
  await open.ended;
}

async function handle(
  pglite: PGlite,
  statements: PreparedStatements,
  request: PgliteRequest,
): Promise<unknown> {
  switch (request.op) {
    case "query": {
      const options = { rowMode: request.rowMode, textTypes: request.textTypes };
      const run = () => statements.query(request.sql, request.params, options);
      // The locks PGlite's own query() takes: a statement of its own waits for any open transaction.
      if (request.transaction === undefined)
        return pglite._runExclusiveTransaction(() => pglite._runExclusiveQuery(run));
      if (!transactions.has(request.transaction))
        throw new Error(`transaction ${request.transaction} is not open`);
      return pglite._runExclusiveQuery(run);
    }
    case "begin":
      return openTransaction(pglite);
    case "commit":
    case "rollback":
      return finishTransaction(request.transaction, request.op === "commit");
    case "close":
      return pglite.close();
  }
}

try {
  const pglite = new PGlite(dataDir, { startParams: START_PARAMS });
  await pglite.waitReady;
  const statements = new PreparedStatements(pglite);
  port.on("message", (request: PgliteRequest) => {
    handle(pglite, statements, request).then(
      (value) => reply({ id: request.id, ok: true, value }),
      (err: unknown) => reply({ id: request.id, ok: false, error: serializeError(err) }),
    );
  });
  reply({ id: READY_ID, ok: true, value: undefined });
} catch (err) {
  reply({ id: READY_ID, ok: false, error: serializeError(err) });
}
