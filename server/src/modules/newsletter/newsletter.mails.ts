// The mails of the newsletter, rendered when they are sent: a confirmation (double opt-in), a post (a
// responsive HTML part with absolute addresses and a text part, a "read on the site" link, one-click
// unsubscribe headers and links), and the weekly digest of followed authors; each in its recipient's language
// (platform/mail-texts).
import type { Language, Post } from "@inkwell/contract";
import { escapeUTF8 as esc } from "entities";
import type { MailMessage } from "../../platform/mail";
import type { MailTexts } from "../../platform/mail-texts";
import { htmlToText } from "../content";

interface Links {
  /** The API address a mail client posts to for one-click unsubscribe (RFC 8058). */
  oneClick: string;
  /** The page that unsubscribes when opened (the link in the mail). */
  unsubscribe: string;
  preferences: string;
}

function layout(language: Language, body: string, footer: string) {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<style>img{max-width:100%;height:auto}a{color:#3b5bdb}@media (max-width:620px){.wrap{padding:20px 16px!important}h1{font-size:26px!important}}</style></head>
<body style="margin:0;padding:0;background:#f5f5f2"><div class="wrap" style="max-width:600px;margin:0 auto;padding:32px 24px;background:#ffffff;font-family:Georgia,'Times New Roman',serif;font-size:17px;line-height:1.6;color:#1f2328">
${body}
<hr style="border:none;border-top:1px solid #e5e5e0;margin:32px 0 16px">
<p style="font-family:Arial,sans-serif;font-size:13px;color:#6b6f76">${footer}</p>
</div></body></html>`;
}

/** Addresses on this site made absolute, videos as links (mail clients do not play embeds). */
export function forMail(html: string, publicUrl: string, watchTheVideo: string) {
  return html
    .replace(/\b(src|href)="\/(?!\/)/g, `$1="${publicUrl}/`)
    .replace(
      /<iframe\b[^>]*\bsrc="([^"]+)"[^>]*><\/iframe>/g,
      (_, src: string) => `<p><a href="${src}">${esc(watchTheVideo)}</a></p>`,
    );
}

const unsubscribeHeaders = (links: Links) => ({
  "List-Unsubscribe": `<${links.oneClick}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

export function confirmationMail(
  to: string,
  t: MailTexts,
  author: { name: string },
  confirmUrl: string,
): MailMessage {
  const values = { author: author.name };
  const ignore = t.text("newsletter.confirm.ignore");
  return {
    to,
    subject: t.text("newsletter.confirm.subject", values),
    text: `${t.text("newsletter.confirm.intro", values)}\n\n${t.text("newsletter.confirm.link")}: ${confirmUrl}\n\n${ignore}`,
    html: layout(
      t.language,
      `<h1 style="font-size:24px">${t.html("newsletter.confirm.heading")}</h1><p>${t.html("newsletter.confirm.intro", values)}</p><p><a href="${esc(confirmUrl)}" style="display:inline-block;padding:10px 18px;background:#3b5bdb;color:#fff;border-radius:6px;text-decoration:none;font-family:Arial,sans-serif">${t.html("newsletter.confirm.button")}</a></p>`,
      t.html("newsletter.confirm.ignore"),
    ),
    link: confirmUrl,
  };
}

export function postMail(
  to: string,
  t: MailTexts,
  post: Post,
  urls: { post: string; publicUrl: string } & Links,
): MailMessage {
  const watch = t.text("newsletter.post.watchVideo");
  const content = forMail(post.content ?? "", urls.publicUrl, watch);
  const cover = post.coverImage
    ? forMail(`<img src="${esc(post.coverImage)}" alt="">`, urls.publicUrl, watch)
    : "";
  const author = { author: post.author.name };
  const byline = `${esc(post.author.name)} · ${t.html("newsletter.post.readTime", { minutes: post.readTime })}`;
  const [preferences, unsubscribe, readOnSite] = [
    t.text("newsletter.post.preferences"),
    t.text("newsletter.post.unsubscribe"),
    t.text("newsletter.post.readOnSite"),
  ];
  const footer = `${t.html("newsletter.post.why", author)} <a href="${esc(urls.preferences)}">${esc(preferences)}</a> · <a href="${esc(urls.unsubscribe)}">${esc(unsubscribe)}</a>`;
  return {
    to,
    subject: post.title,
    html: layout(
      t.language,
      `<p style="font-family:Arial,sans-serif;font-size:13px;color:#6b6f76;margin:0 0 8px">${byline}</p>
<h1 style="font-size:32px;line-height:1.2;margin:0 0 16px">${esc(post.title)}</h1>${cover ? `<p>${cover}</p>` : ""}
${content}
<p style="margin-top:28px"><a href="${esc(urls.post)}" style="font-family:Arial,sans-serif;font-weight:bold">${esc(readOnSite)} →</a></p>`,
      footer,
    ),
    text: `${post.title}\n${t.text("newsletter.post.by", author)}\n\n${htmlToText(post.content ?? "")}\n\n${readOnSite}: ${urls.post}\n\n--\n${preferences}: ${urls.preferences}\n${unsubscribe}: ${urls.unsubscribe}\n`,
    headers: unsubscribeHeaders(urls),
  };
}

export function digestMail(
  to: string,
  t: MailTexts,
  week: { from: Date; to: Date },
  posts: { title: string; excerpt: string; author: string; url: string }[],
  links: Links,
): MailMessage {
  const heading = t.text("newsletter.digest.heading");
  const days = t.days(week.from, week.to);
  const stop = t.text("newsletter.digest.stop");
  const items = posts
    .map(
      (p) =>
        `<h2 style="font-size:20px;margin:24px 0 4px"><a href="${esc(p.url)}" style="color:#1f2328">${esc(p.title)}</a></h2><p style="font-family:Arial,sans-serif;font-size:13px;color:#6b6f76;margin:0">${esc(p.author)}</p><p style="margin:6px 0 0">${esc(p.excerpt)}</p>`,
    )
    .join("");
  return {
    to,
    subject: t.text("newsletter.digest.subject", { count: posts.length }),
    html: layout(
      t.language,
      `<h1 style="font-size:26px;margin:0">${esc(heading)}</h1><p style="font-family:Arial,sans-serif;font-size:13px;color:#6b6f76;margin:4px 0 0">${esc(days)}</p>${items}`,
      `${t.html("newsletter.digest.why")} <a href="${esc(links.preferences)}">${t.html("newsletter.digest.settings")}</a> · <a href="${esc(links.unsubscribe)}">${esc(stop)}</a>`,
    ),
    text: `${heading}\n${days}\n\n${posts.map((p) => `${p.title} (${p.author})\n${p.url}`).join("\n\n")}\n\n--\n${stop}: ${links.unsubscribe}\n`,
    headers: unsubscribeHeaders(links),
  };
}
