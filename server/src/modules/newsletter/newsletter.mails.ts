// The mails of the newsletter, rendered when they are sent: a confirmation (double opt-in), a post (a
// responsive HTML part with absolute addresses and a text part, a "read on the site" link, one-click
// unsubscribe headers and links), and the weekly digest of followed authors.
import type { Post } from "@inkwell/contract";
import { escapeUTF8 as esc } from "entities";
import type { MailMessage } from "../../platform/mail";
import { htmlToText } from "../content";

interface Links {
  /** The API address a mail client posts to for one-click unsubscribe (RFC 8058). */
  oneClick: string;
  /** The page that unsubscribes when opened (the link in the mail). */
  unsubscribe: string;
  preferences: string;
}

function layout(body: string, footer: string) {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<style>img{max-width:100%;height:auto}a{color:#3b5bdb}@media (max-width:620px){.wrap{padding:20px 16px!important}h1{font-size:26px!important}}</style></head>
<body style="margin:0;padding:0;background:#f5f5f2"><div class="wrap" style="max-width:600px;margin:0 auto;padding:32px 24px;background:#ffffff;font-family:Georgia,'Times New Roman',serif;font-size:17px;line-height:1.6;color:#1f2328">
${body}
<hr style="border:none;border-top:1px solid #e5e5e0;margin:32px 0 16px">
<p style="font-family:Arial,sans-serif;font-size:13px;color:#6b6f76">${footer}</p>
</div></body></html>`;
}

/** Addresses on this site made absolute, videos as links (mail clients do not play embeds). */
export function forMail(html: string, publicUrl: string) {
  return html
    .replace(/\b(src|href)="\/(?!\/)/g, `$1="${publicUrl}/`)
    .replace(/<iframe\b[^>]*\bsrc="([^"]+)"[^>]*><\/iframe>/g, '<p><a href="$1">Watch the video</a></p>');
}

const unsubscribeHeaders = (links: Links) => ({
  "List-Unsubscribe": `<${links.oneClick}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

export function confirmationMail(to: string, author: { name: string }, confirmUrl: string): MailMessage {
  const intro = `Please confirm that you want ${author.name}'s new posts by email.`;
  return {
    to,
    subject: `Confirm your subscription to ${author.name}`,
    text: `${intro}\n\nConfirm: ${confirmUrl}\n\nIf you did not ask for this, ignore this mail: nothing will be sent.`,
    html: layout(
      `<h1 style="font-size:24px">Confirm your subscription</h1><p>${esc(intro)}</p><p><a href="${esc(confirmUrl)}" style="display:inline-block;padding:10px 18px;background:#3b5bdb;color:#fff;border-radius:6px;text-decoration:none;font-family:Arial,sans-serif">Yes, subscribe me</a></p>`,
      "If you did not ask for this, ignore this mail: nothing will be sent.",
    ),
    link: confirmUrl,
  };
}

export function postMail(
  to: string,
  post: Post,
  urls: { post: string; publicUrl: string } & Links,
): MailMessage {
  const content = forMail(post.content ?? "", urls.publicUrl);
  const cover = post.coverImage ? forMail(`<img src="${esc(post.coverImage)}" alt="">`, urls.publicUrl) : "";
  const byline = `${esc(post.author.name)} · ${post.readTime} min read`;
  const footer = `You get this because you subscribed to ${esc(post.author.name)}. <a href="${esc(urls.preferences)}">Preferences</a> · <a href="${esc(urls.unsubscribe)}">Unsubscribe</a>`;
  return {
    to,
    subject: post.title,
    html: layout(
      `<p style="font-family:Arial,sans-serif;font-size:13px;color:#6b6f76;margin:0 0 8px">${byline}</p>
<h1 style="font-size:32px;line-height:1.2;margin:0 0 16px">${esc(post.title)}</h1>${cover ? `<p>${cover}</p>` : ""}
${content}
<p style="margin-top:28px"><a href="${esc(urls.post)}" style="font-family:Arial,sans-serif;font-weight:bold">Read on the site →</a></p>`,
      footer,
    ),
    text: `${post.title}\nby ${post.author.name}\n\n${htmlToText(post.content ?? "")}\n\nRead on the site: ${urls.post}\n\n--\nPreferences: ${urls.preferences}\nUnsubscribe: ${urls.unsubscribe}\n`,
    headers: unsubscribeHeaders(urls),
  };
}

export function digestMail(
  to: string,
  posts: { title: string; excerpt: string; author: string; url: string }[],
  links: Links,
): MailMessage {
  const items = posts
    .map(
      (p) =>
        `<h2 style="font-size:20px;margin:24px 0 4px"><a href="${esc(p.url)}" style="color:#1f2328">${esc(p.title)}</a></h2><p style="font-family:Arial,sans-serif;font-size:13px;color:#6b6f76;margin:0">${esc(p.author)}</p><p style="margin:6px 0 0">${esc(p.excerpt)}</p>`,
    )
    .join("");
  return {
    to,
    subject: `Your week on Inkwell: ${posts.length} new post${posts.length === 1 ? "" : "s"}`,
    html: layout(
      `<h1 style="font-size:26px;margin:0">This week from the writers you follow</h1>${items}`,
      `You get this weekly digest because you asked for it. <a href="${esc(links.preferences)}">Settings</a> · <a href="${esc(links.unsubscribe)}">Stop the digest</a>`,
    ),
    text: `This week from the writers you follow\n\n${posts.map((p) => `${p.title} (${p.author})\n${p.url}`).join("\n\n")}\n\n--\nStop the digest: ${links.unsubscribe}\n`,
    headers: unsubscribeHeaders(links),
  };
}
