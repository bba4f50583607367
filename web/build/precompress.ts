// Build step: writes a brotli (.br) and a gzip (.gz) copy beside every text file of the built app, so the
// server sends them as they are (@fastify/static's preCompressed) instead of compressing on every request.
import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than the Content-Encoding round costs. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "inkwell:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      for await (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const bytes = await readFile(file);
        if (bytes.length < MIN_BYTES) continue;
        const br = brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        });
        await writeFile(`${file}.br`, br);
        await writeFile(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
