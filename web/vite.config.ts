// Vite (dev server, build) and Vitest (component and unit tests) configuration of the web app.
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { precompress } from "./build/precompress";

const API_ORIGIN = process.env.INKWELL_API_ORIGIN ?? "http://localhost:3000";

// The API, the realtime socket and uploaded files live on the server; in dev they are proxied so
// the browser sees one origin, exactly as in production where the server serves the built app.
const proxy = {
  "/api": { target: API_ORIGIN, changeOrigin: true },
  "^/app/": { target: API_ORIGIN, changeOrigin: true, ws: true },
  "/uploads": { target: API_ORIGIN, changeOrigin: true },
};

export default defineConfig({
  plugins: [react(), precompress()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: { outDir: "dist", emptyOutDir: true, sourcemap: true },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
    restoreMocks: true,
  },
});
