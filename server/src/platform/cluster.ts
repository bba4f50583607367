// The primary process when WORKERS is above 1: forks the workers that each run the whole server on the
// shared port (node:cluster hands them connections in turn), replaces a worker that dies, and on SIGTERM or
// SIGINT asks every worker to close (each finishes its in-flight requests) before exiting itself. It loads
// no part of the application.
import cluster from "node:cluster";
import type { Worker } from "node:cluster";
import pino from "pino";
import type { Config } from "./config";

/** A worker gets this long to finish its requests (it forces itself out after 10 s); then it is killed. */
const STOP_GRACE_MS = 15_000;

export function superviseWorkers(config: Config) {
  const log = pino({ level: config.LOG_LEVEL, base: { pid: process.pid, role: "primary" } });
  const alive = new Set<Worker>();
  const listening = new Set<Worker>();
  let stopping = false;
  let failed = false;

  const stopAll = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, workers: alive.size }, "stopping workers");
    for (const worker of alive) worker.process.kill("SIGTERM");
    setTimeout(() => {
      log.error("workers did not stop in time; killing them");
      for (const worker of alive) worker.process.kill("SIGKILL");
      process.exit(1);
    }, STOP_GRACE_MS).unref();
  };

  const fork = () => {
    const worker = cluster.fork();
    alive.add(worker);
    worker.once("listening", () => listening.add(worker));
    return worker;
  };

  cluster.on("exit", (worker, code, signal) => {
    alive.delete(worker);
    const wasServing = listening.delete(worker);
    const exit = { worker: worker.process.pid, code, signal };
    if (stopping) {
      // A worker still starting has no handler yet, so the SIGTERM it was sent ends it outright.
      failed ||= code !== 0 && !(signal === "SIGTERM" && !wasServing);
    } else if (wasServing) {
      // A crash after start-up: the others go on serving while a replacement starts.
      log.error(exit, "worker exited; starting another");
      fork();
    } else {
      // A worker that could not start (database unreachable, port taken) would fail again: stop, as a
      // single process would.
      log.error(exit, "worker failed to start; stopping");
      failed = true;
      stopAll("SIGTERM");
    }
    if (alive.size === 0) process.exit(failed ? 1 : 0);
  });

  process.on("SIGTERM", () => stopAll("SIGTERM"));
  process.on("SIGINT", () => stopAll("SIGINT"));

  // The first worker migrates the database and seeds it alone; the others start once it is listening.
  log.info({ workers: config.WORKERS }, "starting workers");
  fork().once("listening", () => {
    for (let i = 1; i < config.WORKERS && !stopping; i++) fork();
  });
}
