// The words of notification mails, in the recipient's language (platform/mail-texts): a batch of one kind
// listing what happened, with one-click unsubscribe headers and links, and the page its unsubscribe link
// opens. The texts name the site as `{site}`, its title, which mailTexts gives them.
import type { EmailNotificationKind } from "@inkwell/contract";
import { ellipsize } from "@inkwell/contract";
import { escapeUTF8 as esc } from "entities";
import type { MailMessage } from "../../platform/mail";
import type { MailTexts } from "../../platform/mail-texts";

/** Words of a comment or message quoted in a mail. */
const EXCERPT_CHARS = 160;

export interface MailItem {
  actor: string;
  /** The post's title (comments, replies, mentions). */
  title: string;
  /** What they wrote (a comment, a message), if anything. */
  excerpt: string | null;
  url: string;
}

export interface MailLinks {
  /** The API address that turns this kind off (GET: asks first; POST: one-click, RFC 8058). */
  unsubscribe: string;
  settings: string;
}

const excerptOf = (text: string) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return ellipsize(flat, EXCERPT_CHARS);
};

/** "comments on your posts", "bình luận về bài viết của bạn". */
const kindName = (t: MailTexts, kind: EmailNotificationKind) => t.text("notifications.kind", { kind });

export function notificationMail(
  to: { email: string; name: string },
  t: MailTexts,
  kind: EmailNotificationKind,
  items: MailItem[],
  more: number,
  links: MailLinks,
): MailMessage {
  const lines = items.map((item) => {
    const values = { actor: item.actor, title: item.title };
    const excerpt = item.excerpt === null ? null : excerptOf(item.excerpt);
    return {
      text: `- ${t.text(`notifications.${kind}.item`, values)}${excerpt ? `: “${excerpt}”` : ""}\n  ${item.url}`,
      html: `<li style="margin:0 0 12px"><a href="${esc(item.url)}">${t.html(`notifications.${kind}.item`, values)}</a>${excerpt ? `<br><span style="color:#6b6f76">“${esc(excerpt)}”</span>` : ""}</li>`,
    };
  });
  const greeting = { name: to.name };
  const moreLine = more > 0 ? t.text("notifications.more", { count: more }) : "";
  const why = t.text("notifications.why", { what: kindName(t, kind) });
  const [settings, stop] = [t.text("notifications.settings"), t.text("notifications.stop")];
  return {
    to: to.email,
    subject: t.text(`notifications.${kind}.subject`, { count: items.length + more }),
    text: `${t.text("notifications.greeting", greeting)}\n\n${lines.map((l) => l.text).join("\n")}${moreLine ? `\n${moreLine}` : ""}\n\n--\n${why}\n${settings}: ${links.settings}\n${stop}: ${links.unsubscribe}\n`,
    html: `<!doctype html><html lang="${t.language}"><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1f2328;max-width:600px;margin:0 auto;padding:24px">
<p>${t.html("notifications.greeting", greeting)}</p><ul style="padding-left:20px">${lines.map((l) => l.html).join("")}</ul>${moreLine ? `<p>${esc(moreLine)}</p>` : ""}
<hr style="border:none;border-top:1px solid #e5e5e0;margin:24px 0 12px"><p style="font-size:13px;color:#6b6f76">${esc(why)} <a href="${esc(links.settings)}">${esc(settings)}</a> · <a href="${esc(links.unsubscribe)}">${esc(stop)}</a></p>
</body></html>`,
    link: links.unsubscribe,
    headers: {
      "List-Unsubscribe": `<${links.unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** The page an unsubscribe link opens: a button that posts to the same address, or the outcome once done. */
export function unsubscribePage(
  t: MailTexts,
  kind: EmailNotificationKind,
  state: { done: false; action: string } | { done: true; settings: string },
): string {
  const what = kindName(t, kind);
  const title = state.done
    ? t.text("notifications.stop")
    : t.text("notifications.unsubscribe.title", { what });
  const body = state.done
    ? `<p>${t.html("notifications.unsubscribe.done", { what }, { link: (inside) => `<a href="${esc(state.settings)}">${inside}</a>` })}</p>`
    : `<h1>${esc(title)}</h1><p>${t.html("notifications.unsubscribe.intro", { what })}</p>
<form method="post" action="${esc(state.action)}"><button type="submit">${t.html("notifications.unsubscribe.confirm")}</button></form>`;
  return `<!doctype html><html lang="${t.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)} · ${esc(t.site)}</title></head>
<body>${body}</body></html>`;
}
