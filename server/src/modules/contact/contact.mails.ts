// The mail a contact message becomes: to the support address, answered straight to the sender.
import type { MailMessage } from "../../platform/mail";

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

export function contactMail(
  to: string,
  sent: { id: number; name: string; email: string; subject: string; message: string; username?: string },
  consoleUrl: string,
): MailMessage {
  const from = `${sent.name} <${sent.email}>${sent.username ? ` (@${sent.username})` : ""}`;
  const text = `${sent.message}\n\n— ${from}\n\nContact message #${sent.id}; reply to this mail to answer. All messages: ${consoleUrl}`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2328;max-width:560px;margin:auto">
<p style="white-space:pre-wrap">${escape(sent.message)}</p><p>— ${escape(from)}</p>
<p style="font-size:13px;color:#57606a">Contact message #${sent.id}; reply to this mail to answer. <a href="${escape(consoleUrl)}">All messages</a></p></body></html>`;
  return { to, subject: `[Contact] ${sent.subject}`, text, html, replyTo: sent.email };
}
