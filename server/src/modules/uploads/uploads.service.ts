// Image uploads: the per-user storage quota, and storing re-encoded images (metadata dropped) with their
// responsive variants under DATA_DIR/uploads.
import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { UploadResult } from "@inkwell/contract";
import type { AppContext } from "../../platform/context";
import { AppError } from "../../platform/errors";
import type * as ImageWork from "./uploads.images";
import type { EncodedImage } from "./uploads.images";
import { bytesStoredBy, insertUpload } from "./uploads.repository";

/** sharp (libvips) is loaded with the first upload, not at start: many processes never receive one. */
let imageWork: Promise<typeof ImageWork> | undefined;
const loadImageWork = () => (imageWork ??= import("./uploads.images"));

export class UploadsService {
  constructor(private readonly ctx: AppContext) {}

  /**
   * The link-preview picture (1200×630 JPEG) of a stored image, named by its `/uploads/…` address; made once
   * and kept under DATA_DIR/share. Undefined for anything that is not a stored image.
   */
  async shareImage(uploadUrl: string): Promise<Buffer | undefined> {
    const uploads = path.join(this.ctx.config.dataDir, "uploads");
    const relative = /^\/uploads\/([\w./-]+\.(webp|svg|png|jpe?g))$/.exec(uploadUrl)?.[1];
    const source = relative && path.resolve(uploads, relative);
    if (!source || !source.startsWith(uploads + path.sep) || !existsSync(source)) return undefined;
    const kept = path.join(
      this.ctx.config.dataDir,
      "share",
      `${createHash("sha256").update(relative).digest("base64url").slice(0, 32)}.jpg`,
    );
    if (existsSync(kept)) return readFile(kept);
    const { shareImageOf } = await loadImageWork();
    const image = await shareImageOf(source);
    await mkdir(path.dirname(kept), { recursive: true });
    await writeFile(kept, image);
    return image;
  }

  /** Refuses before the body is read when the user has no room left at all. */
  assertCanUpload(userId: number) {
    return this.assertRoomFor(userId, 1);
  }

  async storeImage(userId: number, source: Buffer): Promise<UploadResult> {
    const { encodeUpload } = await loadImageWork();
    const { main, variants } = await encodeUpload(source);
    const bytes = main.data.length + variants.reduce((sum, variant) => sum + variant.data.length, 0);
    await this.assertRoomFor(userId, bytes);
    return this.write(userId, main, variants, bytes);
  }

  /**
   * Refuses when `bytes` more would take the user past UPLOAD_QUOTA_BYTES. Uploads running at the same
   * moment may each pass, so a user can end up over the quota by what was in flight, never by more.
   */
  private async assertRoomFor(userId: number, bytes: number) {
    const quota = this.ctx.config.UPLOAD_QUOTA_BYTES;
    if (quota === 0) return;
    const used = await bytesStoredBy(this.ctx.db, userId);
    if (used + bytes > quota) {
      throw new AppError(
        "UPLOAD_QUOTA_EXCEEDED",
        403,
        `Your images may take up to ${formatSize(quota)} in all; this one does not fit`,
        { image: "Your storage for images is full" },
      );
    }
  }

  private async write(
    userId: number,
    main: EncodedImage,
    variants: EncodedImage[],
    bytes: number,
  ): Promise<UploadResult> {
    const now = new Date();
    const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
    const name = randomBytes(12).toString("base64url");
    const dir = path.join(this.ctx.config.dataDir, "uploads", folder);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, `${name}.webp`), main.data);
    for (const variant of variants) {
      await writeFile(path.join(dir, `${name}-${variant.width}.webp`), variant.data);
    }
    const key = `${folder}/${name}.webp`;
    await insertUpload(this.ctx.db, {
      userId,
      key,
      mime: "image/webp",
      width: main.width,
      height: main.height,
      bytes,
    });
    return {
      url: `/uploads/${key}`,
      width: main.width,
      height: main.height,
      variants: variants.map(({ width }) => ({ width, url: `/uploads/${folder}/${name}-${width}.webp` })),
    };
  }
}

function formatSize(bytes: number) {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}
