import type { Knex } from "knex";

/**
 * The database as everything above the repositories sees it. Only repositories (`*-repository.ts`) and db/ import
 * knex (a lint rule fails any other file): services and module wiring hold a `Db` only to hand it to repository
 * factories, and run SQL only through repository methods.
 */
export type Db = Knex;

/** An open transaction: a service gets one from `transaction` and passes it to each repository method it calls. */
export type Tx = Knex.Transaction;

/** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
export function transaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

/** The connection pool's state, for the metrics gauges; undefined before the pool exists. */
export interface PoolStats {
  used: number;
  free: number;
  pendingAcquires: number;
  pendingCreates: number;
  max: number;
}

interface TarnPool {
  max: number;
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  numPendingCreates(): number;
}

export function poolStats(db: Db): PoolStats | undefined {
  const pool = (db.client as { pool?: TarnPool } | undefined)?.pool;
  if (!pool) return undefined;
  return { used: pool.numUsed(), free: pool.numFree(), pendingAcquires: pool.numPendingAcquires(), pendingCreates: pool.numPendingCreates(), max: pool.max };
}
