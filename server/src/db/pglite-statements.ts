// Runs statements on PGlite as named prepared statements, in the thread that owns it (pglite.worker.ts).
// PGlite's own query() parses, describes and plans the SQL again on every call, in six calls into the
// WebAssembly: on a busy server that was most of the database thread's time (planning also asks the file
// system for every table's size). Here each distinct SQL text is parsed and described once; later calls send
// one Bind, Execute and Sync, and PostgreSQL keeps a generic plan once it finds one as good as the custom
// ones. The texts come from the server's code (drizzle builds the same text for the same query shape), and
// the least recently used statements are closed past a bound, so a stream of distinct texts stays bounded.
import { LRUCache } from "lru-cache";
import { protocol } from "@electric-sql/pglite";
import type { PGlite, Results, RowMode } from "@electric-sql/pglite";

interface Field {
  name: string;
  dataTypeID: number;
}

type ValueParser = (text: string, typeId: number) => unknown;

interface Statement {
  name: string;
  paramTypes: number[];
  /** The columns of its rows (none for a statement that returns no rows). */
  fields: Field[];
  /** One parser per column, for each set of types the caller keeps as text. */
  parsers: Map<string, (ValueParser | undefined)[]>;
}

/** How the caller wants rows: as arrays or objects, and which types it parses itself (kept as text here). */
export interface RowOptions {
  rowMode: RowMode;
  textTypes: number[];
}

const { serialize } = protocol;

/** PostgreSQL's type id of bytea. */
const BYTEA = 17;

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
function withQuery(err: unknown, sql: string, params: unknown[]) {
  if (err instanceof Error) Object.assign(err, { query: sql, params });
  return err;
}

interface DataRow {
  name: "dataRow";
  fields: (string | null)[];
}

interface CommandComplete {
  name: "commandComplete";
  text: string;
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
  async query<T>(sql: string, params: unknown[], options: RowOptions): Promise<Results<T>> {
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
      return this.results<T>(statement, messages, options);
    } catch (err) {
      throw withQuery(err, sql, params);
    }
  }

  /** The answer PGlite's query() would give, with each column's parser looked up once per statement. */
  private results<T>(statement: Statement, messages: { name: string }[], options: RowOptions): Results<T> {
    const parsers = this.parsersOf(statement, options.textTypes);
    const { fields } = statement;
    const rows: unknown[] = [];
    let complete: CommandComplete | undefined;
    for (const message of messages) {
      if (message.name === "dataRow") {
        const values = (message as DataRow).fields.map((text, i) => {
          const parser = parsers[i];
          return text === null || !parser ? text : parser(text, fields[i]!.dataTypeID);
        });
        rows.push(
          options.rowMode === "array"
            ? values
            : Object.fromEntries(values.map((value, i) => [fields[i]!.name, value])),
        );
      } else if (message.name === "commandComplete") {
        complete = message as CommandComplete;
      }
    }
    const words = complete?.text.split(" ") ?? [];
    const command = words[0];
    const count = Number.parseInt(words[words.length - 1] ?? "", 10);
    const changes = ["INSERT", "UPDATE", "DELETE", "COPY", "MERGE"].includes(command ?? "");
    return {
      rows: rows as T[],
      fields,
      affectedRows: changes && !Number.isNaN(count) ? count : 0,
      ...(Number.isNaN(count) ? {} : { rowCount: count }),
      ...(command === undefined ? {} : { command }),
    } as Results<T>;
  }

  private parsersOf(statement: Statement, textTypes: number[]) {
    const key = textTypes.join(",");
    let parsers = statement.parsers.get(key);
    if (!parsers) {
      parsers = statement.fields.map(({ dataTypeID }) =>
        textTypes.includes(dataTypeID)
          ? undefined
          : (this.pglite.parsers[dataTypeID] as ValueParser | undefined),
      );
      statement.parsers.set(key, parsers);
    }
    return parsers;
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
    const rows = messages.find((message) => message.name === "rowDescription") as
      { fields: Field[] } | undefined;
    const statement: Statement = {
      name,
      paramTypes: parameters?.dataTypeIDs ?? [],
      fields: (rows?.fields ?? []).map(({ name, dataTypeID }) => ({ name, dataTypeID })),
      parsers: new Map(),
    };
    this.statements.set(sql, statement);
    return statement;
  }

  private serializeParam(value: unknown, type: number | undefined): string | Uint8Array | null {
    if (value === null || value === undefined) return null;
    // Bytes go as they are (the binary format), not as hex text twice their size: an import's file is 50 MB.
    if (type === BYTEA && value instanceof Uint8Array) return value;
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
