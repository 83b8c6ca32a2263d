import type { Knex } from "knex";
import { LEVEL_RANK, postingRole } from "../../modules/jobs/ranking";
import { placeKeys } from "../../modules/jobs/location-match";

/**
 * Each posting's role, read once from its title by the RoleResolver, so the search can rank by the searcher's role
 * family and level without reading titles at query time: `role_family` (a family id of the role taxonomy, null when
 * the title names none with confidence) and `role_level` (0 intern .. 5 executive, null when the title states no
 * level). Place keys are recomputed: remote postings now also say where they are open to ("remote@india",
 * "remote@anywhere"), and states are keys. The covering index the search walks carries both role columns, and
 * (role_family, posted_at) finds a family's freshest postings directly.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE job_postings ADD COLUMN role_family text, ADD COLUMN role_level smallint");
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const rows = (await knex("job_postings").select("id", "title", "location", "work_mode").where("id", ">", after).orderBy("id").limit(2000)) as Array<{
      id: string;
      title: string;
      location: string | null;
      work_mode: string;
    }>;
    if (!rows.length) break;
    const values = rows.map((r) => {
      const role = postingRole({ title: r.title });
      return { id: r.id, family: role.family, level: role.seniorityStated ? LEVEL_RANK[role.seniority] : null, keys: placeKeys(r.location, r.work_mode) };
    });
    await knex.raw(
      `UPDATE job_postings p SET role_family = v.family, role_level = v.level, place_keys = v.keys
       FROM jsonb_to_recordset(?::jsonb) AS v(id uuid, family text, level smallint, keys text[]) WHERE p.id = v.id`,
      [JSON.stringify(values)],
    );
    after = rows[rows.length - 1]!.id;
  }
  await knex.raw("CREATE INDEX job_postings_family_fresh_idx ON job_postings (role_family, posted_at DESC NULLS LAST)");
  await knex.raw("DROP INDEX IF EXISTS job_postings_fresh_cover_idx");
  await knex.raw(
    "CREATE INDEX job_postings_fresh_cover_idx ON job_postings (posted_at DESC NULLS LAST) INCLUDE (id, skills, place_keys, work_mode, title, scraped_at, role_family, role_level)",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX IF EXISTS job_postings_fresh_cover_idx");
  await knex.raw(
    "CREATE INDEX job_postings_fresh_cover_idx ON job_postings (posted_at DESC NULLS LAST) INCLUDE (id, skills, place_keys, work_mode, title, scraped_at)",
  );
  await knex.raw("DROP INDEX IF EXISTS job_postings_family_fresh_idx");
  await knex.raw("ALTER TABLE job_postings DROP COLUMN IF EXISTS role_level, DROP COLUMN IF EXISTS role_family");
}
