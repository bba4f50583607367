// The mails an account gets when it is suspended, banned or restored, saying what happened and why.
import type { MailMessage } from "../../platform/mail";

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

function mail(to: string, subject: string, paragraphs: string[], contact: string): MailMessage {
  const text = `${paragraphs.join("\n\n")}\n\nQuestions: ${contact}\n\n— Inkwell`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2328;max-width:520px;margin:auto">
<h2 style="margin-bottom:8px">Inkwell</h2>${paragraphs.map((p) => `<p>${escape(p)}</p>`).join("")}
<p style="font-size:13px;color:#57606a">Questions: <a href="${escape(contact)}">${escape(contact)}</a></p></body></html>`;
  return { to, subject, text, html };
}

const utc = (date: Date) => `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;

export function suspendedMail(to: string, name: string, until: Date, reason: string, contact: string) {
  return mail(
    to,
    "Your Inkwell account is suspended",
    [
      `Hi ${name}, a moderator suspended your account until ${utc(until)}.`,
      `Reason: ${reason}`,
      "Until then you cannot sign in; your posts and comments stay as they are. After that date you can sign in again.",
    ],
    contact,
  );
}

export function bannedMail(to: string, name: string, reason: string, contact: string) {
  return mail(
    to,
    "Your Inkwell account is banned",
    [
      `Hi ${name}, a moderator banned your account.`,
      `Reason: ${reason}`,
      "You can no longer sign in, and your posts and comments are no longer shown to others.",
    ],
    contact,
  );
}

export function restoredMail(to: string, name: string, contact: string) {
  return mail(
    to,
    "Your Inkwell account is restored",
    [`Hi ${name}, the ban or suspension of your account has been lifted. You can sign in again.`],
    contact,
  );
}
