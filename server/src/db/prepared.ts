import crypto from "node:crypto";
import type { Knex } from "knex";

/**
 * Query options that make the PostgreSQL driver prepare a statement once per connection and reuse it: the server
 * then parses and plans it once instead of on every call (on a search, parsing and planning cost PostgreSQL about
 * as much as running the small statements). The name is the text's hash, so one name never means two texts (the
 * driver refuses that). PGlite ignores the option.
 *
 * Only for statements whose result columns are listed, never `*` or `RETURNING *`: a column added by a migration
 * while the statement is prepared would fail it ("cached plan must not change result type") until the connection
 * closes.
 */
export function prepared(sql: string): { name: string } {
  return { name: `hw_${crypto.createHash("sha1").update(sql).digest("hex").slice(0, 24)}` };
}

/** A query builder run as a prepared statement (prepared). */
export function asPrepared<T extends Knex.QueryBuilder>(builder: T): T {
  return builder.options(prepared(builder.toSQL().sql)) as T;
}
