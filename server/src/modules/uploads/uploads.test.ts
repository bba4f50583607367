import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app";
import type { TestApp } from "../../../test/app";
import { registerUser } from "../../../test/factories";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await registerUser(t)).token;
});
afterAll(() => t.close());

function multipart(field: string, filename: string, type: string, data: Buffer) {
  const boundary = "----inkwelltest";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (body: ReturnType<typeof multipart>, auth = token) =>
  t.request({ method: "POST", url: "/api/v1/upload", token: auth, ...body });

async function photo(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .withExif({ IFD0: { Copyright: "secret-owner", Artist: "Someone" } })
    .jpeg()
    .toBuffer();
}

describe("image upload", () => {
  it("re-encodes an image, strips EXIF and makes responsive variants", async () => {
    const res = await upload(multipart("image", "photo.jpg", "image/jpeg", await photo(2000, 1000)));
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
    const served = await t.request({ method: "GET", url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
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
      const res = await upload(multipart("image", name, type, data));
      expect(res.statusCode, name).toBe(415);
      expect(res.json().error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    }
  });

  it("keeps nothing of a polyglot but the picture", async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const polyglot = Buffer.concat([png, Buffer.from("<script>alert(document.cookie)</script>")]);
    const res = await upload(multipart("image", "poly.png", "image/png", polyglot));
    expect(res.statusCode).toBe(201);
    const stored = await readFile(path.join(t.app.ctx.config.dataDir, res.json().data.url));
    expect(stored.includes(Buffer.from("<script>"))).toBe(false);
  });

  it("refuses an oversized file with 413 and other bad requests clearly", async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 1);
    const res = await upload(multipart("image", "big.jpg", "image/jpeg", big));
    expect(res.statusCode).toBe(413);
    const wrongField = await upload(multipart("file", "a.jpg", "image/jpeg", await photo(10, 10)));
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.fields).toHaveProperty("image");
    const json = await t.request({ method: "POST", url: "/api/v1/upload", token, payload: { image: "x" } });
    expect(json.statusCode).toBe(415);
    const anonymous = await upload(multipart("image", "a.jpg", "image/jpeg", await photo(10, 10)), "");
    expect(anonymous.statusCode).toBe(401);
  });
});
