// Builds the real application on a fresh database for one test file, with mail captured in memory.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from "fastify";
import { buildApp } from "../src/app";
import type { BuildOptions } from "../src/app";
import type { Database } from "../src/db/client";
import { loadConfig } from "../src/platform/config";
import type { MailMessage, Mailer } from "../src/platform/mail";
import { freshDatabase } from "./database";

export class MailBox implements Mailer {
  readonly messages: MailMessage[] = [];
  send(message: MailMessage) {
    this.messages.push(message);
    return Promise.resolve();
  }
  /** The token of the newest mail to `to` whose link contains `pathPart`. */
  lastToken(to: string, pathPart: string): string {
    const mail = [...this.messages].reverse().find((m) => m.to === to && m.link?.includes(pathPart));
    const token = mail?.link ? new URL(mail.link).searchParams.get("token") : null;
    if (!token) throw new Error(`no ${pathPart} mail to ${to}`);
    return token;
  }
}

export interface TestApp {
  app: FastifyInstance;
  mail: MailBox;
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Another app's database: the new app is like a second process on the same data. */
  shared?: Database;
  /** Receives the log lines (LOG_LEVEL must be set too). */
  logStream?: { write(line: string): void };
  /** Told of every route as it is added (the fuzz test walks them all). */
  onRoute?: (route: RouteOptions) => void;
  /** Sends mail as configured (SMTP_URL) instead of keeping it in `mail`. */
  realMail?: boolean;
  /** A built web app of the test's own to serve, instead of web/dist (which may not be built). */
  web?: BuildOptions["web"];
}

export async function createTestApp(
  env: Record<string, string> = {},
  { shared, logStream, onRoute, realMail = false, web }: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "inkwell-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    JWT_SECRET: "test-secret-test-secret-test-secret-0123",
    PUBLIC_URL: "http://localhost:3000",
    SEED_DEMO: "false",
    // Suites create many users from one address; the rate-limit tests set 1 themselves.
    RATE_LIMIT_MULTIPLIER: "100",
    ...env,
  });
  const database = shared ?? (await freshDatabase());
  const mail = new MailBox();
  const app = await buildApp({
    config,
    database,
    ...(realMail ? {} : { mailer: mail }),
    ...(logStream ? { logStream } : {}),
    ...(onRoute ? { onRoute } : {}),
    ...(web ? { web } : {}),
  });
  await app.ready();
  return {
    app,
    mail,
    /** Also waits for the work the request started after answering (mail, notifications). */
    async request({ token, headers, ...options }) {
      const response = await app.inject({
        ...options,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      await app.ctx.events.settled();
      return response;
    },
    async close() {
      await app.close();
      if (!shared) await database.close();
    },
  };
}
