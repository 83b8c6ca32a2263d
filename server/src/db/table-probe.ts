import type { Knex } from "knex";

/** A table that exists stays existing; a missing one is checked again after this long (a migration may add it). */
const RECHECK_MISSING_MS = 60_000;

/**
 * Whether a table (or one of its columns) exists, remembered per probe. The dashboard's reads of other features'
 * tables use it: those features land at different times, and a table that does not exist yet is an empty section.
 */
export function createTableProbe(db: Knex) {
  const known = new Map<string, { exists: boolean; at: number }>();
  return async function exists(table: string, column?: string): Promise<boolean> {
    const key = column ? `${table}.${column}` : table;
    const hit = known.get(key);
    if (hit && (hit.exists || Date.now() - hit.at < RECHECK_MISSING_MS)) return hit.exists;
    const found = column ? await db.schema.hasColumn(table, column) : await db.schema.hasTable(table);
    known.set(key, { exists: found, at: Date.now() });
    return found;
  };
}
