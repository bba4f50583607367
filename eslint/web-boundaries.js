// The web app's layers, enforced by lint (docs/architecture.md, "Web layout"). Imports point one way:
// app → pages → features → components, data, lib; pages → ssr (a page's server prefetch) → data, lib; data →
// lib; components → lib; lib → nothing of ours; i18n (catalogues, formats) is read by every screen layer and
// reads nothing of ours. A feature is used through its index.ts only, and no import
// cycle may form. Tests (and their fixtures files) may also import the test helpers and the app shell (to render
// whole journeys).
// eslint-plugin-import's no-restricted-paths resolves every import, dynamic ones too; feature folders are read
// from disk, so a new feature is covered.
import { readdirSync } from "node:fs";
import importPlugin from "eslint-plugin-import";

const SRC = "./web/src";
const FEATURES = `${SRC}/features`;
const features = readdirSync(new URL(`../${FEATURES}/`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const faces = (except = "") => features.filter((name) => name !== except).map((name) => `./${name}/index.ts`);

/** What each layer may import from web/src (besides packages), and why nothing else. */
const LAYERS = [
  {
    layer: "data",
    allowed: ["data", "lib"],
    message: "The data layer (API, session, realtime, store) knows no screen: pass what it needs in.",
  },
  {
    layer: "lib",
    allowed: ["lib"],
    message: "lib/ holds plain helpers that depend on nothing else of ours.",
  },
  {
    layer: "i18n",
    allowed: ["i18n"],
    message:
      "i18n/ holds the catalogues and formatters every layer reads: it depends on nothing else of ours.",
  },
  {
    layer: "components",
    allowed: ["components", "lib", "assets", "i18n"],
    message: "components/ are presentational: pass data and stateful pieces in as props or children.",
  },
  {
    layer: "features",
    allowed: ["features", "components", "data", "lib", "assets", "i18n"],
    message: "features/ are used by pages and the app shell, never the other way round.",
  },
  {
    layer: "ssr",
    allowed: ["ssr", "data", "lib", "i18n"],
    message:
      "ssr/ holds what a page's server prefetch uses (head, loading through the store): it knows no page.",
  },
  {
    layer: "pages",
    allowed: ["pages", "features", "components", "data", "lib", "assets", "ssr", "i18n"],
    message: "pages/ are used by the app shell (the router), never the other way round.",
  },
];

function zones({ tests }) {
  const layerZones = LAYERS.map(({ layer, allowed, message }) => ({
    target: `${SRC}/${layer}`,
    from: SRC,
    except: [...allowed, ...(tests ? ["test", "app"] : [])].map((dir) => `./${dir}`),
    message,
  }));
  const featureZones = features.map((name) => ({
    target: `${FEATURES}/${name}`,
    from: FEATURES,
    except: [`./${name}`, ...faces(name)],
    message: `Use another feature through its index.ts only; "${name}" may not reach into its files.`,
  }));
  const outsideFeatures = {
    target: [`${SRC}/app`, `${SRC}/pages`, `${SRC}/ssr`, `${SRC}/test`, `${SRC}/*.tsx`],
    from: FEATURES,
    except: faces(),
    message: "Use a feature through its index.ts only (features/<name>).",
  };
  return [...layerZones, ...featureZones, outsideFeatures];
}

const settings = {
  "import/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
  "import/resolver": { node: { extensions: [".ts", ".tsx", ".js"] } },
  // Packages are not ours to check; parsing them only costs time.
  "import/ignore": ["node_modules"],
};

export const webBoundaries = [
  {
    files: ["web/src/**/*.{ts,tsx}"],
    plugins: { import: importPlugin },
    settings,
    rules: {
      "import/no-cycle": ["error", { ignoreExternal: true }],
      "import/no-restricted-paths": ["error", { zones: zones({ tests: false }) }],
    },
  },
  {
    files: ["web/src/**/*.{test,fixtures}.{ts,tsx}"],
    rules: { "import/no-restricted-paths": ["error", { zones: zones({ tests: true }) }] },
  },
];
