import { describe, expect, it } from "vitest";
import { CompressibleBody } from "./compression";
import { PublicCache, cacheTags } from "./public-cache";
import { LocalPubSub } from "./pubsub";

const entry = (text: string) => ({ body: new CompressibleBody(text) });

describe("public cache tags", () => {
  it("forgets only the answers built from what a write changed", () => {
    const cache = new PublicCache(60_000, 1_000_000);
    cache.set("post 1 page", entry("a"), [cacheTags.post(1)]);
    cache.set("post 2 page", entry("b"), [cacheTags.post(2)]);
    cache.set("list for 7", entry("c"), [cacheTags.viewer(7, "posts")]);
    cache.set("anonymous list", entry("d"));
    const generation = cache.generation;

    cache.changed([cacheTags.post(1), cacheTags.viewer(7, "posts")]);
    expect(cache.get("post 1 page")).toBeUndefined();
    expect(cache.get("list for 7")).toBeUndefined();
    expect(cache.get("post 2 page")?.body.text).toBe("b");
    expect(cache.get("anonymous list")?.body.text).toBe("d");
    // Feeds and the sitemap are rebuilt only when public content itself changed.
    expect(cache.generation).toBe(generation);

    cache.changed("everything");
    expect(cache.answers).toBe(0);
    expect(cache.generation).toBe(generation + 1);
  });

  it("keeps a key's tags to its latest answer when it is replaced or evicted", () => {
    const cache = new PublicCache(60_000, 1_000_000, 2);
    cache.set("page", entry("old"), [cacheTags.post(1)]);
    cache.set("page", entry("new"), [cacheTags.post(2)]);
    cache.changed([cacheTags.post(1)]);
    expect(cache.get("page")?.body.text).toBe("new");
    cache.set("other", entry("x"), [cacheTags.post(3)]);
    cache.set("third", entry("y"), [cacheTags.post(3)]);
    // "page" was evicted (two entries at most); its tag no longer reaches anything.
    expect(cache.get("page")).toBeUndefined();
    cache.set("page", entry("again"));
    cache.changed([cacheTags.post(2)]);
    expect(cache.get("page")?.body.text).toBe("again");
    cache.changed([cacheTags.post(3)]);
    expect(cache.answers).toBe(1);
  });

  it("tells the other processes what changed", async () => {
    const pubsub = new LocalPubSub();
    const here = new PublicCache(60_000, 1_000_000);
    const there = new PublicCache(60_000, 1_000_000);
    await here.shareChanges(pubsub);
    await there.shareChanges(pubsub);
    there.set("post 1 page", entry("a"), [cacheTags.post(1)]);
    there.set("post 2 page", entry("b"), [cacheTags.post(2)]);
    here.changed([cacheTags.post(1)]);
    expect(there.get("post 1 page")).toBeUndefined();
    expect(there.get("post 2 page")?.body.text).toBe("b");
    here.clear();
    expect(there.answers).toBe(0);
    // A garbled notice is ignored rather than clearing or throwing.
    there.set("post 2 page", entry("b"), [cacheTags.post(2)]);
    await pubsub.publish("inkwell:public-content:changed", "not json");
    await pubsub.publish("inkwell:public-content:changed", JSON.stringify({ from: 5, tags: "x" }));
    expect(there.answers).toBe(1);
  });
});

describe("builds of a missed entry", () => {
  /** A build that waits until it is released, counting how often it ran. */
  function gatedBuild(text: string, tags: string[]) {
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let runs = 0;
    const make = async () => {
      runs += 1;
      await gate;
      return { entry: entry(`${text} ${runs}`), tags };
    };
    return { make, release, runs: () => runs };
  }

  it("shares one build among the requests that miss the same entry at once", async () => {
    const cache = new PublicCache(60_000, 1_000_000);
    const build = gatedBuild("list", [cacheTags.post(1)]);
    const answers = [1, 2, 3].map(() => cache.build("list", build.make));
    build.release();
    const texts = (await Promise.all(answers)).map((built) => built.entry.body.text);
    expect(texts).toEqual(["list 1", "list 1", "list 1"]);
    expect(build.runs()).toBe(1);
    expect(cache.get("list")?.body.text).toBe("list 1");
  });

  it("neither keeps nor shares a build that a write made stale while it ran", async () => {
    const cache = new PublicCache(60_000, 1_000_000);
    const build = gatedBuild("post", [cacheTags.post(1)]);
    const first = cache.build("post", build.make);
    cache.changed([cacheTags.post(1)]);
    // Asked after the write: must not be answered with what was read before it.
    const second = cache.build("post", build.make);
    build.release();
    expect((await first).entry.body.text).toBe("post 1");
    expect((await second).entry.body.text).toBe("post 2");
    expect(cache.get("post")?.body.text).toBe("post 2");
  });

  it("keeps a build when the writes meanwhile changed something else", async () => {
    const cache = new PublicCache(60_000, 1_000_000);
    const build = gatedBuild("post", [cacheTags.post(1)]);
    const first = cache.build("post", build.make);
    cache.changed([cacheTags.post(2), cacheTags.viewer(7, "posts")]);
    const second = cache.build("post", build.make);
    build.release();
    expect((await second).entry.body.text).toBe("post 1");
    await first;
    expect(build.runs()).toBe(1);
    expect(cache.get("post")?.body.text).toBe("post 1");
  });

  it("treats a change of everything as touching every build", async () => {
    const cache = new PublicCache(60_000, 1_000_000);
    const build = gatedBuild("anonymous list", []);
    const first = cache.build("anonymous list", build.make);
    cache.changed("everything");
    build.release();
    await first;
    expect(cache.get("anonymous list")).toBeUndefined();
  });
});
