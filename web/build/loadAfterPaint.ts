// Build step: the app's JavaScript starts loading once the page has loaded, not while it is still being
// drawn. A page arrives rendered by the server, so the reader has it before any script runs; on a phone on a
// slow connection, scripts fetched alongside the page's styles and main picture would delay them. The
// module script and the modulepreload links Vite writes into index.html become one small inline script
// (allowed by its hash in the Content-Security-Policy) that, on `load`, preloads them with the page's own
// chunks (listed by the server in #inkwell-chunks) and imports the entry.
import type { Plugin } from "vite";

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

export const CHUNKS_ELEMENT_ID = "inkwell-chunks";

function loader(entry: string, preloads: string[]): string {
  return `<script>
      addEventListener("load", function () {
        var listed = document.getElementById("${CHUNKS_ELEMENT_ID}");
        var chunks = ${JSON.stringify(preloads)}.concat(listed ? JSON.parse(listed.textContent) : []);
        chunks.forEach(function (href) {
          var link = document.createElement("link");
          link.rel = "modulepreload";
          link.crossOrigin = "";
          link.href = href;
          document.head.appendChild(link);
        });
        import(${JSON.stringify(entry)});
      });
    </script>`;
}

export function loadAfterPaint(): Plugin {
  return {
    name: "inkwell:load-after-paint",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html) {
        const entry = MODULE_SCRIPT.exec(html)?.[1];
        if (!entry) throw new Error("index.html has no module script to defer");
        const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
        return html
          .replace(MODULE_PRELOAD, "")
          .replace(MODULE_SCRIPT, () => `\n    ${loader(entry, preloads)}`);
      },
    },
  };
}
