// The real server as its own process, compiled as `npm start` runs it (server/dist, built first when its
// sources changed), for tests of what only a process shows: start-up errors, signals, crashes and restarts,
// several processes side by side, workers.
import { execFileSync, spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const serverEntry = path.resolve(import.meta.dirname, "../dist/server.js");
const buildScript = path.resolve(import.meta.dirname, "../../scripts/build-server.mjs");
let built = false;

/** Builds once per test file; a build that finds nothing changed costs a directory walk. */
function ensureBuilt() {
  if (built) return;
  execFileSync(process.execPath, [buildScript], { stdio: ["ignore", "ignore", "inherit"] });
  built = true;
}

export interface ServerProcess {
  child: ChildProcess;
  /** The exit code, or the signal that ended the process. */
  exited: Promise<number | NodeJS.Signals | null>;
  stderr(): string;
  /** The log (standard output) so far, one JSON entry per line. */
  logLines(): string[];
}

/** Starts on the embedded database in a fresh data directory unless `env` says otherwise. */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  ensureBuilt();
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      DATABASE_URL: "",
      REDIS_URL: "",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "inkwell-process-")),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  child.stdout?.on("data", (d: Buffer) => (stdout += d.toString()));
  let stderr = "";
  child.stderr?.on("data", (d: Buffer) => {
    stderr += d.toString();
    process.stderr.write(d);
  });
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once("exit", (code, signal) => resolve(signal ?? code)),
  );
  return { child, exited, stderr: () => stderr, logLines: () => stdout.split("\n").filter(Boolean) };
}

export async function waitForHealth(port: number, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server on ${port} did not start`);
}

/**
 * Sends a chat request that the server holds (it answered "100 Continue"), sends SIGTERM to `server`, then
 * the body; resolves with the raw response once the server closes the connection.
 */
export async function requestInFlightDuringSigterm(server: ServerProcess, port: number): Promise<string> {
  const body = JSON.stringify({ message: "hello" });
  const socket = connect({ host: "127.0.0.1", port });
  let received = "";
  const gotContinue = new Promise<void>((resolve) =>
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString();
      if (received.includes("100 Continue")) resolve();
    }),
  );
  const ended = new Promise<void>((resolve) => socket.on("end", resolve));
  socket.write(
    `POST /api/v1/chat HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
  );
  // Only once the server answered "100 Continue" is the request surely in flight.
  await gotContinue;
  server.child.kill("SIGTERM");
  // Not end(): a client that half-closes has its request aborted by Node's HTTP server.
  socket.write(body);
  await ended;
  return received.slice(received.lastIndexOf("HTTP/1.1"));
}
