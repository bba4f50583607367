import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp } from "../../../test/app";
import type { TestApp } from "../../../test/app";
import { registerUser } from "../../../test/factories";
import { IMAGE_JOBS } from "./uploads.images";

interface Part {
  field: string;
  data: Buffer | string;
  /** Present for file parts; text fields have none. */
  filename?: string;
  type?: string;
}

function multipart(...parts: Part[]) {
  const boundary = "----inkwelltest";
  const chunks = parts.flatMap(({ field, data, filename, type }) => {
    const disposition =
      filename === undefined
        ? `form-data; name="${field}"`
        : `form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type ?? "application/octet-stream"}`;
    return [
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`),
      Buffer.from(data),
      Buffer.from("\r\n"),
    ];
  });
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

const imagePart = (data: Buffer, filename = "photo.jpg", type = "image/jpeg"): Part => ({
  field: "image",
  filename,
  type,
  data,
});

async function photo(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .withExif({ IFD0: { Copyright: "secret-owner", Artist: "Someone" } })
    .jpeg()
    .toBuffer();
}

/** A PNG of deterministic noise, so that its WebP size is the same on every run. */
function noise(side: number) {
  const pixels = Buffer.alloc(side * side * 3);
  let seed = 1;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = (seed >> 16) & 255;
  }
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
}

/** The input bytes of a sharp pipeline (sharp keeps them on `options.input.buffer`; clones copy them). */
function inputOf(pipeline: unknown): unknown {
  return (pipeline as { options?: { input?: { buffer?: unknown } } }).options?.input?.buffer;
}

describe("image upload", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await registerUser(t)).token;
  });
  afterAll(() => t.close());

  const upload = (body: { payload: Buffer | string; headers: Record<string, string> }, auth = token) =>
    t.request({ method: "POST", url: "/api/v1/upload", token: auth, ...body });

  it("re-encodes an image, strips EXIF and makes responsive variants", async () => {
    const res = await upload(multipart(imagePart(await photo(2000, 1000))));
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[\w-]+\.webp$/);
    expect(data).toMatchObject({ width: 1600, height: 800 });
    expect(data.variants.map((v: { width: number }) => v.width)).toEqual([480, 960]);
    const stored = await readFile(path.join(t.app.ctx.config.dataDir, data.url));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from("secret-owner"))).toBe(false);
    for (const variant of data.variants as { width: number; url: string }[]) {
      const file = await readFile(path.join(t.app.ctx.config.dataDir, variant.url));
      expect((await sharp(file).metadata()).width).toBe(variant.width);
    }
    const served = await t.request({ method: "GET", url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
  });

  it("decodes the uploaded file once for the main image and both variants", async () => {
    const source = await photo(2400, 1200);
    const outputs = vi.spyOn(sharp.prototype as sharp.Sharp, "toBuffer");
    try {
      const res = await upload(multipart(imagePart(source)));
      expect(res.statusCode).toBe(201);
      expect(res.json().data.variants).toHaveLength(2);
      // Each output of a pipeline reading the uploaded bytes is one full decode of them.
      const decodes = outputs.mock.contexts.filter((pipeline) => {
        const input = inputOf(pipeline);
        return input instanceof Uint8Array && source.equals(input);
      });
      expect(decodes).toHaveLength(1);
    } finally {
      outputs.mockRestore();
    }
  });

  it("works on no more images at once than IMAGE_JOBS, however many arrive together", async () => {
    const sources = await Promise.all(
      Array.from({ length: IMAGE_JOBS + 3 }, (_, i) => photo(1200 + i * 10, 800)),
    );
    const real = (sharp.prototype as sharp.Sharp).toBuffer;
    let inFlight = 0;
    let most = 0;
    const outputs = vi.spyOn(sharp.prototype as sharp.Sharp, "toBuffer").mockImplementation(async function (
      this: sharp.Sharp,
      ...args: unknown[]
    ) {
      inFlight += 1;
      most = Math.max(most, inFlight);
      try {
        return (await Reflect.apply(real, this, args)) as never;
      } finally {
        inFlight -= 1;
      }
    });
    try {
      const responses = await Promise.all(sources.map((source) => upload(multipart(imagePart(source)))));
      expect(responses.map((res) => res.statusCode)).toEqual(sources.map(() => 201));
      expect(most).toBeGreaterThan(0);
      expect(most).toBeLessThanOrEqual(IMAGE_JOBS);
    } finally {
      outputs.mockRestore();
    }
  });

  it("reports the frame size of an animated image and keeps it animated", async () => {
    const frames = await Promise.all(
      ["#f00", "#0f0", "#00f"].map((background) =>
        sharp({ create: { width: 1000, height: 500, channels: 4, background } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif({ loop: 0, delay: [100, 100, 100] })
      .toBuffer();
    const res = await upload(multipart(imagePart(gif, "anim.gif", "image/gif")));
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ width: 1000, height: 500 });
    const variant = await readFile(path.join(t.app.ctx.config.dataDir, data.variants[0].url));
    const meta = await sharp(variant, { animated: true }).metadata();
    expect(meta).toMatchObject({ width: 480, pageHeight: 240, pages: 3 });
  });

  it("refuses what is not an image with 415", async () => {
    for (const [name, type, data] of [
      ["notes.txt", "text/plain", Buffer.from("hello")],
      ["fake.png", "image/png", Buffer.from("<html><script>alert(1)</script></html>")],
      [
        "x.svg",
        "image/svg+xml",
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      ],
      [
        "gifar.gif",
        "image/gif",
        Buffer.concat([Buffer.from("GIF89a"), Buffer.from("<script>alert(1)</script>")]),
      ],
    ] as const) {
      const res = await upload(multipart(imagePart(data, name, type)));
      expect(res.statusCode, name).toBe(415);
      expect(res.json().error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
      expect(res.json().error.fields, name).toHaveProperty("image");
    }
  });

  it("refuses a truncated image with 415 and an empty file with 400, naming the field", async () => {
    const png = await noise(100);
    const truncated = await upload(
      multipart(imagePart(png.subarray(0, png.length / 2), "cut.png", "image/png")),
    );
    expect(truncated.statusCode).toBe(415);
    expect(truncated.json().error.fields).toHaveProperty("image");
    const empty = await upload(multipart(imagePart(Buffer.alloc(0), "empty.png", "image/png")));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toHaveProperty("image");
  });

  it("refuses an image over 40 megapixels with 413 before decoding it", async () => {
    const huge = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: "#08f" } })
      .png()
      .toBuffer();
    const res = await upload(multipart(imagePart(huge, "huge.png", "image/png")));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.fields).toHaveProperty("image");
  });

  it("keeps nothing of a polyglot but the picture", async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const polyglot = Buffer.concat([png, Buffer.from("<script>alert(document.cookie)</script>")]);
    const res = await upload(multipart(imagePart(polyglot, "poly.png", "image/png")));
    expect(res.statusCode).toBe(201);
    const stored = await readFile(path.join(t.app.ctx.config.dataDir, res.json().data.url));
    expect(stored.includes(Buffer.from("<script>"))).toBe(false);
  });

  it("refuses an oversized file with 413 and other bad requests clearly", async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 1);
    const res = await upload(multipart(imagePart(big, "big.jpg")));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.fields).toHaveProperty("image");
    const wrongField = await upload(
      multipart({ field: "file", filename: "a.jpg", type: "image/jpeg", data: await photo(10, 10) }),
    );
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.fields).toHaveProperty("image");
    const textField = await upload(multipart({ field: "image", data: "not a file" }));
    expect(textField.statusCode).toBe(400);
    expect(textField.json().error.fields).toHaveProperty("image");
    const json = await t.request({ method: "POST", url: "/api/v1/upload", token, payload: { image: "x" } });
    expect(json.statusCode).toBe(415);
    const anonymous = await upload(multipart(imagePart(await photo(10, 10))), "");
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers 400 to a cut or garbled multipart body and 413 to too many fields, never 500", async () => {
    const boundary = "----inkwelltest";
    const withBoundary = `multipart/form-data; boundary=${boundary}`;
    const cut = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc`;
    for (const [payload, contentType] of [
      [cut, withBoundary],
      ["not multipart at all", withBoundary],
      ["x", "multipart/form-data"],
    ] as const) {
      const res = await upload({ payload, headers: { "content-type": contentType } });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().error.fields, payload).toHaveProperty("image");
    }
    const fields = Array.from({ length: 6 }, (_, i) => ({ field: `note${i}`, data: "text" }));
    const tooMany = await upload(multipart(...fields, imagePart(await photo(10, 10))));
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("refuses a second file in the same request with 413 and stores nothing", async () => {
    const folder = path.join(t.app.ctx.config.dataDir, "uploads");
    const storedFiles = async () =>
      (await readdir(folder, { recursive: true }).catch(() => [])).filter((f) => f.endsWith(".webp"));
    const before = await storedFiles();
    const small = await photo(10, 10);
    for (const second of [imagePart(small, "b.jpg"), { ...imagePart(small, "c.jpg"), field: "other" }]) {
      const res = await upload(multipart(imagePart(small, "a.jpg"), second));
      expect(res.statusCode, second.field).toBe(413);
      expect(res.json().error.code).toBe("PAYLOAD_TOO_LARGE");
    }
    expect(await storedFiles()).toEqual(before);
  });
});

describe("upload limits", () => {
  let t: TestApp;
  beforeAll(async () => {
    // Limits at their documented values (the other suites multiply them by 100).
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: "1" });
  });
  afterAll(() => t.close());

  it("answers 429 after 30 uploads in an hour from one user, and not to another user", async () => {
    const [first, second] = [await registerUser(t), await registerUser(t)];
    const body = multipart(imagePart(await photo(10, 10)));
    const send = (token: string) => t.request({ method: "POST", url: "/api/v1/upload", token, ...body });
    for (let i = 0; i < 30; i++) expect((await send(first.token)).statusCode).toBe(201);
    const refused = await send(first.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("RATE_LIMITED");
    expect(refused.headers["retry-after"]).toBeDefined();
    expect((await send(second.token)).statusCode).toBe(201);
  });
});

