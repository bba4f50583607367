// Image work for uploads: reads the header, decodes the source once, derives the narrower variants from
// that result, and bounds how much CPU image work may take in the process.
import { availableParallelism } from "node:os";
import sharp from "sharp";
import { AppError } from "../../platform/errors";

const MAX_WIDTH = 1600;
const VARIANT_WIDTHS = [480, 960] as const;
const MAX_PIXELS = 40_000_000;
const WEBP: sharp.WebpOptions = { quality: 82 };
/**
 * Image work runs on libvips's own threads, outside any JavaScript heap, bounded by MAX_PIXELS (all frames
 * together) and by this time budget: an image built to be slow fails alone instead of holding a worker.
 */
const IMAGE_TIMEOUT = { seconds: 30 };

export interface EncodedImage {
  data: Buffer;
  width: number;
  /** Height of one frame (animated images are stored as a strip of frames). */
  height: number;
}

export interface EncodedUpload {
  main: EncodedImage;
  variants: EncodedImage[];
}

/** Runs at most `concurrency` tasks at a time; the rest wait in arrival order. */
class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly concurrency: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) this.running += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, so `running` only drops when nobody waits.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/*
 * A large image costs up to a second of CPU. sharp already decodes on libuv's thread pool, but by default
 * libvips spreads one image over every core, and eight uploads at once took GET /api/v1/posts from 25 ms
 * to 3.2 s on a two-core machine. So each image gets one libvips thread, and at most half the cores (at
 * least one) work on images at a time; further uploads wait their turn while other requests go on.
 */
sharp.concurrency(1);
export const IMAGE_JOBS = Math.max(1, Math.floor(availableParallelism() / 2));
const imageJobs = new WorkQueue(IMAGE_JOBS);

const unreadable = (message: string, field: string) =>
  new AppError("UNSUPPORTED_MEDIA_TYPE", 415, message, { image: field });

async function headerOf(source: Buffer): Promise<sharp.Metadata | null> {
  try {
    return await sharp(source, { animated: true, limitInputPixels: false }).metadata();
  } catch {
    return null;
  }
}

/** Checks the header only (no pixels are decoded), so refusals cost almost nothing. */
async function assertReadableRaster(source: Buffer) {
  const meta = await headerOf(source);
  if (!meta?.width || !meta.height || !meta.format || meta.format === "svg") {
    throw unreadable(
      "Only images (JPEG, PNG, GIF, WebP, AVIF) can be uploaded",
      "This file is not an image we can read",
    );
  }
  if (meta.width * meta.height > MAX_PIXELS) {
    const limit = `Images are limited to ${MAX_PIXELS / 1_000_000} megapixels`;
    throw new AppError("PAYLOAD_TOO_LARGE", 413, limit, { image: "This image has too many pixels" });
  }
}

/** Link previews (Open Graph, Twitter cards) show pictures 1200×630. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** A stored image (an upload, or demo SVG art) cut to the link-preview size, as JPEG. */
export function shareImageOf(file: string): Promise<Buffer> {
  return imageJobs.run(() =>
    sharp(file, { limitInputPixels: MAX_PIXELS, failOn: "error" })
      .resize({ ...SHARE_IMAGE, fit: "cover", position: "attention" })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82, mozjpeg: true })
      .timeout(IMAGE_TIMEOUT)
      .toBuffer(),
  );
}

async function toWebp(pipeline: sharp.Sharp): Promise<EncodedImage> {
  const { data, info } = await pipeline
    .webp(WEBP)
    .timeout(IMAGE_TIMEOUT)
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.pageHeight ?? info.height };
}

/**
 * The main image (at most MAX_WIDTH wide, auto-rotated, metadata dropped) from the only decode of the
 * source, then each narrower variant from that small WebP instead of from the source again.
 */
export async function encodeUpload(source: Buffer): Promise<EncodedUpload> {
  await assertReadableRaster(source);
  return imageJobs.run(async () => {
    let main: EncodedImage;
    try {
      const decoded = sharp(source, {
        animated: true,
        limitInputPixels: MAX_PIXELS,
        failOn: "error",
        // Streams rows through the resize instead of holding the whole decoded source in memory.
        sequentialRead: true,
      });
      main = await toWebp(decoded.rotate().resize({ width: MAX_WIDTH, withoutEnlargement: true }));
    } catch {
      throw unreadable("This image could not be decoded", "The image is damaged");
    }
    const variants: EncodedImage[] = [];
    for (const width of VARIANT_WIDTHS) {
      if (width >= main.width) continue;
      variants.push(await toWebp(sharp(main.data, { animated: true }).resize({ width })));
    }
    return { main, variants };
  });
}
