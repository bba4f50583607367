// Runs statements on PGlite as named prepared statements, in the thread that owns it (pglite.worker.ts).
// PGlite's own query() parses, describes and plans the SQL again on every call, in six calls into the
// WebAssembly: on a busy server that was most of the database thread's time (planning also asks the file
// system for every table's size). Here each distinct SQL text is parsed and described once; later calls send
// one Bind, Execute and Sync, and PostgreSQL keeps a generic plan once it finds one as good as the custom
// ones. The texts come from the server's code (drizzle builds the same text for the same query shape), and
// the least recently used statements are closed past a bound, so a stream of distinct texts stays bounded.
// The answer is read straight from the bytes PostgreSQL writes (answer()): PGlite's reader copies them twice
// and builds an object per message, a fifth of the thread's time under load.
import { LRUCache } from "lru-cache";
import { messages as messageTypes, protocol } from "@electric-sql/pglite";
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

/** What an Execute answered: each row's fields as PostgreSQL wrote them, and the command's tag. */
interface Answer {
  rows: (string | null)[][];
  tag: string | undefined;
}

const DATA_ROW = 0x44; // "D"
const COMMAND_COMPLETE = 0x43; // "C"
const ERROR_RESPONSE = 0x45; // "E"
const utf8 = new TextDecoder();

/** The error of an answer that holds one, as PGlite's own reader makes it (a DatabaseError with its fields). */
function errorIn(bytes: Uint8Array): Error {
  let error: Error | undefined;
  new protocol.Parser().parse(bytes, (message) => {
    if (message instanceof messageTypes.DatabaseError) error ??= message;
  });
  return error ?? new Error("the embedded database answered with an error it could not describe");
}

/** Reads the rows and the command tag of an answer; throws the database's error when it holds one. */
function answer(bytes: Uint8Array): Answer {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const rows: (string | null)[][] = [];
  let tag: string | undefined;
  for (let offset = 0; offset + 5 <= bytes.length;) {
    const type = bytes[offset];
    const end = offset + 1 + view.getInt32(offset + 1);
    let at = offset + 5;
    if (type === DATA_ROW) {
      const fields: (string | null)[] = new Array<string | null>(view.getInt16(at));
      at += 2;
      for (let i = 0; i < fields.length; i++) {
        const length = view.getInt32(at);
        at += 4;
        fields[i] = length < 0 ? null : utf8.decode(bytes.subarray(at, at + length));
        if (length > 0) at += length;
      }
      rows.push(fields);
    } else if (type === COMMAND_COMPLETE) {
      tag = utf8.decode(bytes.subarray(at, end - 1));
    } else if (type === ERROR_RESPONSE) {
      throw errorIn(bytes);
    }
    offset = end;
  }
  return { rows, tag };
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
      const bytes = await this.exchange(
        concat([
          serialize.bind({ statement: statement.name, values }),
          serialize.execute({}),
          serialize.sync(),
        ]),
      );
      return this.results<T>(statement, answer(bytes), options);
    } catch (err) {
      throw withQuery(err, sql, params);
    }
  }

  /** Sends protocol messages and returns PostgreSQL's answer as it wrote it, without PGlite reading it. */
  private async exchange(message: Uint8Array): Promise<Uint8Array> {
    const chunks: Uint8Array[] = [];
    await this.pglite.execProtocolRawStream(message, {
      syncToFs: false,
      // A view of PGlite's buffer, reused for the next output.
      onRawData: (data) => chunks.push(data.slice()),
    });
    return chunks.length === 1 ? chunks[0]! : concat(chunks);
  }

  /** The answer PGlite's query() would give, with each column's parser looked up once per statement. */
  private results<T>(statement: Statement, { rows: texts, tag }: Answer, options: RowOptions): Results<T> {
    const parsers = this.parsersOf(statement, options.textTypes);
    const { fields } = statement;
    const rows = texts.map((row) => {
      const values = row.map((text, i) => {
        const parser = parsers[i];
        return text === null || !parser ? text : parser(text, fields[i]!.dataTypeID);
      });
      return options.rowMode === "array"
        ? values
        : Object.fromEntries(values.map((value, i) => [fields[i]!.name, value]));
    });
    const words = tag?.split(" ") ?? [];
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
