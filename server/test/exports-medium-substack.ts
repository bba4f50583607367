// Medium and Substack exports built by hand for tests, shaped as those platforms write them: Medium's story
// pages (grafs, section dividers, figures, code blocks, link cards, embeds, footer with date and canonical
// link) and Substack's posts.csv with body files (captioned images, galleries, footnotes, buttons).
import { strToU8, zipSync } from "fflate";

export interface MediumStory {
  title: string;
  subtitle?: string;
  /** The body grafs, inside Medium's section and layout wrappers. */
  body: string;
  /** ISO time of publication; drafts have none. */
  published?: string;
  canonical?: string;
}

/** One story's page as Medium exports it. */
export function mediumPage(story: MediumStory): string {
  const footer = story.published
    ? `<footer><p>By <a href="https://medium.com/@writer" class="p-author h-card">A Writer</a> on <a href="${story.canonical ?? ""}"><time class="dt-published" datetime="${story.published}">${story.published.slice(0, 10)}</time></a>.</p><p><a href="${story.canonical ?? ""}" class="p-canonical">Canonical link</a></p><p>Exported from <a href="https://medium.com">Medium</a> on December 1, 2026.</p></footer>`
    : `<footer><p><a href="${story.canonical ?? ""}" class="p-canonical">Canonical link</a></p><p>Exported from <a href="https://medium.com">Medium</a> on December 1, 2026.</p></footer>`;
  return `<!DOCTYPE html><html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>${story.title}</title><style>
      * { font-family: Georgia, Cambria, "Times New Roman", Times, serif; }
    </style></head><body><article class="h-entry">
<header><h1 class="p-name">${story.title}</h1></header>
<section data-field="subtitle" class="p-summary">
${story.subtitle ?? ""}
</section>
<section data-field="body" class="e-content">
<section name="a1b2" class="section section--body section--first section--last"><div class="section-divider"><hr class="section-divider"></div><div class="section-content"><div class="section-inner sectionLayout--insetColumn"><h3 name="c3d4" id="c3d4" class="graf graf--h3 graf--leading graf--title">${story.title}</h3>${story.subtitle ? `<h4 name="e5f6" id="e5f6" class="graf graf--h4 graf-after--h3 graf--subtitle">${story.subtitle}</h4>` : ""}${story.body}</div></div></section>
</section>
${footer}
</article></body></html>`;
}

export const mediumZip = (pages: Record<string, string>, extra: Record<string, string> = {}) =>
  Buffer.from(
    zipSync({
      ...Object.fromEntries(Object.entries(pages).map(([name, html]) => [`posts/${name}`, strToU8(html)])),
      "README.html": strToU8("<html><body>Your Medium archive</body></html>"),
      "profile/profile.html": strToU8('<html><body><h3 class="p-name">A Writer</h3></body></html>'),
      "claps/claps.html": strToU8("<html><body><ul><li>A clap</li></ul></body></html>"),
      ...Object.fromEntries(Object.entries(extra).map(([name, text]) => [name, strToU8(text)])),
    }),
  );

export interface SubstackPost {
  id: string;
  date?: string;
  published: boolean;
  type?: string;
  audience?: string;
  title: string;
  subtitle?: string;
  /** The body file; undefined writes none. */
  html?: string;
}

const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export function substackZip(posts: SubstackPost[], extra: Record<string, string> = {}): Buffer {
  const header =
    "post_id,post_date,is_published,email_sent_at,inbox_sent_at,type,audience,title,subtitle,podcast_url";
  const rows = posts.map((post) =>
    [
      post.id,
      post.date ?? "",
      String(post.published),
      post.published ? (post.date ?? "") : "",
      "",
      post.type ?? "newsletter",
      post.audience ?? "everyone",
      post.title,
      post.subtitle ?? "",
      "",
    ]
      .map(cell)
      .join(","),
  );
  const files: Record<string, Uint8Array> = {
    "posts.csv": strToU8(`${header}\n${rows.join("\n")}\n`),
    "email_list.writer.csv": strToU8(
      "email,active_subscription,expiry,plan,email_disabled,created_at\nreader@example.com,false,,other,false,2024-01-01T00:00:00.000Z\n",
    ),
  };
  for (const post of posts) {
    if (post.html === undefined) continue;
    files[`posts/${post.id}.html`] = strToU8(post.html);
    files[`posts/${post.id}.opens.csv`] = strToU8(
      "timestamp,email,post_id\n2024-03-01T10:00:00.000Z,reader@example.com,1\n",
    );
  }
  for (const [name, text] of Object.entries(extra)) files[name] = strToU8(text);
  return Buffer.from(zipSync(files));
}
