import { Client } from "knex";
import ClientPgLite from "knex-pglite";
import type { PGliteSession, PGliteThread } from "./pglite-proxy";

/**
 * knex's client for the embedded database: knex-pglite's, with a pool of several connections that are sessions on
 * the one PGlite thread (pglite-proxy.ts). knex-pglite pools a single connection, so a statement was sent only after
 * the one before it had come back and its caller had let go of the connection: the thread sat idle through every
 * reply's round trip and our JavaScript between statements. Several connections keep statements queued in the
 * thread back to back; the thread still runs one at a time, and a transaction still has the database to itself.
 */
export function pgliteClient(thread: PGliteThread, connections: number): typeof Client {
  class ClientPGliteThread extends (ClientPgLite as typeof Client) {
    // knex-pglite's constructor forces { min: 1, max: 1 } (and refuses a pool setting): replaced where knex reads it.
    override getPoolSettings(poolConfig: object) {
      return super.getPoolSettings({ ...poolConfig, min: 0, max: connections });
    }

    async _acquireOnlyConnection(): Promise<PGliteSession> {
      await thread.waitReady;
      return thread.session();
    }

    // knex-pglite closes the database here; a session is only ended (the database closes with Database.close).
    override async destroyRawConnection(session: PGliteSession): Promise<void> {
      await session.end();
    }
  }
  return ClientPGliteThread;
}
