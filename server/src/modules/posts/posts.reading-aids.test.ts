// What a post carries for reading: the author's switch for the table of contents, kept through the API,
// and bodies stored before code was highlighted and headings had ids prepared again once the app is up.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { posts } from "../../db/schema";
import { BODY_FORMAT } from "../content";
import { draftPost, publishPost } from "../../../test/posts";
import { apiUnder, author, reader, t, useAuthorAndReader } from "../../../test/suite";
import { prepareOlderBodies } from "./posts.bodies";

useAuthorAndReader();

const api = apiUnder("/posts");

describe("the table of contents switch", () => {
  it("is on by default, and the author turns it off and on when creating and editing", async () => {
    const post = await publishPost(t, author.token);
    expect(post.tableOfContents).toBe(true);
    const off = await api("PATCH", `/write/${post.id}`, author.token, { tableOfContents: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.tableOfContents).toBe(false);
    const read = await api("GET", `/${post.slug}`, reader.token);
    expect(read.json().data.tableOfContents).toBe(false);
    const on = await api("PATCH", `/write/${post.id}`, author.token, { tableOfContents: true });
    expect(on.json().data.tableOfContents).toBe(true);
    const draft = await draftPost(t, author.token, { tableOfContents: false });
    expect(draft.tableOfContents).toBe(false);
  });

  it("refuses anything but true or false, naming the field", async () => {
    const res = await api("POST", "/draft", author.token, { title: "x", tableOfContents: "no" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty("tableOfContents");
  });
});

describe("bodies stored before today's preparation", () => {
  it("get highlighted code and heading ids from the start-up job, which may run twice and side by side", async () => {
    const post = await publishPost(t, author.token, {
      content: '<h2>Setup</h2><pre><code class="language-sql">SELECT 1;</code></pre>',
    });
    const { db } = t.app.ctx;
    const older = '<h2>Setup</h2><pre><code class="language-sql">SELECT 1;</code></pre>';
    await db.update(posts).set({ content: older, bodyFormat: 0 }).where(eq(posts.id, post.id));
    const runs = await Promise.all([prepareOlderBodies(t.app.ctx), prepareOlderBodies(t.app.ctx)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const [row] = await db.select().from(posts).where(eq(posts.id, post.id));
    expect(row?.bodyFormat).toBe(BODY_FORMAT);
    expect(row?.content).toBe(
      '<h2 id="user-content-setup">Setup</h2><pre><code class="language-sql"><span class="hljs-keyword">SELECT</span> <span class="hljs-number">1</span>;</code></pre>',
    );
    expect(await prepareOlderBodies(t.app.ctx)).toBe(0);
    const read = await api("GET", `/${post.slug}`, reader.token);
    expect(read.json().data.content).toBe(row?.content);
  });
});
