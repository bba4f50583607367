// Work that grows with what a member sends (reading an import, sanitising a long post, writing an export) runs
// on worker threads, never on the thread that answers requests: each pool has a heap limit of its own and each
// task a time budget, so a pathological input costs one thread its task, not the server its readers. A task
// is a named function of a module beside its caller (`tasks(import.meta.url, "./x.worker")`); the function
// takes one structured-clonable value and returns one.
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";

/** Why a task did not give an answer; the caller words it for the member. */
export type WorkFailure = "timeout" | "memory" | "busy" | "failed";

export class WorkFailed extends Error {
  constructor(
    readonly reason: WorkFailure,
    cause?: unknown,
  ) {
    super(`heavy work ${reason}`, { cause });
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a task takes any one clonable value
type TaskFunction = (input: any) => unknown;

export interface WorkTask<F extends TaskFunction> {
  module: string;
  name: string;
  /** Types the task by its function (`typeof import("./x.worker").f`); never set. */
  readonly fn?: F;
}

/**
 * The tasks of a worker module beside `callerUrl` (`import.meta.url`): its compiled .js file when the server
 * runs from its build, its TypeScript source otherwise.
 */
export function workerModule(callerUrl: string, relative: string) {
  const compiled = new URL(`${relative}.js`, callerUrl);
  const module = existsSync(fileURLToPath(compiled)) ? compiled : new URL(`${relative}.ts`, callerUrl);
  return {
    task: <F extends TaskFunction>(name: string): WorkTask<F> => ({ module: module.href, name }),
  };
}

/**
 * A task's answer with buffers handed over to the caller's thread instead of copied (an import's files, an
 * export's zip). Used inside tasks.
 */
export function handedOver<T>(value: T, buffers: ArrayBufferLike[]): T {
  const transferable = { [Piscina.transferableSymbol]: buffers, [Piscina.valueSymbol]: value };
  return Piscina.move(transferable as unknown as Parameters<typeof Piscina.move>[0]) as unknown as T;
}

/** Bytes that own their whole buffer, so it can be moved to a worker: the same ones, or a copy. */
export function ownBuffer(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return whole && bytes.buffer instanceof ArrayBuffer
    ? (bytes as Uint8Array<ArrayBuffer>)
    : new Uint8Array(bytes);
}

export interface WorkPoolOptions {
  /** Threads at most; each starts on demand and stops when idle. */
  threads: number;
  /** Tasks that may wait for a thread; more are refused ("busy"). */
  queue: number;
  /** Old-generation heap of each thread, in MiB: a task that needs more fails alone. */
  heapMb: number;
}

export class WorkPool {
  private readonly pool: Piscina;

  constructor(options: WorkPoolOptions) {
    this.pool = new Piscina({
      filename: new URL("./work.worker.mjs", import.meta.url).href,
      minThreads: 0,
      maxThreads: options.threads,
      maxQueue: options.queue,
      idleTimeout: 30_000,
      resourceLimits: { maxOldGenerationSizeMb: options.heapMb, maxYoungGenerationSizeMb: 16 },
    });
  }

  /**
   * Runs the task within `timeoutMs`; a task that runs out of time or memory has its thread stopped. Buffers
   * in `transfer` move to the worker instead of being copied (the caller must not use them after).
   */
  async run<F extends TaskFunction>(
    task: WorkTask<F>,
    input: Parameters<F>[0],
    timeoutMs: number,
    transfer: ArrayBuffer[] = [],
  ): Promise<Awaited<ReturnType<F>>> {
    try {
      return (await this.pool.run(
        { module: task.module, name: task.name, input },
        { signal: AbortSignal.timeout(timeoutMs), transferList: transfer },
      )) as Awaited<ReturnType<F>>;
    } catch (error) {
      throw new WorkFailed(failureOf(error), error);
    }
  }

  async close() {
    await this.pool.close({ force: true });
  }
}

function failureOf(error: unknown): WorkFailure {
  const { name, code, message } = error as { name?: string; code?: string; message?: string };
  if (name === "AbortError") return "timeout";
  if (code === "ERR_WORKER_OUT_OF_MEMORY") return "memory";
  if (message === "Task queue is at limit") return "busy";
  return "failed";
}

/** The two pools every process has: one for work a request waits for, one for background jobs. */
export interface WorkPools {
  /** Sanitising long posts: short tasks a member waits for. */
  requests: WorkPool;
  /** Imports and exports: long tasks that must not delay the requests' ones. */
  jobs: WorkPool;
}

export function createWorkPools(): WorkPools {
  const cores = availableParallelism();
  return {
    requests: new WorkPool({ threads: Math.max(1, Math.floor(cores / 2)), queue: 64, heapMb: 256 }),
    jobs: new WorkPool({ threads: 1, queue: 16, heapMb: 768 }),
  };
}
