import type { Knex } from "knex";

export interface RefreshTokenRow {
  id: string;
  user_id: string;
  family_id: string;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
}

export function createRefreshTokenRepository(db: Knex) {
  return {
    async insert(row: { userId: string; familyId: string; tokenHash: string; expiresAt: Date }, trx: Knex = db): Promise<void> {
      await trx("refresh_tokens").insert({
        user_id: row.userId,
        family_id: row.familyId,
        token_hash: row.tokenHash,
        expires_at: row.expiresAt,
      });
    },
    /** Locks the row so two processes rotating the same token cannot both succeed. */
    async findForUpdate(tokenHash: string, trx: Knex.Transaction): Promise<RefreshTokenRow | undefined> {
      return trx<RefreshTokenRow>("refresh_tokens").where({ token_hash: tokenHash }).forUpdate().first();
    },
    async findByHash(tokenHash: string, trx: Knex = db): Promise<RefreshTokenRow | undefined> {
      return trx<RefreshTokenRow>("refresh_tokens").where({ token_hash: tokenHash }).first();
    },
    /**
     * Whether a used token may be presented again as if its answer was lost: it was used within `seconds`, and no
     * token of its family issued since (in the rotation that used it, or later) has been used or revoked. Read in
     * the database's own clock, the one `used_at` and `created_at` were written with.
     */
    async answerLost(row: Pick<RefreshTokenRow, "id" | "family_id">, seconds: number, trx: Knex.Transaction): Promise<boolean> {
      const { rows } = await trx.raw<{ rows: Array<{ lost: boolean }> }>(
        `SELECT EXISTS (
           SELECT 1 FROM refresh_tokens r
           WHERE r.id = ? AND r.used_at > now() - make_interval(secs => ?)
             AND NOT EXISTS (SELECT 1 FROM refresh_tokens s
                             WHERE s.family_id = ? AND s.id <> r.id AND s.created_at >= r.used_at
                               AND (s.used_at IS NOT NULL OR s.revoked_at IS NOT NULL))
         ) AS lost`,
        [row.id, seconds, row.family_id],
      );
      return Boolean(rows[0]?.lost);
    },
    async markUsed(id: string, trx: Knex = db): Promise<void> {
      await trx("refresh_tokens").where({ id }).update({ used_at: trx.fn.now() });
    },
    async revokeFamily(familyId: string, trx: Knex = db): Promise<void> {
      await trx("refresh_tokens").where({ family_id: familyId }).whereNull("revoked_at").update({ revoked_at: trx.fn.now() });
    },
    /** Ends a user's own session; another user's family id changes nothing. */
    async revokeUserFamily(userId: string, familyId: string, trx: Knex = db): Promise<void> {
      await trx("refresh_tokens").where({ family_id: familyId, user_id: userId }).whereNull("revoked_at").update({ revoked_at: trx.fn.now() });
    },
    /**
     * Ends every session of the user, or every one but `exceptFamilyId` (the session changing the password).
     * Returns how many sessions that were still live it ended.
     */
    async revokeAllForUser(userId: string, trx: Knex = db, exceptFamilyId?: string): Promise<number> {
      const q = trx("refresh_tokens").where({ user_id: userId }).whereNull("revoked_at");
      if (exceptFamilyId) q.whereNot({ family_id: exceptFamilyId });
      const rows: Array<{ family_id: string }> = await q.update({ revoked_at: trx.fn.now() }).returning("family_id");
      return new Set(rows.map((r) => r.family_id)).size;
    },
    /**
     * A session is a refresh-token family: live while it is the user's and none of its tokens was revoked
     * (logout, a reused token, or "log out everywhere").
     */
    async isSessionLive(userId: string, familyId: string, trx: Knex = db): Promise<boolean> {
      const { rows } = await trx.raw<{ rows: Array<{ known: boolean; ended: boolean }> }>(
        `SELECT EXISTS (SELECT 1 FROM refresh_tokens WHERE family_id = ? AND user_id = ?) AS known,
                EXISTS (SELECT 1 FROM refresh_tokens WHERE family_id = ? AND revoked_at IS NOT NULL) AS ended`,
        [familyId, userId, familyId],
      );
      return Boolean(rows[0]?.known) && !rows[0]?.ended;
    },
  };
}

export type RefreshTokenRepository = ReturnType<typeof createRefreshTokenRepository>;
