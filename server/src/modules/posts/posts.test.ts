// Writing posts (drafts, publishing, slugs, topics, who may change what), what their HTML may hold, and the
// abilities each viewer is told. Visibility, reading and caching have suites of their own.
import type { Post } from "@inkwell/contract";
import { describe, expect, it } from "vitest";
import { registerUser, verifiedUser, withRole } from "../../../test/factories";
import { draftPost, publishPost, samplePost } from "../../../test/posts";
import { apiUnder, author, reader, t, useAuthorAndReader } from "../../../test/suite";

useAuthorAndReader();

const api = apiUnder("/posts");

describe("writing", () => {
  it("creates a draft, edits it and publishes it", async () => {
    const draft = await draftPost(t, author.token, { title: "Thoughts on écriture", excerpt: "" });
    expect(draft).toMatchObject({ status: "draft", slug: "thoughts-on-ecriture", readTime: 1 });
    expect(draft.excerpt).toContain("Software that respects attention");
    const edited = await api("PATCH", `/write/${draft.id}`, author.token, { title: "Thoughts on writing" });
    expect(edited.json().data.slug).toBe("thoughts-on-writing");
    const published = await api("POST", "/publish", author.token, { id: draft.id });
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({ id: draft.id, status: "published", isScheduled: false });
    expect(published.json().data.publishedAt).not.toBeNull();
  });

  it("cuts the excerpt it makes between characters, never through an emoji", async () => {
    // No space near the limit: the cut falls inside the run of emoji, at each of their units in turn.
    for (const shift of [0, 1, 2, 3, 4]) {
      const text = `${"Chào ".repeat(10)}${"y".repeat(shift)}${"👋🏽👩‍💻🇻🇳".repeat(20)}`;
      const draft = await draftPost(t, author.token, { content: `<p>${text}</p>`, excerpt: "" });
      expect(draft.excerpt.endsWith("…")).toBe(true);
      expect(draft.excerpt).not.toMatch(
        /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
      );
      expect(text.startsWith(draft.excerpt.slice(0, -1))).toBe(true);
    }
  });

  it("answers 201 with id, slug and status when creating", async () => {
    const res = await api("POST", "/", author.token, samplePost({ status: "published" }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      id: expect.any(Number),
      slug: expect.any(String),
      status: "published",
    });
  });

  it("keeps slugs unique and old slugs working after a title change", async () => {
    const a = await publishPost(t, author.token, { title: "Same title" });
    const b = await publishPost(t, author.token, { title: "Same title" });
    expect(a.slug).toBe("same-title");
    expect(b.slug).toBe("same-title-2");
    const draft = await draftPost(t, author.token, { title: "Old name" });
    await api("PATCH", `/write/${draft.id}`, author.token, { title: "New name" });
    const viaOld = await api("GET", "/old-name", author.token);
    expect(viaOld.statusCode).toBe(200);
    expect(viaOld.json().data.slug).toBe("new-name");
  });

  it("creates topics on first use, trimmed, and matches them ignoring case", async () => {
    const p1 = await publishPost(t, author.token, { topics: ["  Machine Learning "] });
    const p2 = await publishPost(t, author.token, { topics: ["machine learning"] });
    expect(p1.topics).toEqual([
      expect.objectContaining({ name: "Machine Learning", slug: "machine-learning" }),
    ]);
    expect(p2.topics[0]?.id).toBe(p1.topics[0]?.id);
  });

  it("refuses bad input with the fields at fault", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ metaTitle: "x".repeat(61) }, "metaTitle"],
      [{ metaDescription: "x".repeat(161) }, "metaDescription"],
      [{ visibility: "friends" }, "visibility"],
      [{ topics: ["  "] }, "topics.0"],
      [{ topics: "Design" }, "topics"],
      [{ title: 42 }, "title"],
      [{ coverImage: "javascript:alert(1)" }, "coverImage"],
      [{ isScheduled: true, publishedAt: "tomorrow" }, "publishedAt"],
    ];
    for (const [payload, field] of cases) {
      const res = await api("POST", "/publish", author.token, samplePost(payload));
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fields, JSON.stringify(payload)).toHaveProperty(field);
    }
    const empty = await api("POST", "/publish", author.token, { title: "", content: "" });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().error.fields).sort()).toEqual(["content", "title"]);
    expect((await api("GET", "/write/abc", author.token)).statusCode).toBe(404);
    expect((await api("PATCH", "/write/abc", author.token, {})).statusCode).toBe(400);
  });

  it("needs a verified email to publish, not to draft", async () => {
    const fresh = await registerUser(t);
    expect((await api("POST", "/draft", fresh.token, samplePost())).statusCode).toBe(201);
    const res = await api("POST", "/publish", fresh.token, samplePost());
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("EMAIL_NOT_VERIFIED");
  });

  it("lets only the author edit, publish or delete", async () => {
    const post = await publishPost(t, author.token);
    expect((await api("PATCH", `/write/${post.id}`, reader.token, { title: "Mine now" })).statusCode).toBe(
      403,
    );
    expect((await api("POST", "/publish", reader.token, { id: post.id })).statusCode).toBe(403);
    expect((await api("DELETE", `/${post.id}`, reader.token)).statusCode).toBe(403);
    expect((await api("DELETE", `/${post.id}`)).statusCode).toBe(401);
    const draft = await draftPost(t, author.token);
    expect((await api("PATCH", `/write/${draft.id}`, reader.token, { title: "x" })).statusCode).toBe(404);
    expect((await api("DELETE", `/${post.id}`, author.token)).statusCode).toBe(200);
    expect((await api("GET", `/${post.id}`)).statusCode).toBe(404);
  });
});

