// Generated files sent while the main thread is watched (test/pathological-world.ts): generated text in
// every importer's format, subscriber lists as long as a list may be, and images built to be slow.
import sharp from "sharp";
import { describe, it } from "vitest";
import { establishedUser } from "./factories";
import { pngClaiming } from "./fuzz-inputs";
import { fileForm } from "./imports";
import { GENERATED_TEXT, ghostExport, wordpressExport } from "./pathological";
import {
  HEAP_MAX_MIB,
  HELD_MAX_MS,
  expectNoProblems,
  importWatched,
  member,
  send,
  t,
  usePathologicalWorld,
} from "./pathological-world";
import type { Problem } from "./pathological-world";

usePathologicalWorld();

/** How much generated text each file gets. */
const FILE_TEXT = 200_000;

describe("generated text in every importer", () => {
  const files: Record<string, (text: string, n: number) => string> = {
    md: (text, n) => `---\ntitle: Generated\nslug: generated-${n}\n---\n${text}`,
    xml: (text) => wordpressExport({ body: text }),
    json: (html) => ghostExport({ html }),
    "json (Markdown card)": (markdown) =>
      ghostExport({
        mobiledoc: JSON.stringify({
          version: "0.3.1",
          cards: [["markdown", { markdown }]],
          sections: [[10, 0]],
        }),
      }),
  };

  it("reads every file within the limits", async () => {
    const problems: Problem[] = [];
    // An importer of its own: the JSON routes above may have changed the member's account.
    const importer = await establishedUser(t);
    let n = 0;
    for (const [format, wrap] of Object.entries(files)) {
      for (const [name, generate] of Object.entries(GENERATED_TEXT)) {
        n += 1;
        const run = await importWatched(
          `generated-${n}.${format.split(" ")[0]}`,
          wrap(generate(FILE_TEXT), n),
          importer.token,
        );
        if (run.heldMs > HELD_MAX_MS || run.heapMiB > HEAP_MAX_MIB || run.status >= 500 || !run.job) {
          problems.push({
            what: `${format}: ${name}`,
            held: run.heldMs,
            heap: run.heapMiB,
            status: run.status,
          });
        }
      }
    }
    expectNoProblems(problems);
  }, 600_000);
});

describe("generated subscriber lists", () => {
  it("reads every list within the limits, as long as a list may be", async () => {
    const problems: Problem[] = [];
    const lists: Record<string, string> = {
      ...Object.fromEntries(
        Object.entries(GENERATED_TEXT).map(([name, generate]) => [name, `email\n${generate(2_000_000)}`]),
      ),
      "every row an address": `email,status\n${Array.from({ length: 10_000 }, (_, i) => `reader-${i}@example.com,active`).join("\n")}`,
      "quotes never closed": `email\n${'"'.repeat(2_000_000)}`,
      "many columns": `email,${"x,".repeat(1_000_000)}`,
    };
    for (const [name, csv] of Object.entries(lists)) {
      await send(
        `subscribers: ${name}`,
        {
          method: "POST",
          url: "/api/v1/newsletter/subscribers",
          token: member.token,
          ...fileForm("list.csv", csv),
        },
        problems,
      );
    }
    expectNoProblems(problems);
  }, 300_000);
});

describe("images built to be slow", () => {
  it("decodes, refuses or times out each one within the limits", async () => {
    const problems: Problem[] = [];
    const small = await sharp({ create: { width: 4, height: 3, channels: 3, background: "#c33" } })
      .png()
      .toBuffer();
    const images: Record<string, Buffer> = {
      "a header claiming 100,000 × 100,000 pixels": pngClaiming(small, 100_000, 100_000),
      "6,000 × 6,000 pixels of one colour (a few kilobytes)": await sharp({
        create: { width: 6000, height: 6000, channels: 3, background: "#0a0" },
      })
        .png({ compressionLevel: 9 })
        .toBuffer(),
      "200 frames": await sharp(
        Array.from({ length: 200 }, () => small),
        { join: { animated: true } },
      )
        .gif()
        .toBuffer(),
      "a truncated file": small.subarray(0, 40),
    };
    for (const [name, image] of Object.entries(images)) {
      await send(
        `image: ${name}`,
        {
          method: "POST",
          url: "/api/v1/upload",
          token: member.token,
          ...fileForm("image.png", image, "image", "image/png"),
        },
        problems,
      );
    }
    expectNoProblems(problems);
  }, 120_000);
});
