// The server's module boundaries, enforced by lint: a module is used through its index.ts only (its
// repository, presenter and the rest stay private), the data layer and the platform never depend on a
// module, and no import cycle may form (eslint-plugin-import's no-restricted-paths and no-cycle). Module
// folders are read from disk, so a new module is covered.
import { readdirSync } from "node:fs";
import importPlugin from "eslint-plugin-import";

const MODULES = "./server/src/modules";
const entries = readdirSync(new URL(`../${MODULES}/`, import.meta.url), { withFileTypes: true });
const modules = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
/** services.ts (the composition root), routes.ts and jobs.ts: how the app uses the modules as a whole. */
const composition = entries.filter((entry) => entry.isFile()).map((entry) => `./${entry.name}`);
const faces = (except = "") => modules.filter((name) => name !== except).map((name) => `./${name}/index.ts`);

export const serverBoundaries = [
  {
    files: ["server/**/*.ts"],
    plugins: { import: importPlugin },
    settings: {
      "import/parsers": { "@typescript-eslint/parser": [".ts"] },
      "import/resolver": { node: { extensions: [".ts", ".js"] } },
      // Packages are not ours to check; parsing them only costs time.
      "import/ignore": ["node_modules"],
    },
    rules: {
      "import/no-cycle": ["error", { ignoreExternal: true }],
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            ...modules.map((name) => ({
              target: `${MODULES}/${name}`,
              from: MODULES,
              except: [`./${name}`, ...faces(name)],
              message: `Use another module through its index.ts only; "${name}" may not reach into its files.`,
            })),
            {
              target: ["./server/src/*.ts", "./server/src/seed", `${MODULES}/*.ts`, "./server/test"],
              from: MODULES,
              except: [...faces(), ...composition],
              message: "Use a module through its index.ts only.",
            },
            {
              target: "./server/src/db",
              from: ["./server/src/modules", "./server/src/platform", "./server/src/seed"],
              message: "The data layer depends on nothing above it.",
            },
            {
              target: "./server/src/platform",
              from: "./server/src/modules",
              message: "The platform knows no domain: pass what it needs in from the module.",
            },
          ],
        },
      ],
    },
  },
];
