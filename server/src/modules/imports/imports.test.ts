// What every import goes through, whatever its format: refusing bad files, who may see a job, files kept in
// pieces, and resuming after a restart. Each format has a suite of its own (imports.<format>.test.ts).
import { eq } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { importChunks, imports, posts } from "../../db/schema";
import { createTestApp } from "../../../test/app";
import { registerUser, verifiedUser } from "../../../test/factories";
import { fileForm, importFile, myPosts } from "../../../test/imports";
import { publishPost } from "../../../test/posts";
import { t, useApp } from "../../../test/suite";
import { IMPORT_CHUNK_BYTES, fileOf, storeFile } from "./imports.repository";

useApp();

describe("bad files", () => {
  let token: string;
  beforeAll(async () => {
    token = (await verifiedUser(t)).token;
  });
  const start = (filename: string, data: Buffer | string, field = "file", who = token) =>
    t.request({ method: "POST", url: "/api/v1/imports", token: who, ...fileForm(filename, data, field) });

  it("refuses what is plainly not an export before storing it", async () => {
    for (const [name, data, status] of [
      ["photo.png", "\x89PNG....", 415],
      ["export.json", "not json at all", 415],
      ["export.xml", "hello", 415],
      ["posts.zip", "PK but not really", 415],
      ["empty.md", "", 400],
    ] as const) {
      const res = await start(name, data);
      expect(res.statusCode, name).toBe(status);
      expect(res.json().error.fields, name).toHaveProperty("file");
    }
    const wrongField = await start("a.md", "# x", "image");
    expect(wrongField.statusCode).toBe(400);
    const json = await t.request({ method: "POST", url: "/api/v1/imports", token, payload: { file: "x" } });
    expect(json.statusCode).toBe(415);
    const unverified = await registerUser(t);
    expect((await start("a.md", "# x", "file", unverified.token)).statusCode).toBe(403);
    expect(
      (await t.request({ method: "POST", url: "/api/v1/imports", ...fileForm("a.md", "# x") })).statusCode,
    ).toBe(401);
  });

  it("fails garbage with a clear message and creates nothing", async () => {
    const cases: [string, string | Buffer, RegExp][] = [
      ["broken.json", "{ not json", /not valid JSON/],
      ["other.json", JSON.stringify({ hello: "world" }), /not a Ghost export/],
      [
        "feed.xml",
        '<?xml version="1.0"?><rss version="2.0"><channel><item><title>x</title></item></channel></rss>',
        /not a WordPress export/,
      ],
      [
        "cut.xml",
        '<rss xmlns:wp="http://wordpress.org/export/1.2/"><channel><item><title>x',
        /could not be read/,
      ],
      [
        "laughs.xml",
        '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]><rss xmlns:wp="http://wordpress.org/export/1.2/"><channel><title>&lol2;</title></channel></rss>',
        /DOCTYPE/,
      ],
      [
        "xxe.xml",
        '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><rss><channel><title>&xxe;</title></channel></rss>',
        /DOCTYPE/,
      ],
      [
        "entity.xml",
        '<rss xmlns:wp="http://wordpress.org/export/1.2/"><channel><title>&undefined;</title></channel></rss>',
        /could not be read/,
      ],
      ["nothing.zip", Buffer.from(zipSync({ "readme.txt": strToU8("hi") })), /no Markdown files/],
      ["damaged.zip", Buffer.concat([Buffer.from("PK\x03\x04"), Buffer.alloc(100, 7)]), /damaged/],
    ];
    const before = (await t.app.ctx.db.select().from(posts)).length;
    for (const [name, data, message] of cases) {
      const job = await importFile(t, token, name, data);
      expect(job.status, name).toBe("failed");
      expect(job.errors.join(" "), name).toMatch(message);
    }
    expect((await t.app.ctx.db.select().from(posts)).length).toBe(before);
    // A job that ended keeps no piece of its file.
    expect(await t.app.ctx.db.select().from(importChunks)).toEqual([]);
  });

  it("stops a zip bomb and a zip that names files outside itself", async () => {
    const bomb = Buffer.from(zipSync({ "big.md": new Uint8Array(210 * 1024 * 1024) }, { level: 9 }));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const bombed = await importFile(t, token, "bomb.zip", bomb);
    expect(bombed.status).toBe("failed");
    expect(bombed.errors.join(" ")).toMatch(/unpacks to more than/);
    const escape = Buffer.from(zipSync({ "../../etc/evil.md": strToU8("# Evil") }));
    const escaped = await importFile(t, token, "escape.zip", escape);
    expect(escaped.status).toBe("failed");
    expect(escaped.errors.join(" ")).toMatch(/outside itself/);
  });

  it("refuses a file over the size limit with 413", async () => {
    const huge = Buffer.alloc(51 * 1024 * 1024, 0x20);
    const res = await start("huge.md", huge);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.fields).toHaveProperty("file");
  });
});

