// Every error message the server or the contract can answer with, read from their source with the TypeScript
// compiler: the texts given to AppError and its builders (notFound, badRequest, conflict, forbidden,
// unauthorized, tooManyRequests), to the error envelope, and to zod (a check's message argument, `error:` and
// `message:`), with their field messages. A text built from parts is evaluated where the parts are known (a
// constant, a literal type, a conditional's branches, the arguments every caller passes to a parameter); a
// part that is not known (a name a member typed, a field's path) becomes a sample value, "x" or 7.
import { readdirSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

export interface FoundMessage {
  /** Where it is written, `server/src/…:line`. */
  at: string;
  /** The texts it can be: every combination of its known parts, unknown parts as samples. */
  samples: string[];
}
export interface Unresolved {
  at: string;
  /** The source of the expression whose text could not be read. */
  expression: string;
}

const ROOT = path.resolve(import.meta.dirname, "../..");
const SOURCES = ["server/src", "contract/src"];
/** Builders whose argument at each index is an error message; fields objects' values are messages too. */
const BUILDERS: Record<string, { message: number; fields?: number }> = {
  AppError: { message: 2, fields: 3 },
  badRequest: { message: 0, fields: 1 },
  conflict: { message: 0, fields: 1 },
  forbidden: { message: 0 },
  unauthorized: { message: 0 },
  tooManyRequests: { message: 0 },
  errorEnvelope: { message: 1, fields: 2 },
};
/** zod checks whose string argument is the message (`.min(1, "Title is required")`). */
const ZOD_CHECKS = new Set([
  "min",
  "max",
  "length",
  "refine",
  "regex",
  "int",
  "positive",
  "nonnegative",
  "negative",
  "gte",
  "lte",
  "gt",
  "lt",
  "email",
  "url",
  "uuid",
  "datetime",
  "nonempty",
]);
const ZOD_FORMATS = new Set(["email", "url", "uuid", "datetime"]);
const MAX_SAMPLES = 200;
/** The server's own settings (read from the environment at start): their messages are for the operator. */
const NOT_ANSWERED = new Set(["config.ts"]);

function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (
        /\.ts$/.test(entry.name) &&
        !/\.(test|d)\.ts$/.test(entry.name) &&
        !NOT_ANSWERED.has(entry.name)
      ) {
        files.push(full);
      }
    }
  };
  for (const dir of SOURCES) walk(path.join(ROOT, dir));
  return files;
}

