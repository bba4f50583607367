// Images inside an imported zip: a relative path in a post (or its cover) is looked up beside the Markdown
// file and uploaded through the uploads pipeline once (decoded, re-encoded, counted against the quota).
import type { UploadsService } from "../uploads";

const IMG_SRC = /(<img\b[^>]*?\bsrc=")([^"]*)(")/gi;
const REMOTE = /^([a-z][a-z0-9+.-]*:|\/\/|\/)/i;

function joinPath(folder: string, relative: string): string | null {
  const parts = folder ? folder.split("/") : [];
  for (const part of decodeURI(relative).split(/[?#]/)[0]!.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      if (!parts.length) return null;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join("/");
}

export class ZipImages {
  private readonly uploaded = new Map<string, Promise<string | null>>();
  private problems: string[] = [];

  constructor(
    private readonly files: Map<string, Uint8Array>,
    private readonly uploads: UploadsService,
    private readonly userId: number,
  ) {}

  /** The uploaded image's address for a path relative to `folder`, the same value when it is not relative. */
  async resolve(src: string, folder: string): Promise<string | null> {
    if (REMOTE.test(src)) return src;
    let path: string | null;
    try {
      path = joinPath(folder, src);
    } catch {
      path = null;
    }
    const data = path ? this.files.get(path) : undefined;
    if (!path || !data) {
      this.problems.push(`Image ${src.slice(0, 80)} is not in the zip`);
      return null;
    }
    let upload = this.uploaded.get(path);
    if (!upload) {
      upload = this.uploads.storeImage(this.userId, Buffer.from(data)).then(
        (result) => result.url,
        (error: unknown) => {
          this.problems.push(`Image ${path} was not imported: ${(error as Error).message}`);
          return null;
        },
      );
      this.uploaded.set(path, upload);
    }
    return upload;
  }

  /** The post's HTML with every relative image replaced by its upload (or removed when it has none). */
  async inHtml(html: string, folder: string): Promise<string> {
    const sources = [...html.matchAll(IMG_SRC)].map((match) => match[2] ?? "");
    const resolved = new Map<string, string | null>();
    for (const src of sources) resolved.set(src, await this.resolve(src.replace(/&amp;/g, "&"), folder));
    return html.replace(IMG_SRC, (_whole, start: string, src: string, end: string) => {
      const url = resolved.get(src);
      // An empty source makes the editor's sanitiser drop the image.
      return `${start}${url ?? ""}${end}`;
    });
  }

  /** What went wrong since last asked (each said once). */
  takeProblems(): string[] {
    const taken = [...new Set(this.problems)];
    this.problems = [];
    return taken;
  }
}
