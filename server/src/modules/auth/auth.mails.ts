// The account e-mails: verification and password reset, in plain text and simple HTML, in the recipient's
// language (platform/mail-texts).
import type { MailMessage } from "../../platform/mail";
import { escapeHtml as escape } from "../../platform/mail-texts";
import type { MailTexts } from "../../platform/mail-texts";

function layout(
  to: string,
  t: MailTexts,
  texts: Record<"subject" | "intro" | "action" | "outro", string>,
  link: string,
): MailMessage {
  const { subject, intro, action, outro } = texts;
  const text = `${intro}\n\n${action}: ${link}\n\n${outro}\n\n— ${t.site}`;
  const html = `<!doctype html><html lang="${t.language}"><body style="font-family:system-ui,sans-serif;color:#1f2328;max-width:520px;margin:auto">
<h2 style="margin-bottom:8px">${escape(t.site)}</h2><p>${escape(intro)}</p>
<p><a href="${escape(link)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escape(action)}</a></p>
<p style="font-size:13px;color:#57606a">${escape(outro)}<br>${escape(link)}</p></body></html>`;
  return { to, subject, text, html, link };
}

function accountMail(
  to: string,
  t: MailTexts,
  kind: "verify" | "reset",
  values: Record<string, string | number>,
  link: string,
) {
  const say = (part: "subject" | "intro" | "action" | "outro") =>
    t.text(`auth.${kind}.${part}` as const, values);
  return layout(
    to,
    t,
    { subject: say("subject"), intro: say("intro"), action: say("action"), outro: say("outro") },
    link,
  );
}

export function verificationMail(
  to: string,
  t: MailTexts,
  name: string,
  link: string,
  ttlHours: number,
): MailMessage {
  return accountMail(to, t, "verify", { name, hours: ttlHours }, link);
}

export function resetMail(
  to: string,
  t: MailTexts,
  name: string,
  link: string,
  ttlMinutes: number,
): MailMessage {
  return accountMail(to, t, "reset", { name, minutes: ttlMinutes }, link);
}
