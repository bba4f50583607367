// Image uploads: decoded and re-encoded with sharp (metadata dropped), stored with responsive variants.
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { UploadResult } from "@inkwell/contract";
import sharp from "sharp";
import { uploads } from "../../db/schema";
import type { AppContext } from "../../platform/context";
import { AppError } from "../../platform/errors";

const MAX_WIDTH = 1600;
const VARIANT_WIDTHS = [480, 960];
const MAX_PIXELS = 40_000_000;

export class UploadsService {
  constructor(private readonly ctx: AppContext) {}

  async storeImage(userId: number, input: Buffer): Promise<UploadResult> {
    let image: sharp.Sharp;
    let meta: sharp.Metadata;
    try {
      image = sharp(input, { animated: true, limitInputPixels: MAX_PIXELS, failOn: "error" });
      meta = await image.metadata();
      if (!meta.width || !meta.height || !meta.format || meta.format === "svg")
        throw new Error("not a raster image");
    } catch {
      throw new AppError(
        "UNSUPPORTED_MEDIA_TYPE",
        415,
        "Only images (JPEG, PNG, GIF, WebP, AVIF) can be uploaded",
        {
          image: "This file is not an image we can read",
        },
      );
    }
    const now = new Date();
    const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
    const name = randomBytes(12).toString("base64url");
    const dir = path.join(this.ctx.config.dataDir, "uploads", folder);
    await mkdir(dir, { recursive: true });

    const encode = (width: number) =>
      image
        .clone()
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
    let main;
    try {
      main = await encode(MAX_WIDTH);
    } catch {
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", 415, "This image could not be decoded", {
        image: "The image is damaged",
      });
    }
    await writeFile(path.join(dir, `${name}.webp`), main.data);
    const variants: UploadResult["variants"] = [];
    for (const width of VARIANT_WIDTHS) {
      if (width >= main.info.width) continue;
      const variant = await encode(width);
      await writeFile(path.join(dir, `${name}-${width}.webp`), variant.data);
      variants.push({ width, url: `/uploads/${folder}/${name}-${width}.webp` });
    }
    const key = `${folder}/${name}.webp`;
    await this.ctx.db.insert(uploads).values({
      userId,
      key,
      mime: "image/webp",
      width: main.info.width,
      height: main.info.height,
      bytes: main.data.length,
    });
    return { url: `/uploads/${key}`, width: main.info.width, height: main.info.height, variants };
  }
}