export function scanErrorMessages(): { found: FoundMessage[]; unresolved: Unresolved[] } {
  const program = ts.createProgram(sourceFiles(), {
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: ["node"],
  });
  const checker = program.getTypeChecker();
  const ours = program
    .getSourceFiles()
    .filter((file) => SOURCES.some((dir) => file.fileName.startsWith(path.join(ROOT, dir) + path.sep)))
    .filter((file) => !NOT_ANSWERED.has(path.basename(file.fileName)));

  /** Calls, property assignments and `record.key = …` assignments by name, read with the checker only when asked. */
  const callsByName = new Map<string, ts.CallExpression[]>();
  const propertiesByName = new Map<string, (ts.PropertyAssignment | ts.ShorthandPropertyAssignment)[]>();
  const keyAssignments = new Map<string, ts.BinaryExpression[]>();
  const push = <T>(map: Map<string, T[]>, key: string, value: T) =>
    map.set(key, [...(map.get(key) ?? []), value]);
  const symbolOf = (node: ts.Node) => {
    const symbol = checker.getSymbolAtLocation(node);
    return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  };
  for (const file of ours) {
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        if (ts.isIdentifier(callee)) push(callsByName, callee.text, node);
        else if (ts.isPropertyAccessExpression(callee)) push(callsByName, callee.name.text, node);
      } else if (
        (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) &&
        ts.isIdentifier(node.name)
      ) {
        push(propertiesByName, node.name.text, node);
      } else if (
        ts.isBinaryExpression(node) &&
        node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
        ts.isPropertyAccessExpression(node.left) &&
        ts.isIdentifier(node.left.expression)
      ) {
        push(keyAssignments, node.left.expression.text, node);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  const callsOf = (name: string, symbol: ts.Symbol) =>
    (callsByName.get(name) ?? []).filter((call) => symbolOf(call.expression) === symbol);

  const at = (node: ts.Node) => {
    const file = node.getSourceFile();
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    return `${path.relative(ROOT, file.fileName)}:${line + 1}`;
  };

  const literalsOfType = (type: ts.Type): string[] | null => {
    const parts = type.isUnion() ? type.types : [type];
    const out: string[] = [];
    for (const part of parts) {
      if (part.isStringLiteral() || part.isNumberLiteral()) out.push(String(part.value));
      else return null;
    }
    return out;
  };

  const cross = (a: string[], b: string[]) => {
    const out: string[] = [];
    for (const x of a) for (const y of b) if (out.length < MAX_SAMPLES) out.push(x + y);
    return out;
  };

  /** The texts an expression can be, or null when they cannot be known. */
  const valuesOf = (expr: ts.Expression, seen: Set<ts.Node> = new Set()): string[] | null => {
    if (seen.has(expr)) return null;
    seen = new Set(seen).add(expr);
    if (
      ts.isParenthesizedExpression(expr) ||
      ts.isAsExpression(expr) ||
      ts.isNonNullExpression(expr) ||
      ts.isSatisfiesExpression(expr)
    ) {
      return valuesOf(expr.expression, seen);
    }
    if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return [expr.text];
    if (ts.isNumericLiteral(expr)) return [String(Number(expr.text))];
    if (ts.isTemplateExpression(expr)) {
      let out = [expr.head.text];
      for (const span of expr.templateSpans) {
        out = cross(out, valuesOf(span.expression, seen) ?? [sampleFor(span.expression)]);
        out = cross(out, [span.literal.text]);
      }
      return out;
    }
    if (ts.isConditionalExpression(expr)) {
      return union(valuesOf(expr.whenTrue, seen), valuesOf(expr.whenFalse, seen));
    }
    if (ts.isBinaryExpression(expr)) {
      const op = expr.operatorToken.kind;
      if (op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.BarBarToken) {
        return union(valuesOf(expr.left, seen), valuesOf(expr.right, seen));
      }
      if (op === ts.SyntaxKind.PlusToken) {
        const left = valuesOf(expr.left, seen);
        const right = valuesOf(expr.right, seen);
        return left && right ? cross(left, right) : null;
      }
    }
    const literal = literalsOfType(checker.getTypeAtLocation(expr));
    if (literal) return literal;
    if (ts.isIdentifier(expr)) {
      const symbol = symbolOf(expr);
      const declaration = symbol?.valueDeclaration;
      if (!declaration) return null;
      if (ts.isVariableDeclaration(declaration) && declaration.initializer) {
        const flags = ts.getCombinedNodeFlags(declaration);
        if (flags & ts.NodeFlags.Const) return valuesOf(declaration.initializer, seen);
        return null;
      }
      if (ts.isParameter(declaration)) return parameterValues(declaration, seen);
      // `{ noun }` of a parameter: what each caller's object gives it.
      if (
        ts.isBindingElement(declaration) &&
        ts.isObjectBindingPattern(declaration.parent) &&
        ts.isParameter(declaration.parent.parent)
      ) {
        return parameterValues(declaration.parent.parent, seen, expr.text);
      }
      return null;
    }
    if (ts.isPropertyAccessExpression(expr)) return propertyValues(expr, seen);
    if (ts.isCallExpression(expr)) return returnValues(expr, seen);
    // `Object.values(problems)[0]`: any value the record is given.
    if (
      ts.isElementAccessExpression(expr) &&
      ts.isCallExpression(expr.expression) &&
      expr.expression.expression.getText() === "Object.values" &&
      expr.expression.arguments[0]
    ) {
      return recordValues(expr.expression.arguments[0], seen);
    }
    return null;
  };

  /** What a function of ours called here returns (its texts; `null` and `undefined` are no message). */
  const returnValues = (call: ts.CallExpression, seen: Set<ts.Node>): string[] | null => {
    const declaration = symbolOf(call.expression)?.valueDeclaration;
    const fn = declaration && ts.isVariableDeclaration(declaration) ? declaration.initializer : declaration;
    if (!fn || !(ts.isFunctionDeclaration(fn) || ts.isArrowFunction(fn) || ts.isFunctionExpression(fn))) {
      return null;
    }
    if (!fn.body || !ts.isBlock(fn.body)) return fn.body ? valuesOf(fn.body, seen) : null;
    let out: string[] = [];
    const visit = (node: ts.Node): boolean => {
      if (ts.isFunctionLike(node)) return true;
      if (ts.isReturnStatement(node) && node.expression) {
        if (node.expression.kind === ts.SyntaxKind.NullKeyword) return true;
        const values = valuesOf(node.expression, seen);
        if (!values) return false;
        out = [...new Set([...out, ...values])];
        return true;
      }
      let ok = true;
      ts.forEachChild(node, (child) => {
        ok &&= visit(child);
      });
      return ok;
    };
    let ok = true;
    ts.forEachChild(fn.body, (child) => {
      ok &&= visit(child);
    });
    return ok ? out : null;
  };

  /** The values a property is given wherever an object with it is written (`{ problem: "…" }`). */
  const propertyValues = (expr: ts.PropertyAccessExpression, seen: Set<ts.Node>): string[] | null => {
    const target = symbolOf(expr.name);
    if (!target) return null;
    const declaration = target.valueDeclaration;
    if (declaration && ts.isPropertyAssignment(declaration)) return valuesOf(declaration.initializer, seen);
    let out: string[] | null = null;
    for (const property of propertiesByName.get(expr.name.text) ?? []) {
      const type = checker.getContextualType(property.parent);
      const candidates = type ? (type.isUnion() ? type.types : [type]) : [];
      if (!candidates.some((t) => t.getProperty(expr.name.text) === target)) continue;
      const values = ts.isPropertyAssignment(property)
        ? valuesOf(property.initializer, seen)
        : valuesOf(property.name, seen);
      if (!values) return null;
      out = [...new Set([...(out ?? []), ...values])];
    }
    return out;
  };

  /** The values a record held in a variable is given: `taken.email = "…"`. */
  const recordValues = (expr: ts.Expression, seen: Set<ts.Node>): string[] | null => {
    if (!ts.isIdentifier(expr)) return null;
    const symbol = symbolOf(expr);
    let out: string[] | null = null;
    for (const assignment of keyAssignments.get(expr.text) ?? []) {
      if (symbolOf((assignment.left as ts.PropertyAccessExpression).expression) !== symbol) continue;
      const values = valuesOf(assignment.right, seen);
      if (!values) return null;
      out = [...new Set([...(out ?? []), ...values])];
    }
    return out;
  };

  const union = (a: string[] | null, b: string[] | null) => (a && b ? [...new Set([...a, ...b])] : null);

  const sampleFor = (expr: ts.Expression) => {
    const type = checker.getTypeAtLocation(expr);
    return type.flags & ts.TypeFlags.NumberLike ? "7" : "x";
  };

  /** What every caller passes for a parameter (its default when one leaves it out). */
  const parameterValues = (
    parameter: ts.ParameterDeclaration,
    seen: Set<ts.Node>,
    property?: string,
  ): string[] | null => {
    const fn = parameter.parent;
    const index = fn.parameters.indexOf(parameter);
    let name: ts.Node | undefined;
    if (ts.isFunctionDeclaration(fn) || ts.isMethodDeclaration(fn)) name = fn.name;
    else if ((ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && ts.isVariableDeclaration(fn.parent)) {
      name = fn.parent.name;
    }
    const symbol = name && symbolOf(name);
    const calls = symbol && name && ts.isIdentifier(name) ? callsOf(name.text, symbol) : undefined;
    if (!calls?.length) return null;
    let out: string[] = [];
    for (const call of calls) {
      let argument: ts.Expression | undefined = call.arguments[index];
      if (property !== undefined) {
        if (!argument || !ts.isObjectLiteralExpression(argument)) return null;
        const given = argument.properties.find(
          (p) => p.name && ts.isIdentifier(p.name) && p.name.text === property,
        );
        if (!given) return null;
        argument = ts.isPropertyAssignment(given)
          ? given.initializer
          : ts.isShorthandPropertyAssignment(given)
            ? given.name
            : undefined;
        if (!argument) return null;
      }
      const values = argument
        ? valuesOf(argument, seen)
        : parameter.initializer
          ? valuesOf(parameter.initializer, seen)
          : [];
      if (!values) return null;
      out = [...new Set([...out, ...values])];
    }
    return out;
  };

  const found: FoundMessage[] = [];
  const unresolved: Unresolved[] = [];
  const record = (expr: ts.Expression) => {
    const values = valuesOf(expr);
    if (values) found.push({ at: at(expr), samples: values });
    else unresolved.push({ at: at(expr), expression: expr.getText() });
  };
  const recordFields = (expr: ts.Expression) => {
    if (ts.isIdentifier(expr) && expr.text !== "undefined" && !isOwnParameter(expr)) {
      // A record filled before (`taken.email = "…"`).
      const values = recordValues(expr, new Set());
      if (values) found.push({ at: at(expr), samples: values });
      else unresolved.push({ at: at(expr), expression: expr.getText() });
      return;
    }
    if (!ts.isObjectLiteralExpression(expr)) return;
    for (const property of expr.properties) {
      if (ts.isPropertyAssignment(property)) record(property.initializer);
    }
  };
  /** A builder's own parameter passed on (notFound's `what`): its callers' values are found through it. */
  const isOwnParameter = (expr: ts.Expression) => {
    if (!ts.isIdentifier(expr)) return false;
    const declaration = symbolOf(expr)?.valueDeclaration;
    return !!declaration && ts.isParameter(declaration) && builderName(declaration.parent) !== undefined;
  };
  const builderName = (fn: ts.Node): string | undefined => {
    if (ts.isFunctionDeclaration(fn) && fn.name && fn.name.text in BUILDERS) return fn.name.text;
    if (ts.isArrowFunction(fn) && ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name)) {
      const name = fn.parent.name.text;
      return name in BUILDERS ? name : undefined;
    }
    if (ts.isConstructorDeclaration(fn)) return "AppError";
    return undefined;
  };

  for (const file of ours) {
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const callee = node.expression;
        const name = ts.isIdentifier(callee)
          ? callee.text
          : ts.isPropertyAccessExpression(callee)
            ? callee.name.text
            : "";
        const args = node.arguments ?? [];
        const builder = ts.isIdentifier(callee) ? BUILDERS[name] : undefined;
        if (builder) {
          const message = args[builder.message];
          if (message && !isOwnParameter(message)) record(message);
          const fields = builder.fields === undefined ? undefined : args[builder.fields];
          if (fields) recordFields(fields);
        } else if (ts.isPropertyAccessExpression(callee) && ZOD_CHECKS.has(name) && zodLike(callee)) {
          for (const argument of args) {
            const type = checker.getTypeAtLocation(argument);
            if (type.flags & ts.TypeFlags.StringLike) record(argument);
          }
        }
      }
      if (
        ts.isPropertyAssignment(node) &&
        ts.isIdentifier(node.name) &&
        (node.name.text === "error" || node.name.text === "message") &&
        checker.getTypeAtLocation(node.initializer).flags & ts.TypeFlags.StringLike &&
        isErrorSetting(node)
      ) {
        record(node.initializer);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  // One message counted once per place, even when two rules found it.
  const unique = new Map(found.map((f) => [`${f.at} ${f.samples.join("|")}`, f]));
  return { found: [...unique.values()], unresolved };
}

/**
 * `error:` or `message:` in a zod schema's options (`z.string({ error: … })`, `.refine(…, { message })`) or
 * in the table of framework errors (errors.ts): places whose text reaches a client.
 */
function isErrorSetting(node: ts.PropertyAssignment): boolean {
  const file = node.getSourceFile().fileName;
  if (file.endsWith(path.join("platform", "errors.ts"))) return true;
  const object = node.parent;
  const call = object.parent;
  return ts.isCallExpression(call) && zodLike(call.expression);
}

/** A call on `z` or on a schema built from it: `z.string(…)`, `z.iso.datetime(…)`, `….refine(…)`. */
function zodLike(callee: ts.Expression): boolean {
  let node: ts.Expression = callee;
  for (;;) {
    if (ts.isPropertyAccessExpression(node)) node = node.expression;
    else if (ts.isCallExpression(node)) node = node.expression;
    else break;
  }
  if (ts.isIdentifier(node) && node.text === "z") return true;
  // A check on a schema held in a variable (`imageUrl.refine(…)`): its name says nothing, its method does
  // (but `url`, `email` and the like are common names for other things).
  return (
    ts.isPropertyAccessExpression(callee) &&
    ZOD_CHECKS.has(callee.name.text) &&
    !ZOD_FORMATS.has(callee.name.text)
  );
}
