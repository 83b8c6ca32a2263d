import type { Knex } from "knex";

/** The one query the health checks run: is the database answering? */
export function createSystemRepository(db: Knex) {
  return {
    async ping(): Promise<void> {
      await db.raw("select 1");
    },
  };
}

export type SystemRepository = ReturnType<typeof createSystemRepository>;
