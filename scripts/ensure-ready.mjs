// Makes a fresh clone runnable: installs npm packages when missing or stale, builds the web app when asked,
// and (for tests) installs Debian's Chromium when it is missing. Uses only Node built-ins.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = new Set(process.argv.slice(2));
const run = (cmd) => execSync(cmd, { cwd: root, stdio: "inherit", env: process.env });

function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === "node_modules" || entry === "dist") continue;
    latest = Math.max(latest, newest(path.join(target, entry)));
  }
  return latest;
}

const installMarker = path.join(root, "node_modules", ".package-lock.json");
if (
  !existsSync(installMarker) ||
  statSync(installMarker).mtimeMs < statSync(path.join(root, "package-lock.json")).mtimeMs
) {
  console.log("Installing npm packages (npm ci)…");
  run("npm ci --no-audit --no-fund");
}

if (args.has("--build")) {
  // The browser's build and the server's page renderer are made together (web's build script).
  const built = [
    path.join(root, "web", "dist", "index.html"),
    path.join(root, "web", "dist-ssr", "entry-server.js"),
  ];
  const sources = Math.max(
    newest(path.join(root, "web", "src")),
    newest(path.join(root, "web", "index.html")),
    newest(path.join(root, "web", "public")),
    newest(path.join(root, "contract", "src")),
  );
  if (built.some((file) => !existsSync(file) || statSync(file).mtimeMs < sources)) {
    console.log("Building the web app…");
    run("npm run build -w web");
  }
}

if (args.has("--browser")) {
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(chromium)) {
    if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
      console.log("Installing Chromium for the browser tests (apt-get)…");
      run("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium");
    } else {
      console.error(
        `Chromium not found at ${chromium}; install Debian's chromium package or set CHROMIUM_PATH.`,
      );
      process.exit(1);
    }
  }
}