describe("content safety", () => {
  it("stores nothing executable from hostile HTML", async () => {
    const hostile = [
      "<p>ok</p><script>alert(1)</script>",
      '<p onclick="alert(1)">click</p>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
      '<img src="x" onerror="alert(1)">',
      '<img src="data:image/svg+xml;base64,PHN2Zy8+">',
      "<svg><script>alert(1)</script></svg>",
      '<iframe src="https://evil.example.com/embed/x"></iframe>',
      '<p style="background:url(javascript:alert(1))">s</p>',
      "<object data=x></object><embed src=x><form action=x><input></form><style>*{}</style>",
    ].join("");
    const post = await publishPost(t, author.token, {
      content: `${hostile}<p>Safe <a href="https://example.com">link</a> and <img src="data:image/png;base64,iVBORw0KGgo="></p><iframe class="ql-video" src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>`,
    });
    const stored = (await api("GET", `/${post.slug}`)).json().data.content as string;
    expect(stored).not.toMatch(
      /<script|onerror|onclick|javascript:|data:text|<svg|<object|<embed|<form|<style|evil\.example/i,
    );
    expect(stored).toContain('href="https://example.com"');
    expect(stored).toContain("data:image/png;base64");
    expect(stored).toContain("https://www.youtube.com/embed/dQw4w9WgXcQ");
  });

  it("keeps the structured content model through the API, as the editor and imports send it", async () => {
    const rest =
      '<figure><img src="https://cdn.example/a.png" alt="A harbour" width="800" height="600" /><figcaption>Dawn</figcaption></figure>' +
      '<figure class="gallery"><img src="https://cdn.example/1.png" alt="one" /><img src="https://cdn.example/2.png" alt="two" /></figure>' +
      '<table><caption>Prices</caption><thead><tr><th colspan="2">Item</th></tr></thead><tbody><tr><td rowspan="2">Tea</td><td>5</td></tr></tbody></table>' +
      '<pre><code class="language-typescript">const a = 1 &lt; 2;</code></pre>' +
      '<p>Water<sup class="footnote-ref"><a href="#fn-1" id="fnref-1">1</a></sup>, H<sub>2</sub>O, <cite>Walden</cite>, <abbr title="HyperText Markup Language">HTML</abbr>. <a href="#start">Up</a></p>' +
      "<dl><dt>Term</dt><dd>Meaning</dd></dl><hr />" +
      '<section class="footnotes"><ol><li id="fn-1"><p>A note <a href="#fnref-1" class="footnote-backref">↩</a></p></li></ol></section>';
    // Stored with its code highlighted (once, at save), and ids prefixed.
    const stored = `<h2 id="start">Start</h2>${rest}`
      .replace(
        "const a = 1 &lt; 2;",
        '<span class="hljs-keyword">const</span> a = <span class="hljs-number">1</span> &lt; <span class="hljs-number">2</span>;',
      )
      .replaceAll(/(href|id)="#?(start|fn-1|fnref-1)"/g, (_, attr: string, id: string) =>
        attr === "href" ? `href="#user-content-${id}"` : `id="user-content-${id}"`,
      );
    const post = await publishPost(t, author.token, { content: `<h1 id="start">Start</h1>${rest}` });
    const read = (await api("GET", `/${post.slug}`)).json().data as Post;
    expect(read.content).toBe(stored);
    expect(read.excerpt).toBe(
      "Start Dawn Prices Item Tea 5 const a = 1 < 2; Water, H2O, Walden, HTML. Up Term Meaning A note",
    );
    // What the API returned, sent back unchanged (the editor's next save), is stored unchanged.
    const edited = await api("PATCH", `/write/${post.id}`, author.token, { content: read.content });
    expect(edited.json().data.content).toBe(stored);
    const hostile = await publishPost(t, author.token, {
      content:
        '<table background="javascript:alert(1)"><tr><td onclick="alert(1)" colspan="99999"><a href="javascript:alert(1)" name="cookie">x</a></td></tr></table>' +
        '<figure onload="alert(1)"><img src="javascript:alert(1)" alt="x" /><figcaption id="location"><svg><script>alert(1)</script></svg>c</figcaption></figure>',
    });
    expect((await api("GET", `/${hostile.slug}`)).json().data.content).toBe(
      '<table><tr><td><a target="_blank" rel="noopener noreferrer nofollow">x</a></td></tr></table><figure><figcaption id="user-content-location">c</figcaption></figure>',
    );
  });

  it("opens links off the site in a new tab and the site's own (per PUBLIC_URL) in place, short or long", async () => {
    const links = [
      '<a href="https://example.com/x">off</a>',
      '<a href="//example.com/x">off</a>',
      '<a href="/\\example.com/x">off</a>',
      '<a href="http://localhost:3000.example.com/">off</a>',
      '<a href="mailto:ada@example.com">off</a>',
      '<a href="/about" target="_blank" rel="noopener">in</a>',
      '<a href="#notes" target="_top">in</a>',
      '<a href="http://localhost:3000/topics" target="_blank">in</a>',
      '<a href="https://LOCALHOST:3000/tags/x?y=1">in</a>',
    ].join(" ");
    // Past 16 KB a body is prepared on a worker thread, which must know the site's address too.
    for (const filler of ["", `<p>${"words ".repeat(4_000)}</p>`]) {
      const post = await publishPost(t, author.token, { content: `<p>${links}</p>${filler}` });
      const stored = (await api("GET", `/${post.slug}`)).json().data.content as string;
      const marks = [...stored.matchAll(/<a [^>]*>(\w+)<\/a>/g)].map(([tag, text]) => [
        text,
        /target="_blank"/.test(tag) && / rel="noopener noreferrer nofollow"/.test(tag),
        /target=|rel=/.test(tag),
      ]);
      expect(marks).toEqual([...Array(5).fill(["off", true, true]), ...Array(4).fill(["in", false, false])]);
    }
  });
});

