// The one test command: lint, types, server suites (PGlite, and PostgreSQL + Redis when reachable),
// web unit tests, production build and the browser journeys. Prints a closing "tests: N passed, N failed".
import { spawn } from "node:child_process";
import { connect } from "node:net";
import { stripVTControlCharacters } from "node:util";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const only = process.argv.slice(2);

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 1000 });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
  });
}

const totals = { passed: 0, failed: 0 };
const failedSteps = [];

function count(output) {
  const text = stripVTControlCharacters(output);
  const vitest = /^\s*Tests\s+(.*)$/m.exec(text);
  if (vitest) {
    totals.passed += Number(/(\d+) passed/.exec(vitest[1])?.[1] ?? 0);
    totals.failed += Number(/(\d+) failed/.exec(vitest[1])?.[1] ?? 0);
    return;
  }
  const pw = text.match(/^\s*(\d+) (passed|failed|flaky)\b/gm) ?? [];
  for (const line of pw) {
    const [, n, kind] = /(\d+) (\w+)/.exec(line);
    if (kind === "passed") totals.passed += Number(n);
    else totals.failed += Number(n);
  }
}

function step(name, command, env = {}) {
  if (only.length && !only.some((o) => name.startsWith(o))) return Promise.resolve();
  console.log(`\n▶ ${name}: ${command}`);
  return new Promise((resolve) => {
    const child = spawn(command, {
      cwd: root,
      shell: true,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (process.stdout.write(d), (output += d)));
    child.stderr.on("data", (d) => (process.stderr.write(d), (output += d)));
    child.on("close", (code) => {
      count(output);
      if (code !== 0) failedSteps.push(name);
      resolve();
    });
  });
}

const postgres =
  process.env.TEST_DATABASE_URL ??
  ((await reachable("127.0.0.1", 5432)) ? "postgres://postgres@127.0.0.1:5432/test" : undefined);
const redis =
  process.env.REDIS_URL ?? ((await reachable("127.0.0.1", 6379)) ? "redis://127.0.0.1:6379" : undefined);

await step("lint", "npx eslint . --max-warnings=0 && npx prettier --check . --log-level warn");
await step("typecheck", "npm run typecheck --silent");
await step("server (PGlite)", "npx vitest run --root server", { TEST_DATABASE_URL: "", REDIS_URL: "" });
if (postgres) {
  await step("server (PostgreSQL + Redis)", "npx vitest run --root server", {
    TEST_DATABASE_URL: postgres,
    REDIS_URL: redis ?? "",
  });
} else {
  console.log("\nPostgreSQL is not reachable: the server suites ran on PGlite only.");
}
await step("web", "npx vitest run --root web");
await step("e2e", "node scripts/ensure-ready.mjs --build --browser && npx playwright test -c e2e");

console.log(`\n${failedSteps.length ? `Failed steps: ${failedSteps.join(", ")}` : "All steps passed."}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
