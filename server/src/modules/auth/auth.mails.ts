// The account e-mails: verification and password reset, in plain text and simple HTML.
import type { MailMessage } from "../../platform/mail";

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

function layout(
  to: string,
  subject: string,
  intro: string,
  action: string,
  link: string,
  outro: string,
): MailMessage {
  const text = `${intro}\n\n${action}: ${link}\n\n${outro}\n\n— Inkwell`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2328;max-width:520px;margin:auto">
<h2 style="margin-bottom:8px">Inkwell</h2><p>${escape(intro)}</p>
<p><a href="${escape(link)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escape(action)}</a></p>
<p style="font-size:13px;color:#57606a">${escape(outro)}<br>${escape(link)}</p></body></html>`;
  return { to, subject, text, html, link };
}

export function verificationMail(to: string, name: string, link: string, ttlHours: number): MailMessage {
  return layout(
    to,
    "Confirm your email address",
    `Hi ${name}, welcome to Inkwell! Please confirm that this is your email address.`,
    "Verify email",
    link,
    `This link works once and expires in ${ttlHours} hours. If you did not create an account, ignore this mail.`,
  );
}

export function resetMail(to: string, name: string, link: string, ttlMinutes: number): MailMessage {
  return layout(
    to,
    "Reset your password",
    `Hi ${name}, someone (hopefully you) asked to reset the password of your Inkwell account.`,
    "Choose a new password",
    link,
    `This link works once and expires in ${ttlMinutes} minutes. If you did not ask for it, your password stays unchanged.`,
  );
}