describe("what the viewer may do", () => {
  it("tells each viewer what they may do with a post, on the page and in lists", async () => {
    const moderator = await withRole(t, await verifiedUser(t), "moderator");
    const post = await publishPost(t, author.token, { title: "Abilities on the wire" });
    const can = async (token?: string) =>
      (await api("GET", `/${post.slug}`, token)).json<{ data: Post }>().data.can;
    const nobody = { edit: false, delete: false, publish: false };
    expect(await can(author.token)).toEqual({
      edit: true,
      delete: true,
      publish: true,
      report: false,
      feature: false,
    });
    expect(await can(reader.token)).toEqual({ ...nobody, report: true, feature: false });
    expect(await can(moderator.token)).toEqual({ ...nobody, report: true, feature: true });
    expect(await can()).toEqual({ ...nobody, report: false, feature: false });
    // A search no reader made before: lists are cached for a few seconds.
    const search = await api("GET", "?q=abilities%20wire", reader.token);
    const listed = search.json<{ data: Post[] }>().data;
    expect(listed.find((p) => p.id === post.id)?.can).toMatchObject({ edit: false, report: true });
    const draft = await draftPost(t, author.token, { title: "Not featurable" });
    const editing = (await api("GET", `/write/${draft.id}`, author.token)).json<{ data: Post }>().data;
    expect(editing.can).toMatchObject({ edit: true, feature: false });
  });
});
