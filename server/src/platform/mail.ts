// Outgoing mail: SMTP when SMTP_URL is set, otherwise each message is written under DATA_DIR/mail and logged.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";
import type { FastifyBaseLogger } from "fastify";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link of the mail, logged when mail is kept on disk. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { from, log } = options;
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
      },
    };
  }
  const dir = path.join(options.dataDir, "mail");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let sequence = 0;
  return {
    async send(message) {
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await mkdir(dir, { recursive: true });
      const base = `${Date.now()}-${++sequence}-${message.to.replace(/[^a-z0-9@._-]/gi, "_")}`;
      await writeFile(path.join(dir, `${base}.eml`), info.message as Buffer);
      await writeFile(path.join(dir, `${base}.json`), JSON.stringify({ from, ...message }, null, 2));
      log.info({ to: message.to, subject: message.subject, link: message.link }, "mail written to %s", dir);
    },
  };
}
