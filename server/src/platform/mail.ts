// Outgoing mail: SMTP when SMTP_URL is set, otherwise each message is written under DATA_DIR/mail and its
// file named in the log. Every mail is sent in the site's name (sentAsTheSite): MAIL_FROM's address, the
// site's current title as the sender's name.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { SendMailOptions, Transporter } from "nodemailer";
import type { FastifyBaseLogger } from "fastify";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link of the mail (kept in the saved file, never logged: it holds a secret). */
  link?: string;
  /** Where answers go (a contact message: the sender). */
  replyTo?: string;
  /** Extra headers (a newsletter's List-Unsubscribe). */
  headers?: Record<string, string>;
  /** The sender, set by sentAsTheSite; MAIL_FROM as it is written without it. */
  from?: { name: string; address: string };
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** A message as nodemailer takes it, one way for both transports: SMTP and files carry the same headers. */
function envelopeOf(from: string, message: MailMessage): SendMailOptions {
  return {
    from: message.from ?? from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    replyTo: message.replyTo,
    headers: message.headers,
  };
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
        await transport.sendMail(envelopeOf(from, message));
      },
    };
  }
  const dir = path.join(options.dataDir, "mail");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let sequence = 0;
  return {
    async send(message) {
      const info = await transport.sendMail(envelopeOf(from, message));
      await mkdir(dir, { recursive: true });
      const base = `${Date.now()}-${++sequence}-${message.to.replace(/[^a-z0-9@._-]/gi, "_")}`;
      const file = path.join(dir, `${base}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      await writeFile(path.join(dir, `${base}.json`), JSON.stringify({ from, ...message }, null, 2), {
        mode: 0o600,
      });
      log.info({ to: message.to, subject: message.subject, file }, "mail written to a file (no SMTP_URL)");
    },
  };
}

/** The address of MAIL_FROM, written `Name <address>` or as the bare address. */
export function addressOf(mailFrom: string): string {
  return (/<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom).trim();
}

/** Mail sent in the site's name: MAIL_FROM's address with the site's title when it is sent as the name. */
export function sentAsTheSite(mailer: Mailer, mailFrom: string, title: () => string): Mailer {
  const address = addressOf(mailFrom);
  return { send: (message) => mailer.send({ ...message, from: { name: title(), address } }) };
}
