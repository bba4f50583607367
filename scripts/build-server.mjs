// Compiles the server into server/dist, which `npm start` runs with plain node (no TypeScript at run time).
// Every server/src file becomes one .js file at the same relative place, so paths built from import.meta.url
// (migrations, the assistant's knowledge, the repository root) hold unchanged, and every other file under
// server/src (SQL, migration metadata, markdown) is copied beside them. The contract, TypeScript source
// imported as @inkwell/contract, is bundled into server/dist/contract/index.js. Rebuilds only when a source
// is newer than the last build (`--force` rebuilds anyway); files are replaced one by one atomically, so a
// second build started meanwhile (parallel test files) writes the same bytes and a reader never sees half a
// file. Uses esbuild (a dev dependency of the repository).
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const src = path.join(root, "server", "src");
const dist = path.join(root, "server", "dist");
const contractEntry = path.join(root, "contract", "src", "index.ts");
const contractOut = path.join(dist, "contract", "index.js");
const stamp = path.join(dist, ".built");

const isTest = (file) => file.endsWith(".test.ts");

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? [full, ...walk(full)] : [full];
  });
}

/** Newest change among the inputs; directories count too, so a deleted source triggers a rebuild. */
function newestInput() {
  const inputs = [
    src,
    ...walk(src),
    path.join(root, "contract", "src"),
    ...walk(path.join(root, "contract", "src")),
  ];
  inputs.push(fileURLToPath(import.meta.url));
  return Math.max(...inputs.filter((file) => !isTest(file)).map((file) => statSync(file).mtimeMs));
}

export function serverBuildIsStale() {
  return !existsSync(stamp) || statSync(stamp).mtimeMs < newestInput();
}

/** Relative imports become the sibling .js file, the contract its bundled copy; packages stay imports. */
const keepModulesApart = {
  name: "keep-modules-apart",
  setup(esbuild) {
    esbuild.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === "entry-point") return undefined;
      if (args.path === "@inkwell/contract") {
        return { path: importPath(args.importer, contractOut), external: true };
      }
      if (!args.path.startsWith(".")) return { external: true };
      const base = path.resolve(args.resolveDir, args.path);
      const target = [`${base}.ts`, path.join(base, "index.ts"), base].find(
        (file) => existsSync(file) && statSync(file).isFile(),
      );
      if (!target || !target.startsWith(src + path.sep) || isTest(target)) {
        return { errors: [{ text: `${args.path} does not resolve to a server source file` }] };
      }
      return { path: importPath(args.importer, outputOf(target)), external: true };
    });
  },
};

const outputOf = (source) => path.join(dist, path.relative(src, source)).replace(/\.ts$/, ".js");

function importPath(importer, target) {
  const relative = path
    .relative(path.dirname(outputOf(importer)), target)
    .split(path.sep)
    .join("/");
  return relative.startsWith(".") ? relative : `./${relative}`;
}

/** Writes through a temporary file and a rename: a concurrent reader sees the old file or the new one. */
function writeAtomically(file, contents) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
}

export async function buildServer() {
  const started = new Date();
  const sources = walk(src).filter((file) => statSync(file).isFile() && !isTest(file));
  const common = {
    platform: "node",
    format: "esm",
    target: "node20",
    bundle: true,
    write: false,
    logLevel: "warning",
  };
  const [server, contract] = await Promise.all([
    build({
      ...common,
      entryPoints: sources.filter((file) => file.endsWith(".ts")),
      outbase: src,
      outdir: dist,
      plugins: [keepModulesApart],
    }),
    build({ ...common, entryPoints: [contractEntry], outfile: contractOut, packages: "external" }),
  ]);
  const written = new Set([stamp]);
  for (const output of [...server.outputFiles, ...contract.outputFiles]) {
    writeAtomically(output.path, output.contents);
    written.add(output.path);
  }
  for (const asset of sources.filter((file) => !file.endsWith(".ts"))) {
    const target = path.join(dist, path.relative(src, asset));
    writeAtomically(target, readFileSync(asset));
    written.add(target);
  }
  for (const file of walk(dist)) {
    if (statSync(file).isFile() && !written.has(file) && !file.endsWith(".tmp")) rmSync(file);
  }
  writeAtomically(stamp, "");
  // The build time is when the sources were read: a file saved during the build makes the next check stale.
  utimesSync(stamp, started, started);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes("--force") || serverBuildIsStale()) {
    console.log("Building the server…");
    await buildServer();
  }
}
