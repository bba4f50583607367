// Configuration read once from the environment and validated: a wrong value stops start-up with one line.
import { createHmac, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

const flag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const optionalUrl = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
  z.url("must be a URL").optional(),
);

const optionalText = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
  z.string().optional(),
);

const optionalCount = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
  z.coerce.number().int().min(1).max(1024).optional(),
);

const PUSHER_SETTINGS = ["PUSHER_APP_ID", "PUSHER_KEY", "PUSHER_SECRET", "PUSHER_CLUSTER"] as const;

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  PUBLIC_URL: optionalUrl,
  DATABASE_URL: optionalUrl,
  /** Connections each server process keeps to DATABASE_URL. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  REDIS_URL: optionalUrl,
  /** Server processes (node:cluster); resolved in loadConfig when unset. */
  WORKERS: optionalCount,
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  EMAIL_TOKEN_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(10_080)
    .default(60 * 24),
  RESET_TOKEN_TTL_MINUTES: z.coerce.number().int().min(5).max(1440).default(60),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default("Inkwell <no-reply@inkwell.local>"),
  /** Where the contact page's messages are mailed; shown on the contact page and by the assistant. */
  SUPPORT_EMAIL: z.email("must be an email address").default("support@inkwell.local"),
  GOOGLE_CLIENT_ID: z.string().default(""),
  GOOGLE_JWKS_URL: z.url().default("https://www.googleapis.com/oauth2/v3/certs"),
  GOOGLE_ISSUERS: z.string().default("https://accounts.google.com,accounts.google.com"),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().max(1_000_000).default(1),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  /** Bytes of uploaded images (with their variants) one user may keep; 0 for no quota. */
  UPLOAD_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(1024 * 1024 * 1024),
  /** Newsletter, confirmation and digest mails sent per minute, across all processes. */
  NEWSLETTER_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  /**
   * How long a notification mail waits (gathering what else happens) and the least time between two mails of
   * one kind to one member; also how long a direct message stays unread before it is mailed.
   */
  NOTIFICATION_MAIL_DELAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_DEMO: flag.default(true),
  TRUST_PROXY: flag.default(false),
  PUBLIC_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  PUBLIC_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(4 * 1024 * 1024 * 1024)
    .default(16 * 1024 * 1024),
  LLM_BASE_URL: optionalUrl,
  LLM_MODEL: z.string().trim().min(1).optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
  REALTIME_APP_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "must be 1-64 letters, digits, - or _")
    .default("inkwell"),
  REALTIME_APP_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  REALTIME_ACTIVITY_TIMEOUT: z.coerce.number().int().min(1).max(3600).default(120),
  REALTIME_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(50),
  /** The moderation blocklist, relative to DATA_DIR (or absolute); edited from the admin console. */
  MODERATION_BLOCKLIST: z.string().trim().min(1).default("moderation-blocklist.txt"),
  PUSHER_APP_ID: optionalText,
  PUSHER_KEY: optionalText,
  PUSHER_SECRET: optionalText,
  PUSHER_CLUSTER: optionalText,
});

/**
 * Hosted Pusher needs all four settings; a partial set is a mistake, not a fallback. Several workers need
 * PostgreSQL (the embedded database belongs to one process) and Redis (without it each worker would push
 * realtime events only to its own sockets, and count rate limits and sign-outs on its own).
 */
const validatedEnvSchema = envSchema.superRefine((env, context) => {
  if (env.WORKERS !== undefined && env.WORKERS > 1) {
    const needs = !env.DATABASE_URL
      ? "DATABASE_URL: the embedded database serves a single process"
      : !env.REDIS_URL
        ? "REDIS_URL: workers share realtime events, sign-outs and rate limits through it"
        : undefined;
    if (needs) context.addIssue({ code: "custom", path: ["WORKERS"], message: `above 1 needs ${needs}` });
  }
  const missing = PUSHER_SETTINGS.filter((name) => env[name] === undefined);
  if (missing.length > 0 && missing.length < PUSHER_SETTINGS.length) {
    context.addIssue({
      code: "custom",
      path: [missing[0] ?? "PUSHER_APP_ID"],
      message: `must be set together with ${PUSHER_SETTINGS.join(", ")}`,
    });
  }
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, "JWT_SECRET" | "PUBLIC_URL" | "REALTIME_APP_SECRET" | "WORKERS"> {
  JWT_SECRET: string;
  WORKERS: number;
  REALTIME_APP_SECRET: string;
  PUBLIC_URL: string;
  dataDir: string;
}

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError with one line naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = validatedEnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? "environment");
    throw new ConfigError(
      `Invalid configuration: ${name} ${issue?.message ?? "is invalid"} (got "${env[name] ?? ""}")`,
    );
  }
  const e = parsed.data;
  const dataDir = path.resolve(REPO_ROOT, e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const jwtSecret = e.JWT_SECRET ?? persistedSecret(dataDir);
  return {
    ...e,
    dataDir,
    // One per core where several can run; otherwise one (server.ts says why at start-up).
    WORKERS: e.WORKERS ?? (e.DATABASE_URL && e.REDIS_URL ? availableParallelism() : 1),
    JWT_SECRET: jwtSecret,
    // Derived rather than random so every process sharing JWT_SECRET signs channels alike.
    REALTIME_APP_SECRET:
      e.REALTIME_APP_SECRET ??
      createHmac("sha256", jwtSecret).update("inkwell:realtime-app-secret").digest("hex"),
    PUBLIC_URL: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    // Absolute from here on.
    MODERATION_BLOCKLIST: path.resolve(dataDir, e.MODERATION_BLOCKLIST),
  };
}

/** Where the embedded database keeps its files (without DATABASE_URL). */
export function embeddedDataDir(config: Pick<Config, "dataDir">): string {
  return path.join(config.dataDir, "pglite");
}

/** A single machine keeps its signing secret in DATA_DIR; several processes must share JWT_SECRET. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, "jwt-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    const secret = randomBytes(48).toString("base64url");
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
