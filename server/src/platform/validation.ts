// Request validation: the zod schemas of contract/ for every route, and before them one check of every
// request's params, query and JSON body for what no field of ours may hold: NUL characters (PostgreSQL text
// refuses them) and structures nested deeper than any of our shapes. Refusing here, once, is what keeps a
// malformed value from ever reaching a query. Lone UTF-16 surrogates are not refused but made U+FFFD here,
// so that what the schemas check is what every column stores.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { ZodType } from "zod";
import { badRequest } from "./errors";

/** Deeper than any request shape we accept. */
const MAX_DEPTH = 16;

/** The path of the first value that may not be accepted, with why; undefined when all is well. */
function findInvalid(root: unknown, base: string): { path: string; problem: string } | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: base, depth: 0 }];
  while (stack.length) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === "string") {
      if (value.includes("\u0000")) return { path, problem: "must not contain NUL characters" };
      continue;
    }
    if (typeof value !== "object" || value === null) continue;
    if (depth >= MAX_DEPTH) return { path: path.split(".")[0] ?? path, problem: "is nested too deeply" };
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes("\u0000")) return { path: path || base, problem: "has a key with a NUL character" };
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return undefined;
}

/** Unpaired surrogates: only a `\ud800`-style JSON escape can carry one, and no UTF-8 text can hold it. */
const LONE_SURROGATE = /\p{Cs}/gu;

/**
 * `root` with every string's lone surrogates replaced by U+FFFD (in place), as any UTF-8 encoder writes
 * them: text columns always stored them so, while a JSON column refuses the whole value. Replacing rather
 * than refusing keeps a client that cut an emoji in half (a `slice` at a length limit) working.
 */
function toScalarValues(root: unknown): unknown {
  if (typeof root === "string") return root.replace(LONE_SURROGATE, "\uFFFD");
  const stack: unknown[] = [root];
  while (stack.length) {
    const node = stack.pop();
    if (typeof node !== "object" || node === null) continue;
    const record = node as Record<string, unknown>;
    for (const [key, child] of Object.entries(record)) {
      if (typeof child !== "string") {
        stack.push(child);
        continue;
      }
      const fixed = child.replace(LONE_SURROGATE, "\uFFFD");
      if (fixed !== child) record[key] = fixed;
    }
  }
  return root;
}

function check(request: FastifyRequest) {
  for (const [part, value] of [
    ["params", request.params],
    ["query", request.query],
    ["body", request.body],
  ] as const) {
    const invalid = findInvalid(value, "");
    if (invalid) {
      const field = invalid.path || part;
      throw badRequest(`${field} ${invalid.problem}`, { [field]: `This value ${invalid.problem}` });
    }
  }
  toScalarValues(request.params);
  toScalarValues(request.query);
  request.body = toScalarValues(request.body);
}

export function registerValidation(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => check(request));
  app.setValidatorCompiler<ZodType>((route) => {
    const validate = validatorCompiler(route);
    if (route.httpPart !== "body") return validate;
    // Fastify hands a missing body to the validator as null; to a schema that is "no body", not a wrong type.
    return (data: unknown) => validate(data === null ? undefined : data);
  });
}
