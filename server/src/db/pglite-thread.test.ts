// The embedded database's thread as drizzle uses it: statements run as named prepared statements, so the
// same text with other values, errors, transactions and more distinct texts than are kept prepared must all
// behave as PGlite's own query() did.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PgliteThread } from "./pglite-thread";

let db: PgliteThread;

beforeAll(async () => {
  db = await PgliteThread.open();
  await db.query(
    "create table notes (id serial primary key, body text not null, meta jsonb, at timestamptz)",
  );
});

afterAll(() => db.close());

describe("statements on the embedded database's thread", () => {
  it("runs the same text again with other values, nulls and parsed types included", async () => {
    const insert = "insert into notes (body, meta, at) values ($1, $2, $3) returning id, meta, at";
    const first = await db.query<{ id: number; meta: unknown; at: Date }>(insert, [
      "one",
      JSON.stringify({ a: 1 }),
      "2026-01-02T03:04:05Z",
    ]);
    const second = await db.query<{ id: number; meta: unknown; at: Date | null }>(insert, [
      "two",
      null,
      null,
    ]);
    expect(first.rows[0]).toEqual({ id: 1, meta: { a: 1 }, at: new Date("2026-01-02T03:04:05Z") });
    expect(second.rows[0]).toEqual({ id: 2, meta: null, at: null });
    expect(second.affectedRows).toBe(1);

    const byId = "select body from notes where id = $1";
    for (let i = 0; i < 8; i++) {
      const id = (i % 2) + 1;
      expect((await db.query<{ body: string }>(byId, [id])).rows).toEqual([
        { body: id === 1 ? "one" : "two" },
      ]);
    }
    const arrays = await db.query<unknown[]>("select id, body from notes order by id", [], {
      rowMode: "array",
    });
    expect(arrays.rows).toEqual([
      [1, "one"],
      [2, "two"],
    ]);
    expect(arrays.fields.map((field) => field.name)).toEqual(["id", "body"]);
  });

  it("reports a database error with its code, and goes on working after it", async () => {
    const duplicate = db.query("insert into notes (id, body) values ($1, $2)", [1, "again"]);
    await expect(duplicate).rejects.toMatchObject({ code: "23505", constraint: "notes_pkey" });
    await expect(db.query("select nonsense from")).rejects.toMatchObject({ code: "42601" });
    await expect(db.query("select id from notes where id = $1", ["not a number"])).rejects.toMatchObject({
      code: "22P02",
    });
    expect((await db.query("select count(*)::int as n from notes")).rows).toEqual([{ n: 2 }]);
  });

  it("keeps a transaction's statements together and rolls back on error", async () => {
    await db.transaction(async (tx) => {
      await tx.query("insert into notes (body) values ($1)", ["in a transaction"]);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into notes (body) values ($1)", ["rolled back"]);
        await tx.query("insert into notes (id, body) values ($1, $2)", [1, "duplicate"]);
      }),
    ).rejects.toMatchObject({ code: "23505" });
    const bodies = await db.query<{ body: string }>("select body from notes order by id");
    expect(bodies.rows.map((row) => row.body)).toEqual(["one", "two", "in a transaction"]);
  });

  it("runs the upkeep statements autovacuum would, which refresh the planner's statistics", async () => {
    const tuples = "select reltuples from pg_class where relname = 'notes'";
    expect((await db.query<{ reltuples: number }>(tuples)).rows[0]!.reltuples).toBe(-1);
    await db.query("vacuum (analyze)");
    expect((await db.query<{ reltuples: number }>(tuples)).rows[0]!.reltuples).toBe(3);
  });

  it("answers correctly past the number of statements it keeps prepared", async () => {
    for (let n = 0; n < 450; n++) {
      const { rows } = await db.query<{ n: number; body: string }>(
        `select ${n}::int as n, body from notes where id = $1`,
        [1],
      );
      expect(rows).toEqual([{ n, body: "one" }]);
    }
    const prepared = await db.query<{ count: number }>(
      "select count(*)::int as count from pg_prepared_statements",
    );
    expect(prepared.rows[0]!.count).toBeLessThanOrEqual(201);
  });
});
