// Imports: a file is stored with its job and read in the background by whichever process claims it first;
// each post goes in through the publishing service (the editor's HTML rules, free slugs) and is remembered
// by its id in the file, so importing the same file again, or resuming after a crash, creates nothing twice.
import type { ImportCounts, ImportJob } from "@inkwell/contract";
import { TAGS_MAX, TOPICS_MAX, slugify } from "@inkwell/contract";
import type { ImportRow } from "../../db/schema";
import type { AppContext } from "../../platform/context";
import type { PostsService, PublishingService } from "../posts";
import { htmlToText } from "../posts";
import type { UploadsService } from "../uploads";
import { assertEmailVerified } from "../users";
import type { UsersService } from "../users";
import { formatOf, sourceOf } from "./import.detect";
import type { ImportFormat } from "./import.detect";
import {
  cut,
  fitExcerpt,
  fitMetaDescription,
  fitMetaTitle,
  fitNames,
  fitTitle,
  plainText,
  titleFromText,
} from "./import.html";
import { ImportFileError } from "./import.types";
import type { ParsedFile, ParsedPost } from "./import.types";
import { parseGhost } from "./ghost.parser";
import { parseMarkdownFile, parseMarkdownZip } from "./markdown.parser";
import { ZipImages } from "./zip.images";
import { readZip } from "./zip.reader";
import { assertImporter } from "./imports.policy";
import { presentImport } from "./imports.presenter";
import * as repo from "./imports.repository";

/** A job claimed this many times without finishing is given up (it keeps failing or crashing a process). */
const MAX_ATTEMPTS = 3;
const RECENT_IMPORTS = 20;
const MAX_ERRORS = 100;

const FORMAT_BY_SOURCE: Record<ImportRow["source"], (name: string) => ImportFormat> = {
  wordpress: () => "wordpress",
  ghost: () => "ghost",
  markdown: (name) => (/\.zip$/i.test(name) ? "zip" : "markdown"),
};

async function parse(format: ImportFormat, file: Uint8Array, filename: string): Promise<ParsedFile> {
  const text = () => new TextDecoder().decode(file);
  switch (format) {
    case "wordpress": {
      // Imported lazily: the XML parser is needed by few processes.
      const { parseWordPress } = await import("./wordpress.parser");
      return parseWordPress(text());
    }
    case "ghost":
      return parseGhost(text());
    case "markdown":
      return parseMarkdownFile(text(), filename);
    case "zip":
      return parseMarkdownZip(readZip(file));
  }
}

