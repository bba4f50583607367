// Reading an import file, on a worker thread of the jobs pool (platform/work-pool.ts): unzipping, parsing and
// shaping every post's HTML and fields, all of which grow with the file. The server's thread gets back posts
// ready to store, or why the file cannot be read; a file built to be slow or huge costs this thread its time
// budget or its heap, nothing else.
import { CONTENT_DEPTH_MAX } from "@inkwell/contract";
import { handedOver } from "../../platform/work-pool";
import { htmlToText, nestsDeeperThan } from "../content";
import { zipKindOf } from "./imports.detect";
import type { ImportFormat } from "./imports.detect";
import {
  fitExcerpt,
  fitMetaDescription,
  fitMetaTitle,
  fitNames,
  fitTitle,
  plainText,
  titleFromText,
} from "./imports.html";
import { modelShaped } from "./imports.model";
import { ImportFileError } from "./imports.types";
import type { FittedPost, ParsedFile, ParsedPost, ReadFile, RefusedPost } from "./imports.types";
import { parseGhost } from "./imports.ghost";
import { parseMarkdownFile, parseMarkdownZip } from "./imports.markdown";
import { parseMediumZip } from "./imports.medium";
import { parseSubstackZip } from "./imports.substack";
import { parseWordPress } from "./imports.wordpress";
import { readZip } from "./imports.zip";

async function parse(format: ImportFormat, file: Uint8Array, filename: string): Promise<ParsedFile> {
  const text = () => new TextDecoder().decode(file);
  switch (format) {
    case "wordpress":
      return parseWordPress(text());
    case "ghost":
      return parseGhost(text());
    case "markdown":
      return parseMarkdownFile(text(), filename);
    case "zip": {
      const files = await readZip(file);
      const zip = zipKindOf(files.keys());
      switch (zip.kind) {
        case "substack":
          return parseSubstackZip(files, zip.list);
        case "medium":
          return parseMediumZip(files);
        case "markdown":
          return parseMarkdownZip(files);
      }
    }
  }
}

/** The post with its HTML in the content model and every field within its limit, or why it cannot be imported. */
function fit(post: ParsedPost): FittedPost | RefusedPost {
  if (nestsDeeperThan(post.content, CONTENT_DEPTH_MAX)) {
    return {
      key: post.key,
      title: plainText(post.title) || post.slug,
      problem: `its content nests elements more than ${CONTENT_DEPTH_MAX} levels deep`,
    };
  }
  const content = modelShaped(post.content);
  const { topics, tags, dropped } = fitNames(post.topics, post.tags);
  return {
    ...post,
    content,
    title: fitTitle(plainText(post.title) || titleFromText(htmlToText(content))),
    excerpt: fitExcerpt(post.excerpt),
    metaTitle: fitMetaTitle(post.metaTitle),
    metaDescription: fitMetaDescription(post.metaDescription),
    topics,
    tags,
    dropped,
  };
}

export async function readImportFile(input: {
  format: ImportFormat;
  file: Uint8Array;
  filename: string;
}): Promise<ReadFile> {
  let parsed: ParsedFile;
  try {
    parsed = await parse(input.format, input.file, input.filename);
  } catch (error) {
    if (error instanceof ImportFileError) return { error: error.message };
    throw error;
  }
  const answer: ReadFile = { file: { ...parsed, posts: parsed.posts.map(fit) } };
  // A zip's images go to the server's thread without being copied.
  return parsed.files
    ? handedOver(
        answer,
        [...parsed.files.values()].map((data) => data.buffer),
      )
    : answer;
}
