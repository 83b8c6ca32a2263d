import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  // A reported time zone waits for the end of the local day it was reported on (in the zone in effect), so a
  // client header can never move the user into a quota period whose counter is fresh.
  await knex.schema.alterTable("users", (t) => {
    t.text("pending_time_zone");
    t.text("pending_time_zone_day"); // YYYY-MM-DD in the zone in effect
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("users", (t) => {
    t.dropColumn("pending_time_zone_day");
    t.dropColumn("pending_time_zone");
  });
}
