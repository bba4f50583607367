// The mails an account gets when it is suspended, banned or restored, saying what happened and why, in the
// account's language (platform/mail-texts).
import type { MailMessage } from "../../platform/mail";
import { escapeHtml as escape } from "../../platform/mail-texts";
import type { MailTexts } from "../../platform/mail-texts";

function mail(to: string, t: MailTexts, subject: string, paragraphs: string[], contact: string): MailMessage {
  const text = `${paragraphs.join("\n\n")}\n\n${t.text("moderation.questions", { contact })}\n\n— ${t.site}`;
  const html = `<!doctype html><html lang="${t.language}"><body style="font-family:system-ui,sans-serif;color:#1f2328;max-width:520px;margin:auto">
<h2 style="margin-bottom:8px">${escape(t.site)}</h2>${paragraphs.map((p) => `<p>${escape(p)}</p>`).join("")}
<p style="font-size:13px;color:#57606a">${t.html("moderation.questions", { contact }, { link: (inside) => `<a href="${escape(contact)}">${inside}</a>` })}</p></body></html>`;
  return { to, subject, text, html };
}

export function suspendedMail(
  to: string,
  t: MailTexts,
  name: string,
  until: Date,
  reason: string,
  contact: string,
) {
  return mail(
    to,
    t,
    t.text("moderation.suspended.subject"),
    [
      t.text("moderation.suspended.intro", { name, until }),
      t.text("moderation.reason", { reason }),
      t.text("moderation.suspended.meaning"),
    ],
    contact,
  );
}

export function bannedMail(to: string, t: MailTexts, name: string, reason: string, contact: string) {
  return mail(
    to,
    t,
    t.text("moderation.banned.subject"),
    [
      t.text("moderation.banned.intro", { name }),
      t.text("moderation.reason", { reason }),
      t.text("moderation.banned.meaning"),
    ],
    contact,
  );
}

export function restoredMail(to: string, t: MailTexts, name: string, contact: string) {
  return mail(
    to,
    t,
    t.text("moderation.restored.subject"),
    [t.text("moderation.restored.intro", { name })],
    contact,
  );
}
