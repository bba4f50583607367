// npm run dev: the API with reload on :3000 and the Vite dev server on :5173 (which proxies /api, /app, /uploads).
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const children = [
  spawn("npm", ["run", "dev", "-w", "server"], {
    cwd: root,
    stdio: "inherit",
    env: { NODE_ENV: "development", ...process.env },
  }),
  spawn("npm", ["run", "dev", "-w", "web"], { cwd: root, stdio: "inherit", env: process.env }),
];
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => (stop(), (process.exitCode ||= code ?? 0)));
