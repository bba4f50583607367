// Writing an export, on a worker thread of the jobs pool (platform/work-pool.ts): every post turned into
// Markdown or Ghost's JSON, images read and everything zipped, all of which grows with a writer's archive.
// The server's thread gets back the finished bytes.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Post } from "@inkwell/contract";
import { UPLOAD_PATH } from "@inkwell/contract";
import { zipSync } from "fflate";
import type { Zippable } from "fflate";
import { handedOver } from "../../platform/work-pool";
import { toGhost } from "./exports.ghost";
import { toMarkdown } from "./exports.markdown";

const done = (bytes: Uint8Array) => handedOver(bytes, [bytes.buffer]);

/** A zip of one Markdown file per post, with the uploaded images they use beside them. */
export async function writeMarkdownZip({ posts, uploadsDir }: { posts: Post[]; uploadsDir: string }) {
  const files: Zippable = {};
  const images = new Map<string, string>();
  // An uploaded image goes in the zip beside the posts; any other address stays as it is.
  const imageLink = (url: string) => {
    if (!UPLOAD_PATH.test(url)) return url;
    const name = `images/${url.slice("/uploads/".length).replace(/\//g, "-")}`;
    images.set(url, name);
    return `../${name}`;
  };
  const used = new Set<string>();
  for (const post of posts) {
    let name = post.slug;
    for (let n = 2; used.has(name); n++) name = `${post.slug}-${n}`;
    used.add(name);
    files[`posts/${name}.md`] = new TextEncoder().encode(toMarkdown(post, imageLink));
  }
  for (const [url, name] of images) {
    const file = path.resolve(uploadsDir, url.slice("/uploads/".length));
    if (!file.startsWith(uploadsDir + path.sep)) continue;
    const data = await readFile(file).catch(() => undefined);
    // Images are compressed already.
    if (data) files[name] = [new Uint8Array(data), { level: 0 }];
  }
  return done(zipSync(files, { level: 6 }));
}

/** Ghost's import file as JSON bytes. */
export function writeGhostJson(input: {
  posts: Post[];
  author: Parameters<typeof toGhost>[1];
  publicUrl: string;
}) {
  const absolute = (url: string) => (url.startsWith("/") ? `${input.publicUrl}${url}` : url);
  return done(new TextEncoder().encode(JSON.stringify(toGhost(input.posts, input.author, absolute))));
}
