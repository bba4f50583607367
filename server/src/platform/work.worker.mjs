// The thread side of the work pools (work-pool.ts): runs one named function of a task module. Plain
// JavaScript because, run from the TypeScript sources (tests, `npm run dev`), it has to register tsx before it
// can load a task module: Node 20 does not carry the parent thread's loader hooks into a worker.
let typescript;

export default async function run({ module, name, input }) {
  if (module.endsWith(".ts")) {
    typescript ??= import("tsx/esm/api").then(({ register }) => register());
    await typescript;
  }
  const tasks = await import(module);
  return tasks[name](input);
}
