// Where the journeys' server listens and keeps its data (mail included), shared by config and tests.
import path from "node:path";
import { fileURLToPath } from "node:url";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_DATA_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
  `.data-${E2E_PORT}`,
);

export const serverEnv: Record<string, string> = {
  PORT: String(E2E_PORT),
  HOST: "127.0.0.1",
  DATA_DIR: E2E_DATA_DIR,
  PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
  RATE_LIMIT_MULTIPLIER: "100",
  // Notification mails wait 2 s instead of 15 minutes, so a journey can read them.
  NOTIFICATION_MAIL_DELAY_SECONDS: "2",
  LOG_LEVEL: "warn",
  SEED_DEMO: "true",
  DATABASE_URL: "",
  REDIS_URL: "",
};
