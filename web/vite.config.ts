// Vite (dev server, builds) and Vitest (component and unit tests) configuration of the web app. Two builds:
// the browser's (dist, with a manifest the server reads to link each page's files) and the server's
// renderer (`--ssr src/entry-server.tsx`, into dist-ssr).
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { loadAfterPaint } from "./build/loadAfterPaint";
import { precompress } from "./build/precompress";

const READING =
  /[\\/]src[\\/](components[\\/](Avatar|Badge|EmptyState|LazyImage|Skeleton|Pagination|TopicCard|TopicGrid|PageHeader|LayoutToggle|MoreMenu)|lib[\\/](time|cx|text|usePageParam|useOrigin|useDismiss|apiError)|features[\\/]posts[\\/]|features[\\/]moderation[\\/](index|LazyReportDialog|reportReasons)|features[\\/]profiles[\\/]|features[\\/]messages[\\/]MessageButton|data[\\/]api[\\/](postsApi|profilesApi|reactionsApi))\b|^\0?rolldown[\\/:]runtime/;

const API_ORIGIN = process.env.INKWELL_API_ORIGIN ?? "http://localhost:3000";

// The workspace's packages are installed at the repository's root. Vitest started there with `--root web` (as
// `npm test` does) does not find the workspace by itself, and would refuse a package's file asked for by URL
// (the editor's stylesheet, `?url`).
const REPO_ROOT = fileURLToPath(new URL("..", import.meta.url));

// The API, the realtime socket and uploaded files live on the server; in dev they are proxied so
// the browser sees one origin, exactly as in production where the server serves the built app.
const proxy = {
  "/api": { target: API_ORIGIN, changeOrigin: true },
  "^/app/": { target: API_ORIGIN, changeOrigin: true, ws: true },
  "/uploads": { target: API_ORIGIN, changeOrigin: true },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), ...(isSsrBuild ? [] : [loadAfterPaint(), precompress()])],
  server: { port: 5173, proxy, fs: { allow: [REPO_ROOT] } },
  preview: { port: 4173, proxy },
  build: isSsrBuild
    ? { outDir: "dist-ssr", emptyOutDir: true, sourcemap: true }
    : {
        outDir: "dist",
        emptyOutDir: true,
        sourcemap: true,
        manifest: true,
        // Styles travel with their chunks: a reader's page does not carry the editor's, the admin console's or
        // the messages' styles. A server-rendered page links the styles of its chunks and parts in its head
        // (server/src/platform/pages.ts); a page the browser loads later gets them before it renders.
        cssCodeSplit: true,
        // A page chunk loaded later brings its styles along (they must be in before it renders); its scripts the
        // browser finds in its imports. Listing every chunk's scripts too made the entry ~650 bytes bigger on
        // every page for a little head start on navigation.
        modulePreload: {
          resolveDependencies: (_file: string, deps: string[]) => deps.filter((dep) => dep.endsWith(".css")),
        },
        rolldownOptions: {
          output: {
            // What every public page shows (cards, lists, avatars, dates, the posts API) in one file rather
            // than a dozen small ones: on a slow connection each request costs a round trip and headers.
            codeSplitting: { groups: [{ name: "reading", test: READING, minShareCount: 2 }] },
          },
        },
      },
  // The contract is TypeScript source: bundled into the renderer rather than imported at run time.
  ssr: { noExternal: ["@inkwell/contract"] },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
    restoreMocks: true,
    // Screens load lazily and queries wait up to 8 s (src/test/setup.ts); a test of several steps on a busy
    // machine needs far more than the default 5 s in all.
    testTimeout: 60_000,
  },
}));
