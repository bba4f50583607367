// One lint setup for every workspace: type-aware rules, zero warnings, Prettier owns formatting.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import reactHooks from "eslint-plugin-react-hooks";
import regexp from "eslint-plugin-regexp";
import globals from "globals";
import tseslint from "typescript-eslint";
import { serverBoundaries } from "./eslint/server-boundaries.js";
import { translations } from "./eslint/translations.js";
import { webBoundaries } from "./eslint/web-boundaries.js";

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/dist-ssr/**",
      "**/node_modules/**",
      "data/**",
      "**/test-results/**",
      "**/playwright-report/**",
      "server/src/db/migrations/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.ts", "**/*.tsx"],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/switch-exhaustiveness-check": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  // contract/ is shared by server and web, so it imports from neither (by path or by package name).
  {
    files: ["contract/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: ["**/server/**", "**/web/**", "@inkwell/server", "@inkwell/web", "react", "fastify"] },
      ],
    },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: globals.browser },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  // Web boundaries (docs/architecture.md, "Web layout"): the layers' directions and features' faces.
  ...webBoundaries,
  ...translations,
  // Regexes that see member input must run in time linear in it (docs/decisions.md, "Linear time on every
  // input"): no backtracking that grows faster, whether matching from one place or searching from each.
  {
    files: ["server/src/**/*.ts", "contract/src/**/*.ts"],
    plugins: { regexp },
    rules: {
      "regexp/no-super-linear-backtracking": ["error", { report: "potential" }],
      "regexp/no-super-linear-move": [
        "error",
        { ignoreSticky: false, ignorePartial: false, report: "potential" },
      ],
    },
  },
  ...serverBoundaries,
  // The web's tests wait through Testing Library (src/test/setup.ts gives a busy machine eight seconds);
  // vi.waitFor gives up after one, which a loaded CI machine overruns.
  {
    files: ["web/src/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name='waitFor']",
          message: "Use waitFor from src/test/render: it waits as long as the suite allows.",
        },
      ],
    },
  },
  { files: ["**/*.{js,mjs}"], languageOptions: { globals: globals.node } },
  prettier,
);
