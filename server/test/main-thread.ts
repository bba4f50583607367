// Watches this process's main thread while something runs: how long it was held at once (the CPU time the
// thread spent between two turns of its event loop, read from Linux's scheduler statistics, so a busy machine
// that merely delays the thread is not counted as holding it) and the most heap it used.
import { existsSync, readFileSync } from "node:fs";
import { getHeapStatistics } from "node:v8";

const SCHEDSTAT = `/proc/self/task/${process.pid}/schedstat`;
const TICK_MS = 5;

/** Nanoseconds the main thread has run; without /proc, wall time (which also counts waiting for a core). */
const runTime: () => number = existsSync(SCHEDSTAT)
  ? () => Number(readFileSync(SCHEDSTAT, "utf8").split(" ")[0])
  : () => Number(process.hrtime.bigint());

export interface MainThreadReport {
  /** The longest time the thread ran without its event loop turning, in milliseconds. */
  heldMs: number;
  /** The most heap in use, in MiB. */
  heapMiB: number;
}

export function watchMainThread(): { stop(): MainThreadReport } {
  let last = runTime();
  let heldNs = 0;
  let heap = getHeapStatistics().used_heap_size;
  const timer = setInterval(() => {
    const now = runTime();
    heldNs = Math.max(heldNs, now - last);
    heap = Math.max(heap, getHeapStatistics().used_heap_size);
    last = now;
  }, TICK_MS);
  return {
    stop() {
      clearInterval(timer);
      heldNs = Math.max(heldNs, runTime() - last);
      return { heldMs: Math.round(heldNs / 1e6), heapMiB: Math.round(heap / 2 ** 20) };
    },
  };
}

/** Runs `work` under the watch. */
export async function watched<T>(work: () => Promise<T>): Promise<{ result: T } & MainThreadReport> {
  const watch = watchMainThread();
  try {
    const result = await work();
    return { result, ...watch.stop() };
  } catch (error) {
    watch.stop();
    throw error;
  }
}
