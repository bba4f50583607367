// Test environment: jest-dom matchers and the browser APIs jsdom lacks.
import "@testing-library/jest-dom/vitest";
import { configure } from "@testing-library/react";
import { cleanup } from "./render";
import { afterEach, vi } from "vitest";

// Screens load their code lazily, as in the browser: on a busy machine (the suite runs beside the server's)
// that takes far longer than the library's default second, so queries and waitFor wait up to eight. Tests
// wait through these, never through vi.waitFor, whose one second is not configurable here.
configure({ asyncUtilTimeout: 8000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

if (!window.matchMedia) {
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}

window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
