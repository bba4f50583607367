// Pages built from the longest posts a writer may publish, read over HTTP while the main thread is watched
// (test/pathological-world.ts).
import { request } from "node:http";
import { describe, it } from "vitest";
import { establishedUser } from "./factories";
import { watched } from "./main-thread";
import {
  HEAP_MAX_MIB,
  HELD_MAX_MS,
  expectNoProblems,
  note,
  send,
  t,
  usePathologicalWorld,
} from "./pathological-world";
import type { Problem } from "./pathological-world";
import { listen } from "./realtime";

usePathologicalWorld();

/** GET over HTTP, the body dropped as it arrives (no JavaScript touches it), resolving with the status. */
function httpGet(port: number, url: string, token: string) {
  return new Promise<number>((resolve, reject) => {
    const options = { headers: { authorization: `Bearer ${token}`, "accept-encoding": "gzip" } };
    request(`http://127.0.0.1:${port}${url}`, options, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    })
      .on("error", reject)
      .end();
  });
}

/** Posts at the content limit a writer publishes: 6 MB of text to list, render, feed and export. */
const LONG_POSTS = 12;

describe("pages built from the longest posts", () => {
  it("serves the feed, the post page and the writer's lists of 12 posts at the content limit within the limits", async () => {
    const problems: Problem[] = [];
    const writer = await establishedUser(t);
    const body = `<p>${"Một đoạn văn dài về cà phê. ".repeat(17_000)}</p>`;
    let slug = "";
    for (let i = 0; i < LONG_POSTS; i++) {
      const res = await send(
        `publish long post ${i}`,
        {
          method: "POST",
          url: "/api/v1/posts/publish",
          token: writer.token,
          payload: { title: `Long ${i}`, content: body },
        },
        problems,
      );
      slug = res.json<{ data: { slug: string } }>().data.slug;
    }
    // Over HTTP, bodies read and dropped as they arrive: the in-process injector would turn each answer
    // into one string on this thread, a cost of the test, not of the server.
    const port = await listen(t);
    // The first page rendered loads the page renderer: start-up, not the post's doing.
    await httpGet(port, "/", writer.token);
    for (const url of [
      "/rss.xml",
      `/profile/${writer.user.username}/rss.xml`,
      `/blog/${slug}`,
      `/api/v1/posts/${slug}`,
      "/api/v1/posts?limit=50",
      "/api/v1/posts/my-posts?limit=50",
      "/api/v1/exports/posts?format=ghost",
      "/api/v1/exports/posts?format=markdown",
    ]) {
      const { result, heldMs, heapMiB } = await watched(() => httpGet(port, url, writer.token));
      note(`GET ${url} (HTTP)`, heldMs);
      if (heldMs > HELD_MAX_MS || heapMiB > HEAP_MAX_MIB || result >= 500) {
        problems.push({ what: `GET ${url}`, held: heldMs, heap: heapMiB, status: result });
      }
    }
    expectNoProblems(problems);
  }, 300_000);
});
