// The one test command: lint, types, server suites (PGlite, and PostgreSQL + Redis when reachable),
// web unit tests, production build and the browser journeys. Prints a closing "tests: N passed, N failed".
// `npm test -- <name>…` runs only part of it: a step (`lint`, `typecheck`, `server`, `web`, `e2e`), or a
// server module or web feature by its folder name (`comments`: the comments module's suites on each
// database, and the web feature's tests if it has any). A name that is neither fails the run.
import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { connect } from "node:net";
import { stripVTControlCharacters } from "node:util";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const asked = process.argv.slice(2);

const STEPS = ["lint", "typecheck", "server", "web", "e2e"];
const folders = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
const serverModules = folders(path.join(root, "server", "src", "modules"));
const webFeatures = folders(path.join(root, "web", "src", "features"));
const unknown = asked.filter(
  (name) => !STEPS.includes(name) && !serverModules.includes(name) && !webFeatures.includes(name),
);
if (unknown.length) {
  console.error(`Unknown test step or module: ${unknown.join(", ")}.`);
  console.error(
    `Steps: ${STEPS.join(", ")}. Modules: ${[...new Set([...serverModules, ...webFeatures])].sort().join(", ")}.`,
  );
  process.exit(2);
}
const steps = asked.filter((name) => STEPS.includes(name));
const modules = asked.filter((name) => !STEPS.includes(name));
/** With modules named and no step, each suite runs only their folders. */
const serverPaths = modules
  .filter((name) => serverModules.includes(name))
  .map((name) => `src/modules/${name}`);
const webPaths = modules.filter((name) => webFeatures.includes(name)).map((name) => `src/features/${name}`);
const wanted = (step) =>
  asked.length === 0 ||
  steps.some((name) => step.startsWith(name)) ||
  (step.startsWith("server") && serverPaths.length > 0) ||
  (step === "web" && webPaths.length > 0);

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

/** Writes a child's output as it comes, each line led by `[label] ` when steps run side by side. */
function relay(stream, label) {
  if (!label) return (chunk) => stream.write(chunk);
  let partial = "";
  return (chunk) => {
    const lines = (partial + chunk).split("\n");
    partial = lines.pop();
    for (const line of lines) stream.write(`[${label}] ${line}\n`);
  };
}

function step(name, command, env = {}, { beside = false } = {}) {
  if (!wanted(name)) return Promise.resolve();
  console.log(`\n▶ ${name}: ${command}${beside ? " (beside another step)" : ""}`);
  return new Promise((resolve) => {
    const child = spawn(command, {
      cwd: root,
      shell: true,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const out = relay(process.stdout, beside && name);
    const err = relay(process.stderr, beside && name);
    child.stdout.on("data", (d) => (out(d.toString()), (output += d)));
    child.stderr.on("data", (d) => (err(d.toString()), (output += d)));
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

// Modules narrow a suite to their folders, unless its step was named too.
const only = (step, paths) =>
  steps.includes(step) || !paths.length ? "" : ` ${paths.join(" ")} --passWithNoTests`;
const serverOnly = only("server", serverPaths);
const pgliteSuite = "server (PGlite)";
const besidePglite = wanted(pgliteSuite) && ["lint", "typecheck", "web"].some(wanted);
// Vitest gives a 2-core machine one worker, and the embedded-database suite's queries run in one thread
// beside it: about one core is left, which the checks and the web's unit tests use meanwhile, one at a time.
// The browser journeys, which spend most of their time waiting on pages and allow for a busy machine, run
// beside the PostgreSQL suite, whose database does much of its work in a process of its own.
const embedded = step(
  pgliteSuite,
  `npx vitest run --root server${serverOnly}`,
  { TEST_DATABASE_URL: "", REDIS_URL: "" },
  { beside: besidePglite },
);
const besideSteps = { beside: besidePglite };
await step(
  "lint",
  "npx eslint . --max-warnings=0 && npx prettier --check . --log-level warn",
  {},
  besideSteps,
);
await step("typecheck", "npm run typecheck --silent", {}, besideSteps);
await step("web", `npx vitest run --root web${only("web", webPaths)}`, {}, besideSteps);
await embedded;
const postgresStep = "server (PostgreSQL + Redis)";
const journeys = (beside) =>
  step(
    "e2e",
    "node scripts/ensure-ready.mjs --build --browser && npx playwright test -c e2e",
    {},
    { beside },
  );
if (postgres) {
  const env = { TEST_DATABASE_URL: postgres, REDIS_URL: redis ?? "" };
  const together = wanted(postgresStep) && wanted("e2e");
  // The two-process suite serves the built web app, which the journeys build too: built once, before both.
  if (together) await step("e2e build", "node scripts/ensure-ready.mjs --build");
  await Promise.all([
    step(postgresStep, `npx vitest run --root server${serverOnly}`, env, { beside: together }),
    journeys(together),
  ]);
} else {
  console.log("\nPostgreSQL is not reachable: the server suites ran on PGlite only.");
  await journeys(false);
}

console.log(`\n${failedSteps.length ? `Failed steps: ${failedSteps.join(", ")}` : "All steps passed."}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
