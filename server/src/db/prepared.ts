// Prepared statements built once per database and name: the SQL of a hot read is rendered the first time it
// runs, and PostgreSQL parses and plans it once per connection. Values come through sql.placeholder().
import type { Db } from "./client";

const statementsOf = new WeakMap<Db, Map<string, unknown>>();

export function prepared<Statement>(
  db: Db,
  name: string,
  build: (db: Db, name: string) => Statement,
): Statement {
  let statements = statementsOf.get(db);
  if (!statements) statementsOf.set(db, (statements = new Map()));
  let statement = statements.get(name) as Statement | undefined;
  if (!statement) statements.set(name, (statement = build(db, name)));
  return statement;
}