export class ImportsService {
  private running: Promise<void> | undefined;
  private again = false;
  private stopping = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly deps: {
      users: UsersService;
      posts: PostsService;
      publishing: PublishingService;
      uploads: UploadsService;
    },
  ) {}

  private get db() {
    return this.ctx.db;
  }

  /** Stores the file as a queued job and starts the work after the answer; refuses what is plainly not an export. */
  async start(userId: number, file: { filename: string; data: Uint8Array }) {
    assertEmailVerified(await this.deps.users.byId(userId), "importing posts");
    const format = formatOf(file.filename, file.data);
    const job = await repo.insertImport(
      this.db,
      {
        userId,
        source: sourceOf(format),
        filename: cut(file.filename, 200),
      },
      file.data,
    );
    this.kick();
    return { id: job.id, status: job.status };
  }

  async get(userId: number, id: number): Promise<ImportJob> {
    const job = await repo.findImport(this.db, id);
    assertImporter(job, userId);
    return presentImport(job);
  }

  async list(userId: number): Promise<ImportJob[]> {
    return (await repo.listImports(this.db, userId, RECENT_IMPORTS)).map(presentImport);
  }

  /** Runs every job waiting, after the current request (tests and shutdown wait for it through the bus). */
  kick() {
    if (this.stopping) return;
    this.ctx.events.background("imports", () => this.runPending());
  }

  /** Stops between two posts; the job goes back to the queue for the next start. */
  async stop() {
    this.stopping = true;
    await this.running;
  }

  async runPending(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        for (
          let job = await repo.claimNext(this.db);
          job && !this.stopping;
          job = await repo.claimNext(this.db)
        ) {
          await this.run(job);
        }
      } while (this.again && !this.stopping);
    })().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async run(job: ImportRow) {
    const file = job.attempts > MAX_ATTEMPTS ? null : await repo.fileOf(this.db, job.id);
    if (!file) {
      const reason = job.attempts > MAX_ATTEMPTS ? "it stopped too many times" : "its file is gone";
      await repo.finishImport(this.db, job.id, {
        status: "failed",
        errors: [...job.errors, `Import stopped: ${reason}`],
      });
      return;
    }
    let parsed: ParsedFile;
    try {
      parsed = await parse(FORMAT_BY_SOURCE[job.source](job.filename), file, job.filename);
    } catch (error) {
      if (!(error instanceof ImportFileError))
        this.ctx.log.warn({ err: error, importId: job.id }, "import file unreadable");
      const message = error instanceof ImportFileError ? error.message : "This file could not be read";
      await repo.finishImport(this.db, job.id, { status: "failed", errors: [message] });
      return;
    }
    const outcome = await this.importPosts(job, parsed);
    if (outcome === "stopped") {
      await repo.releaseImport(this.db, job.id);
      return;
    }
    const names = await repo.namesUsedBy(this.db, job.id);
    await repo.finishImport(this.db, job.id, {
      status: "done",
      counts: { ...outcome.counts, ...names },
      errors: outcome.errors,
    });
  }

  private async importPosts(job: ImportRow, parsed: ParsedFile) {
    // A resumed job counts from the start again: what it stored before is found and counted as its own.
    const counts: ImportCounts = {
      posts: 0,
      tags: 0,
      topics: 0,
      comments: parsed.comments,
      skipped: parsed.skipped,
    };
    const errors = [...parsed.notes];
    const images = parsed.files ? new ZipImages(parsed.files, this.deps.uploads, job.userId) : undefined;
    let changed = false;
    for (const [index, post] of parsed.posts.entries()) {
      if (this.stopping) return "stopped" as const;
      try {
        const result = await this.importOne(job, parsed.source, post, images, errors);
        if (result === "skipped") counts.skipped += 1;
        else counts.posts += 1;
        if (result === "created") changed = true;
      } catch (error) {
        counts.skipped += 1;
        this.ctx.log.warn({ err: error, importId: job.id }, "an imported post could not be stored");
        errors.push(`“${cut(plainText(post.title) || post.slug, 60)}” could not be imported`);
      }
      if (images) errors.push(...images.takeProblems());
      await repo.saveProgress(this.db, job.id, {
        counts,
        done: index + 1,
        total: parsed.posts.length,
        errors: errors.slice(0, MAX_ERRORS),
      });
      // Readers see imported posts as they arrive, as after any write.
      if (changed && index % 20 === 19) this.ctx.publicCache.clear();
    }
    if (changed) this.ctx.publicCache.clear();
    return { counts, errors: errors.slice(0, MAX_ERRORS) };
  }

  /** "resumed": this job stored it before a restart; "skipped": it was here already. */
  private async importOne(
    job: ImportRow,
    source: ImportRow["source"],
    post: ParsedPost,
    images: ZipImages | undefined,
    notes: string[],
  ): Promise<"created" | "skipped" | "resumed"> {
    const before = await repo.findImportedItem(this.db, job.userId, source, post.key);
    if (before) return before.importId === job.id ? "resumed" : "skipped";
    const slug = slugify(post.slug);
    const existing = slug ? await this.deps.posts.ownPostIdBySlug(job.userId, slug) : undefined;
    if (existing !== undefined) {
      await repo.rememberImportedItem(this.db, {
        userId: job.userId,
        source,
        originalKey: post.key,
        postId: existing,
        importId: null,
      });
      return "skipped";
    }
    let html = post.content;
    let cover = post.coverImage;
    if (images) {
      html = await images.inHtml(html, post.folder ?? "");
      cover = cover ? await images.resolve(cover, post.folder ?? "") : null;
    }
    if (cover && !/^(https?:\/\/|\/uploads\/)/i.test(cover)) cover = null;
    const title = fitTitle(plainText(post.title) || titleFromText(htmlToText(html)));
    const { topics, tags, dropped } = fitNames(post.topics, post.tags);
    const due = post.publishedAt !== null && post.publishedAt.getTime() <= Date.now();
    const status =
      post.status === "scheduled" && (due || !post.publishedAt) ? (due ? "published" : "draft") : post.status;
    const created = await this.deps.publishing.importPost(job.userId, {
      title,
      content: html,
      excerpt: fitExcerpt(post.excerpt),
      slug: post.slug || title,
      status,
      visibility: post.visibility,
      publishedAt: status === "draft" ? null : (post.publishedAt ?? new Date()),
      topics,
      tags,
      coverImage: cover,
      metaTitle: fitMetaTitle(post.metaTitle),
      metaDescription: fitMetaDescription(post.metaDescription),
    });
    await repo.rememberImportedItem(this.db, {
      userId: job.userId,
      source,
      originalKey: post.key,
      postId: created.id,
      importId: job.id,
    });
    if (dropped) {
      notes.push(
        `“${cut(title, 60)}”: ${dropped} ${dropped === 1 ? "topic or tag" : "topics and tags"} left out (a post has at most ${TOPICS_MAX} topics and ${TAGS_MAX} tags)`,
      );
    }
    return "created";
  }
}