describe("who sees an import", () => {
  it("answers the importer only; 404 for anyone else", async () => {
    const owner = await verifiedUser(t);
    const other = await verifiedUser(t);
    const started = await t.request({
      method: "POST",
      url: "/api/v1/imports",
      token: owner.token,
      ...fileForm("one.md", "# One\n\nText."),
    });
    const { id } = started.json<{ data: { id: number } }>().data;
    const get = (token?: string) => t.request({ method: "GET", url: `/api/v1/imports/${id}`, token });
    expect((await get(owner.token)).statusCode).toBe(200);
    expect((await get(other.token)).json().error.code).toBe("IMPORT_NOT_FOUND");
    expect((await get()).statusCode).toBe(401);
    const list = await t.request({ method: "GET", url: "/api/v1/imports", token: other.token });
    expect(list.json().data).toEqual([]);
  });
});

describe("a file of several pieces", () => {
  it("keeps it in pieces of at most a mebibyte and gives it back whole", async () => {
    const { user } = await verifiedUser(t);
    const [job] = await t.app.ctx.db
      .insert(imports)
      .values({ userId: user.id, source: "markdown", filename: "big.zip" })
      .returning();
    const file = Buffer.alloc(Math.round(2.5 * IMPORT_CHUNK_BYTES));
    for (let i = 0; i < file.length; i++) file[i] = (i * 7919) % 251;
    await storeFile(t.app.ctx.db, job!.id, file);
    const pieces = await t.app.ctx.db.select().from(importChunks).where(eq(importChunks.importId, job!.id));
    expect(pieces.map((p) => p.bytes.length).sort((a, b) => b - a)).toEqual([
      IMPORT_CHUNK_BYTES,
      IMPORT_CHUNK_BYTES,
      file.length - 2 * IMPORT_CHUNK_BYTES,
    ]);
    expect(Buffer.from((await fileOf(t.app.ctx.db, job!.id))!).equals(file)).toBe(true);
  });

  it("imports every post of a zip larger than one piece", async () => {
    const { token } = await verifiedUser(t);
    const body = "Một đoạn văn dài về cà phê và những buổi sáng ở Hà Nội. ".repeat(6000);
    const files = Object.fromEntries(
      [1, 2, 3].map((n) => [`post-${n}.md`, strToU8(`# Long post ${n}\n\n${body}`)]),
    );
    const zip = Buffer.from(zipSync(files, { level: 0 }));
    expect(zip.length).toBeGreaterThan(IMPORT_CHUNK_BYTES);
    const job = await importFile(t, token, "long.zip", zip);
    expect(job).toMatchObject({ status: "done", counts: { posts: 3 } });
    expect((await myPosts(token)).map((p) => p.title).sort()).toEqual([
      "Long post 1",
      "Long post 2",
      "Long post 3",
    ]);
  });
});

describe("a restart", () => {
  it("resumes a queued import, and fails one left running by a process that died instead of running it blindly", async () => {
    const { token, user } = await verifiedUser(t);
    const md = (title: string) => Buffer.from(`# ${title}\n\nBody of ${title}.`);
    const [queued] = await t.app.ctx.db
      .insert(imports)
      .values({ userId: user.id, source: "markdown", filename: "queued.md" })
      .returning();
    await storeFile(t.app.ctx.db, queued!.id, md("Queued before the restart"));
    const [crashed] = await t.app.ctx.db
      .insert(imports)
      .values({
        userId: user.id,
        source: "markdown",
        filename: "crashed.md",
        status: "running",
        attempts: 1,
        lockedUntil: new Date(Date.now() - 1000),
      })
      .returning();
    await storeFile(t.app.ctx.db, crashed!.id, md("Running when the process died"));
    const restarted = await createTestApp({}, { shared: t.app.ctx.database });
    try {
      await restarted.app.services.imports.runPending();
      const row = async (id: number) =>
        (await t.app.ctx.db.select().from(imports).where(eq(imports.id, id)))[0];
      expect(await row(queued!.id)).toMatchObject({ status: "done", counts: { posts: 1 } });
      const stopped = await row(crashed!.id);
      expect(stopped).toMatchObject({ status: "failed" });
      expect(stopped!.errors.join(" ")).toMatch(/stopped when the server did; import the file again/);
      // Its file is not kept: the writer imports it again, and what it stored already is not made twice.
      expect(await fileOf(t.app.ctx.db, crashed!.id)).toBeNull();
      const again = await importFile(t, token, "crashed.md", md("Running when the process died"));
      expect(again).toMatchObject({ status: "done", counts: { posts: 1 } });
      const titles = (await myPosts(token)).map((p) => p.title).sort();
      expect(titles).toEqual(["Queued before the restart", "Running when the process died"]);
    } finally {
      await restarted.close();
    }
  });

  it("keeps a writer's existing post when its slug is in the file", async () => {
    const { token } = await verifiedUser(t);
    const own = await publishPost(t, token, { title: "Already here" });
    const job = await importFile(
      t,
      token,
      "same.md",
      `---\ntitle: Already here\nslug: ${own.slug}\n---\nNew body`,
    );
    expect(job.counts).toMatchObject({ posts: 0, skipped: 1 });
    const other = await verifiedUser(t);
    const theirs = await importFile(
      t,
      other.token,
      "same.md",
      `---\ntitle: Already here\nslug: ${own.slug}\n---\nNew body`,
    );
    expect(theirs.counts.posts).toBe(1);
    const [post] = await myPosts(other.token);
    expect(post!.slug).toBe(`${own.slug}-2`);
  });
});
