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
    async markUsed(id: string, trx: Knex = db): Promise<void> {
      await trx("refresh_tokens").where({ id }).update({ used_at: trx.fn.now() });
    },
    async revokeFamily(familyId: string, trx: Knex = db): Promise<void> {
      await trx("refresh_tokens").where({ family_id: familyId }).whereNull("revoked_at").update({ revoked_at: trx.fn.now() });
    },
  };
}

export type RefreshTokenRepository = ReturnType<typeof createRefreshTokenRepository>;
