// Imports: a file is stored with its job and read in the background by whichever process claims it first;
// each post goes in through the publishing service (the editor's HTML rules, free slugs) and is remembered
// by its id in the file, so importing the same file again, or resuming after a crash, creates nothing twice.
import type { ImportCounts, ImportJob } from "@inkwell/contract";
import { TAGS_MAX, TOPICS_MAX, ellipsize, isImageUrl, slugify } from "@inkwell/contract";
import type { ImportRow } from "../../db/schema";
import type { AppContext } from "../../platform/context";
import { AppError } from "../../platform/errors";
import { WorkFailed, ownBuffer, workerModule } from "../../platform/work-pool";
import type { PostsService, PublishingService } from "../posts";
import type { UploadsService } from "../uploads";
import { assertEmailVerified } from "../users";
import type { UsersService } from "../users";
import { formatOf, sourceOf } from "./imports.detect";
import type { ImportFormat } from "./imports.detect";
import type { FittedPost, ParsedFile, ReadFile, RefusedPost } from "./imports.types";
import { ZipImages } from "./imports.zip-images";
import { assertImporter } from "./imports.policy";
import { presentImport } from "./imports.presenter";
import * as repo from "./imports.repository";
import type { readImportFile } from "./imports.worker";

const RECENT_IMPORTS = 20;
const MAX_ERRORS = 100;
/** Reading the largest accepted export takes seconds; a file that needs minutes is built to. */
const READ_TIME_BUDGET_MS = 120_000;
/** While a job runs its lock is renewed this often, well within the lock's length. */
const LOCK_RENEW_MS = 30_000;

const readOnWorker = workerModule(import.meta.url, "./imports.worker").task<typeof readImportFile>(
  "readImportFile",
);

const FORMAT_BY_SOURCE: Record<ImportRow["source"], (name: string) => ImportFormat> = {
  wordpress: () => "wordpress",
  ghost: () => "ghost",
  markdown: (name) => (/\.zip$/i.test(name) ? "zip" : "markdown"),
  medium: () => "zip",
  substack: () => "zip",
};

/** What the writer reads when the worker could not finish reading their file. */
const READ_FAILURES: Record<Exclude<WorkFailed["reason"], "busy">, string> = {
  timeout: `Reading this file took longer than ${READ_TIME_BUDGET_MS / 60_000} minutes, so it was stopped`,
  memory: "Reading this file needed more memory than an import may use, so it was stopped",
  failed: "This file could not be read",
};

const refused = (post: FittedPost | RefusedPost): post is RefusedPost => "problem" in post;

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
        filename: ellipsize(file.filename, 200),
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
    // Taken over from a process that stopped without handing the job back: it may be what stopped it.
    if (job.attempts > 1) {
      await repo.finishImport(this.db, job.id, {
        status: "failed",
        errors: [
          ...job.errors,
          "Import stopped when the server did; import the file again to finish it (posts already imported are kept, not made twice)",
        ],
      });
      return;
    }
    const file = await repo.fileOf(this.db, job.id);
    if (!file) {
      await repo.finishImport(this.db, job.id, {
        status: "failed",
        errors: [...job.errors, "Import stopped: its file is gone"],
      });
      return;
    }
    const lock = setInterval(
      () => void repo.renewLock(this.db, job.id).catch(() => undefined),
      LOCK_RENEW_MS,
    );
    try {
      const read = await this.read(job, file);
      if (read === "later") {
        await repo.releaseImport(this.db, job.id);
        return;
      }
      if ("error" in read) {
        await repo.finishImport(this.db, job.id, { status: "failed", errors: [read.error] });
        return;
      }
      // A zip is told apart by what it holds (Markdown files, a Medium or a Substack export).
      if (read.file.source !== job.source) await repo.setSource(this.db, job.id, read.file.source);
      const outcome = await this.importPosts(job, read.file);
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
    } finally {
      clearInterval(lock);
    }
  }

  /** The file read on a worker thread; "later" when the workers are all busy. */
  private async read(job: ImportRow, bytes: Uint8Array): Promise<ReadFile | "later"> {
    const file = ownBuffer(bytes);
    try {
      return await this.ctx.work.jobs.run(
        readOnWorker,
        { format: FORMAT_BY_SOURCE[job.source](job.filename), file, filename: job.filename },
        READ_TIME_BUDGET_MS,
        [file.buffer],
      );
    } catch (error) {
      if (!(error instanceof WorkFailed)) throw error;
      if (error.reason === "busy") return "later";
      this.ctx.log.warn({ err: error.cause, importId: job.id, reason: error.reason }, "import file not read");
      return { error: READ_FAILURES[error.reason] };
    }
  }

  private async importPosts(job: ImportRow, parsed: ParsedFile<FittedPost | RefusedPost>) {
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
        if (refused(post)) throw new AppError("VALIDATION_ERROR", 400, post.problem);
        const result = await this.importOne(job, parsed.source, post, images, errors);
        if (result === "skipped") counts.skipped += 1;
        else counts.posts += 1;
        if (result === "created") changed = true;
      } catch (error) {
        counts.skipped += 1;
        // A rule the post breaks is said to the writer; anything else is ours to look into.
        if (!(error instanceof AppError)) {
          this.ctx.log.warn({ err: error, importId: job.id }, "an imported post could not be stored");
        }
        const why = error instanceof AppError ? `: ${error.message}` : "";
        errors.push(`“${ellipsize(post.title, 60)}” could not be imported${why}`);
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
    post: FittedPost,
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
    // The cover follows the editor's rule: an http(s) address or one of our uploads.
    if (cover && !isImageUrl(cover)) cover = null;
    const due = post.publishedAt !== null && post.publishedAt.getTime() <= Date.now();
    const status =
      post.status === "scheduled" && (due || !post.publishedAt) ? (due ? "published" : "draft") : post.status;
    const created = await this.deps.publishing.importPost(job.userId, {
      ...post,
      content: html,
      slug: post.slug || post.title,
      status,
      publishedAt: status === "draft" ? null : (post.publishedAt ?? new Date()),
      coverImage: cover,
    });
    await repo.rememberImportedItem(this.db, {
      userId: job.userId,
      source,
      originalKey: post.key,
      postId: created.id,
      importId: job.id,
    });
    if (post.dropped) {
      notes.push(
        `“${ellipsize(post.title, 60)}”: ${post.dropped} ${post.dropped === 1 ? "topic or tag" : "topics and tags"} left out (a post has at most ${TOPICS_MAX} topics and ${TAGS_MAX} tags)`,
      );
    }
    return "created";
  }
}
