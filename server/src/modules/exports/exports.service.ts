// Exports of a writer's own posts (every status): a zip of Markdown files with their uploaded images, or a
// Ghost import file. Only the exporter's posts are read, through the posts service.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { UPLOAD_PATH } from "@inkwell/contract";
import { zipSync } from "fflate";
import type { Zippable } from "fflate";
import type { AppContext } from "../../platform/context";
import { notFound } from "../../platform/errors";
import type { PostsService } from "../posts";
import type { UsersService } from "../users";
import { toGhost } from "./ghost.writer";

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

  async markdownZip(userId: number): Promise<{ filename: string; data: Uint8Array }> {
    // The HTML-to-Markdown converter (with its own DOM) is loaded by the first export, not at start.
    const { toMarkdown } = await import("./markdown.writer");
    const author = await this.author(userId);
    const posts = await this.deps.posts.allOwn(userId);
    const files: Zippable = {};
    const images = new Map<string, string>();
    const uploadsDir = path.join(this.ctx.config.dataDir, "uploads");
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
    return { filename: `inkwell-${author.username}-posts.zip`, data: zipSync(files, { level: 6 }) };
  }

  async ghostJson(userId: number) {
    const author = await this.author(userId);
    const posts = await this.deps.posts.allOwn(userId);
    const absolute = (url: string) => (url.startsWith("/") ? `${this.ctx.config.PUBLIC_URL}${url}` : url);
    return {
      filename: `inkwell-${author.username}-ghost.json`,
      data: toGhost(
        posts,
        { id: author.id, name: author.name, username: author.username, email: author.email },
        absolute,
      ),
    };
  }
}