describe("upload storage quota", () => {
  let t: TestApp;
  let noiseBytes: number;
  beforeAll(async () => {
    // Room for one noisy 64 px image (about 3 KB as WebP) plus a few tiny ones, not for two noisy ones.
    noiseBytes = (
      await sharp(await noise(64))
        .webp({ quality: 82 })
        .toBuffer()
    ).length;
    t = await createTestApp({ UPLOAD_QUOTA_BYTES: String(Math.round(noiseBytes * 1.5)) });
  });
  afterAll(() => t.close());

  it("refuses an upload that would take a user past the quota, and counts per user", async () => {
    const [first, second] = [await registerUser(t), await registerUser(t)];
    const send = async (token: string, data: Buffer) =>
      t.request({
        method: "POST",
        url: "/api/v1/upload",
        token,
        ...multipart(imagePart(data, "n.png", "image/png")),
      });
    const noisy = await noise(64);
    expect((await send(first.token, noisy)).statusCode).toBe(201);
    const refused = await send(first.token, noisy);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: "UPLOAD_QUOTA_EXCEEDED" });
    expect(refused.json().error.fields).toHaveProperty("image");
    const tiny = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    expect((await send(first.token, tiny)).statusCode).toBe(201);
    expect((await send(second.token, noisy)).statusCode).toBe(201);
  });
});
