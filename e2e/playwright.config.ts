// Browser journeys against the production build, in Debian's Chromium, on a server with a fresh data dir.
import { defineConfig } from "@playwright/test";
import { E2E_PORT, serverEnv } from "./support/env";

export default defineConfig({
  testDir: "./tests",
  outputDir: "./test-results",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    screenshot: "only-on-failure",
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-dev-shm-usage",
      ],
    },
  },
  webServer: {
    command: "node ./support/serve.mjs",
    url: `http://127.0.0.1:${E2E_PORT}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: serverEnv,
    stdout: "ignore",
    stderr: "pipe",
  },
});
