// Runs statements on PGlite as named prepared statements, in the thread that owns it (pglite.worker.ts).
// PGlite's own query() parses, describes and plans the SQL again on every call, in six calls into the
// WebAssembly: on a busy server that was most of the database thread's time (planning also asks the file
// system for every table's size). Here each distinct SQL text is parsed and described once; later calls send
// one Bind, Execute and Sync, and PostgreSQL keeps a generic plan once it finds one as good as the custom
// ones. The texts come from the server's code (drizzle builds the same text for the same query shape), and
// the least recently used statements are closed past a bound, so a stream of distinct texts stays bounded.
import { LRUCache } from "lru-cache";
import { parse, protocol } from "@electric-sql/pglite";
import type { PGlite, QueryOptions, Results } from "@electric-sql/pglite";

type BackendMessage = Awaited<ReturnType<PGlite["execProtocol"]>>["messages"][number];

interface Statement {
  name: string;
  paramTypes: number[];
  /** What the statement's rows look like; none for a statement that returns no rows. */
  rowDescription?: BackendMessage;
}

const { serialize } = protocol;

/** Distinct statements kept prepared; each holds its plan in PostgreSQL's memory. */
const MAX_STATEMENTS = 200;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** The same fields PGlite's query() adds to a database error, so callers see the same error either way. */
function withQuery(err: unknown, sql: string, params: unknown[], options: QueryOptions) {
  if (err instanceof Error) Object.assign(err, { query: sql, params, queryOptions: options });
  return err;
}

export class PreparedStatements {
  private lastName = 0;
  private readonly statements: LRUCache<string, Statement>;
  /** Statements pushed out of the cache, closed before the next statement runs. */
  private readonly toClose: string[] = [];

  constructor(private readonly pglite: PGlite) {
    this.statements = new LRUCache<string, Statement>({
      max: MAX_STATEMENTS,
      dispose: (statement) => this.toClose.push(statement.name),
    });
  }

  /**
   * Runs one statement. The caller holds PGlite's locks: both for a statement of its own, the query lock
   * inside an open transaction.
   */
  async query<T>(sql: string, params: unknown[], options: QueryOptions): Promise<Results<T>> {
    try {
      await this.closeEvicted();
      const statement = this.statements.get(sql) ?? (await this.prepare(sql));
      const values = params.map((value, i) => this.serializeParam(value, statement.paramTypes[i]));
      const { messages } = await this.pglite.execProtocol(
        concat([
          serialize.bind({ statement: statement.name, values }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
      return parse.parseResults(described, this.pglite.parsers, options)[0] as Results<T>;
    } catch (err) {
      throw withQuery(err, sql, params, options);
    }
  }

  private async prepare(sql: string): Promise<Statement> {
    const name = `s${++this.lastName}`;
    const { messages } = await this.pglite.execProtocol(
      concat([
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: "S", name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const parameters = messages.find((message) => message.name === "parameterDescription") as
      { dataTypeIDs: number[] } | undefined;
    const rowDescription = messages.find((message) => message.name === "rowDescription");
    const statement: Statement = {
      name,
      paramTypes: parameters?.dataTypeIDs ?? [],
      ...(rowDescription ? { rowDescription } : {}),
    };
    this.statements.set(sql, statement);
    return statement;
  }

  private serializeParam(value: unknown, type: number | undefined): string | null {
    if (value === null || value === undefined) return null;
    const serializer = type === undefined ? undefined : this.pglite.serializers[type];
    return serializer ? serializer(value) : String(value);
  }

  private async closeEvicted() {
    if (this.toClose.length === 0) return;
    const names = this.toClose.splice(0);
    await this.pglite.execProtocol(
      concat([...names.map((name) => serialize.close({ type: "S", name })), serialize.sync()]),
      { syncToFs: false },
    );
  }
}
