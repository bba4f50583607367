// Every input that once froze or killed the server, sent again while the main thread is watched
// (test/pathological-world.ts says how; the generated inputs have suites of their own).
import { describe, expect, it } from "vitest";
import {
  dottedRun,
  ghostMarkerCloses,
  lyingZip,
  markdownHeadingSpaces,
  nestedTags,
  wordpressManyElements,
  wordpressSpaces,
} from "./pathological";
import {
  HEAP_MAX_MIB,
  HELD_MAX_MS,
  expectNoProblems,
  importWatched,
  member,
  newMember,
  send,
  usePathologicalWorld,
} from "./pathological-world";
import type { Problem } from "./pathological-world";

usePathologicalWorld();

describe("inputs that once froze or killed the server", () => {
  const expectCalm = (run: { heldMs: number; heapMiB: number }) => {
    expect(run.heldMs).toBeLessThanOrEqual(HELD_MAX_MS);
    expect(run.heapMiB).toBeLessThanOrEqual(HEAP_MAX_MIB);
  };

  it("reads a Markdown file whose first heading runs into 2,500 spaces", async () => {
    const run = await importWatched("heading.md", markdownHeadingSpaces());
    expectCalm(run);
    expect(run.job).toMatchObject({ status: "done", counts: { posts: 1 } });
  });

  it("reads a Ghost export whose marker closes 3,000,000,000 markups", async () => {
    const run = await importWatched("closes.json", ghostMarkerCloses());
    expectCalm(run);
    expect(run.job).toMatchObject({ status: "done", counts: { posts: 1 } });
  });

  it("reads a 10 MB WordPress export of 2.5 million empty elements in one item", async () => {
    const run = await importWatched("elements.xml", wordpressManyElements());
    expectCalm(run);
    expect(run.job).toMatchObject({ status: "done", counts: { posts: 1 } });
  });

  it("reads a WordPress post body of 60,000 spaces", async () => {
    const run = await importWatched("spaces.xml", wordpressSpaces());
    expectCalm(run);
    expect(run.job).toMatchObject({ status: "done", counts: { posts: 1 } });
  });

  it("refuses a draft of 80,000 nested <b> from a new, unverified account, naming the limit", async () => {
    const problems: Problem[] = [];
    const res = await send(
      "nested draft",
      {
        method: "POST",
        url: "/api/v1/posts/draft",
        token: newMember.token,
        payload: { title: "Nested", content: nestedTags() },
      },
      problems,
    );
    expectNoProblems(problems);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.content).toMatch(/more than 100 levels deep/);
  });

  it("finds a blocked domain at the end of 80 KB of a.a.a… and holds the post", async () => {
    const problems: Problem[] = [];
    const res = await send(
      "dotted post",
      {
        method: "POST",
        url: "/api/v1/posts/publish",
        token: member.token,
        payload: { title: "Dots", content: `<p>${dottedRun()} spam-domain.example</p>` },
      },
      problems,
    );
    expectNoProblems(problems);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.moderation).toBe("held");
  });

  it("stops inflating a 4 MB zip whose entries declare 100 bytes and hold 200 MB each", async () => {
    const bomb = lyingZip();
    const run = await importWatched("bomb.zip", bomb);
    expectCalm(run);
    expect(run.job?.status).toBe("failed");
    expect(run.job?.errors.join(" ")).toMatch(/damaged/);
  }, 60_000);
});
