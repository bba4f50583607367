// Inputs an attacker with an account would send to make the server stall or die: each one was seen to freeze
// or kill the process once. Shared by the pathological-input suites (test/pathological*.test.ts) and the stall
// benchmark (bench/stalls.ts), which measure how long the server's thread is held while each is handled.
import { crc32, deflateRawSync } from "node:zlib";

/** A Markdown file whose first heading is followed by a long run of spaces (a cubic heading regex). */
export const markdownHeadingSpaces = (spaces = 2_500) => `# a${" ".repeat(spaces)}b\n\nSome text.\n`;

/** Each file's post has an id of its own, so importing many files of one member imports every post. */
let lastId = 0;
const nextId = () => String((lastId += 1));

/** A Ghost export of one post (its HTML, or `fields` such as its Mobiledoc). */
export function ghostExport(fields: Record<string, string>): string {
  const post = { id: nextId(), title: "Generated", slug: `generated-${lastId}`, status: "draft", ...fields };
  return JSON.stringify({ db: [{ data: { posts: [post] } }] });
}

/** A Ghost export whose one Mobiledoc marker closes far more markups than were ever opened. */
export function ghostMarkerCloses(closes = 3_000_000_000): string {
  const mobiledoc = JSON.stringify({
    version: "0.3.1",
    markups: [],
    atoms: [],
    cards: [],
    sections: [[1, "p", [[0, [], closes, "text"]]]],
  });
  return ghostExport({ mobiledoc });
}

/** A WordPress export around one item's content (`body`) or one item's extra children (`inItem`). */
export function wordpressExport({ body = "Hello", inItem = "" }: { body?: string; inItem?: string } = {}) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><wp:wxr_version>1.2</wp:wxr_version>
<item><title>Pathological</title><wp:post_id>${nextId()}</wp:post_id><wp:post_type>post</wp:post_type><wp:status>publish</wp:status>
<content:encoded><![CDATA[${body}]]></content:encoded>${inItem}</item>
</channel></rss>`;
}

/** Millions of empty elements in one item: a tree of them does not fit in the heap. */
export const wordpressManyElements = (count = 2_500_000) => wordpressExport({ inItem: "<a/>".repeat(count) });

/** A post body that is one long run of spaces between two words (quadratic paragraph and line-break regexes). */
export const wordpressSpaces = (count = 60_000) => wordpressExport({ body: `a${" ".repeat(count)}b` });

/** Elements nested this deep (`<b><b><b>…`), never closed. */
export const nestedTags = (depth = 80_000, tag = "b") => `<${tag}>`.repeat(depth);

/** A long dotted run (`a.a.a.…`) that a domain matcher may try from every dot. */
export const dottedRun = (bytes = 80_000) => "a.".repeat(Math.floor(bytes / 2));

/**
 * A zip of Markdown entries that each declare `declared` bytes but inflate to `inflated`: a reader that trusts
 * the inflater rather than the declared size inflates all of it.
 */
export function lyingZip({ entries = 20, declared = 100, inflated = 200 * 1024 * 1024 } = {}): Buffer {
  const compressed = deflateRawSync(Buffer.alloc(inflated, 0x61), { level: 9 });
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (let i = 0; i < entries; i++) {
    const name = Buffer.from(`post-${i}.md`);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc32(Buffer.alloc(declared, 0x61)), 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(Buffer.alloc(declared, 0x61)), 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries, 8);
  end.writeUInt16LE(entries, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** `unit` repeated to about `length` characters. */
const repeat = (unit: string, length: number) => unit.repeat(Math.max(1, Math.floor(length / unit.length)));

/**
 * Generated text of about a given length, shaped the way slow parsers and regexes are beaten: long runs of
 * one character, runs that almost match, deep nesting, and many small elements. Each is sent in every text
 * field and every importer the suite reaches.
 */
export const GENERATED_TEXT: Record<string, (length: number) => string> = {
  "one letter": (n) => repeat("a", n),
  "spaces between two words": (n) => `a${" ".repeat(Math.max(0, n - 2))}b`,
  "newlines between two words": (n) => `a${"\n".repeat(Math.max(0, n - 2))}b`,
  "spaces and tabs": (n) => `a${repeat(" \t", n - 2)}b`,
  "dotted labels": (n) => repeat("a.", n),
  "short words": (n) => repeat("a ", n),
  "accented words": (n) => repeat("ă ", n),
  "combining marks": (n) => `a${repeat("\u0301", n - 1)}`,
  emoji: (n) => repeat("😀", n),
  "less-than signs": (n) => repeat("<", n),
  "stars and underscores": (n) => repeat("*a_", n),
  "open brackets": (n) => repeat("[", n),
  "image links never closed": (n) => repeat("![a](", n),
  hashes: (n) => repeat("#", n),
  dashes: (n) => repeat("-", n),
  "at signs": (n) => repeat("a@", n),
  "links never ending": (n) => repeat("http://a.", n),
  "entities never ending": (n) => repeat("&#", n),
  "backslashes and quotes": (n) => repeat('\\"', n),
  "nested bold": (n) => nestedTags(n / 3),
  "nested blocks": (n) => repeat("<div><p><blockquote>", n),
  "nested lists": (n) => repeat("<ul><li>", n),
  "nested links": (n) => repeat('<a href="http://a.b">', n),
  "closes never opened": (n) => repeat("<b>", n / 2) + repeat("</i>", n / 2),
  "many paragraphs": (n) => repeat("<p>a</p>", n),
  "many images": (n) => repeat('<img src="http://a.example/c.png" alt="c">', n),
  "many embeds": (n) => repeat('<iframe src="https://www.youtube.com/embed/abcdefghijk"></iframe>', n),
  "tags never closed": (n) => repeat("<p ", n),
  "comments never closed": (n) => repeat("<!--", n),
  "block markers never closed": (n) => repeat("<!-- wp:", n),
  "shortcodes never closed": (n) => repeat("[caption ", n),
  "preformatted never closed": (n) => repeat("<pre>", n),
  "quote markers": (n) => repeat("> ", n),
  "list markers": (n) => repeat("- ", n),
  "table rows": (n) => `|a|b|\n|-|-|\n${repeat("|a|b|\n", n)}`,
  "front matter fences": (n) => repeat("---\n", n),
  "blocked domain at the end": (n) => `${repeat("a.", n - 30)} spam-domain.example`,
};
