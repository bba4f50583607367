// The mail a contact message becomes: to the support address, answered straight to the sender. It is written
// in the support address's language (the member's who has it, else the site's) and names the language the
// sender wrote from, which the answer should be in.
import type { Language } from "@inkwell/contract";
import type { MailMessage } from "../../platform/mail";
import { escapeHtml as escape } from "../../platform/mail-texts";
import type { MailTexts } from "../../platform/mail-texts";

export function contactMail(
  to: string,
  t: MailTexts,
  sent: {
    id: number;
    name: string;
    email: string;
    subject: string;
    message: string;
    username?: string;
    language: Language | null;
  },
  consoleUrl: string,
): MailMessage {
  const from = `${sent.name} <${sent.email}>${sent.username ? ` (@${sent.username})` : ""}`;
  const id = String(sent.id);
  const senderLanguage = sent.language ? { language: t.languageName(sent.language) } : null;
  const footer = t.text("contact.footer", { id }, { link: (inside) => `${inside}: ${consoleUrl}` });
  const text = `${sent.message}\n\n— ${from}\n\n${footer}${senderLanguage ? `\n${t.text("contact.senderLanguage", senderLanguage)}` : ""}`;
  const html = `<!doctype html><html lang="${t.language}"><body style="font-family:system-ui,sans-serif;color:#1f2328;max-width:560px;margin:auto">
<p style="white-space:pre-wrap">${escape(sent.message)}</p><p>— ${escape(from)}</p>
<p style="font-size:13px;color:#57606a">${t.html("contact.footer", { id }, { link: (inside) => `<a href="${escape(consoleUrl)}">${inside}</a>` })}${senderLanguage ? `<br>${t.html("contact.senderLanguage", senderLanguage)}` : ""}</p></body></html>`;
  return {
    to,
    subject: t.text("contact.subject", { subject: sent.subject }),
    text,
    html,
    replyTo: sent.email,
  };
}
