// Exports of a writer's own posts (every status): a zip of Markdown files with their uploaded images, or a
// Ghost import file. Only the exporter's posts are read, through the posts service; the files are written on
// a worker thread (exports.worker.ts).
import path from "node:path";
import { siteFileStem } from "@inkwell/contract";
import type { AppContext } from "../../platform/context";
import { AppError, notFound } from "../../platform/errors";
import { WorkFailed, workerModule } from "../../platform/work-pool";
import type { PostsService } from "../posts";
import type { UsersService } from "../users";
import type { writeGhostJson, writeMarkdownZip } from "./exports.worker";

/** Writing the largest archive takes seconds; more than this and the export is refused, not the server. */
const WRITE_TIME_BUDGET_MS = 120_000;
const tasks = workerModule(import.meta.url, "./exports.worker");
const markdownZipOnWorker = tasks.task<typeof writeMarkdownZip>("writeMarkdownZip");
const ghostJsonOnWorker = tasks.task<typeof writeGhostJson>("writeGhostJson");

export class ExportsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: { posts: PostsService; users: UsersService },
  ) {}

  private async author(userId: number) {
    const user = await this.deps.users.byId(userId);
    if (!user) throw notFound("User", "USER_NOT_FOUND");
    return user;
  }

  /** Runs a writer on the jobs pool; a writer out of time or memory is a clear error for this export only. */
  private async write<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof WorkFailed) || error.reason === "failed") throw error;
      if (error.reason === "busy") {
        throw new AppError("SERVER_BUSY", 503, "The server is busy; try again in a minute", undefined, {
          "retry-after": "60",
        });
      }
      throw new AppError(
        "EXPORT_TOO_LARGE",
        422,
        "Your posts could not be exported in one go; contact the site",
      );
    }
  }

  async markdownZip(userId: number): Promise<{ filename: string; data: Uint8Array }> {
    const author = await this.author(userId);
    const posts = await this.deps.posts.allOwn(userId);
    const uploadsDir = path.join(this.ctx.config.dataDir, "uploads");
    const data = await this.write(() =>
      this.ctx.work.jobs.run(markdownZipOnWorker, { posts, uploadsDir }, WRITE_TIME_BUDGET_MS),
    );
    return { filename: this.fileName(author.username, "posts.zip"), data };
  }

  async ghostJson(userId: number): Promise<{ filename: string; data: Uint8Array }> {
    const author = await this.author(userId);
    const posts = await this.deps.posts.allOwn(userId);
    const data = await this.write(() =>
      this.ctx.work.jobs.run(
        ghostJsonOnWorker,
        {
          posts,
          author: { id: author.id, name: author.name, username: author.username, email: author.email },
          publicUrl: this.ctx.config.PUBLIC_URL,
        },
        WRITE_TIME_BUDGET_MS,
      ),
    );
    return { filename: this.fileName(author.username, "ghost.json"), data };
  }

  /** Named for the site the posts come from and their writer. */
  private fileName(username: string, kind: string) {
    return `${siteFileStem(this.ctx.site.current())}-${username}-${kind}`;
  }
}
