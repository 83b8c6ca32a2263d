/**
 * Postings stored before an upgrade keep the role and place readings their ingest made. A start whose taxonomy,
 * gazetteer or reading code differs from what the stored readings were made with reads every posting again, so a
 * search after the upgrade ranks old postings as it ranks new ones.
 */
import { expect, it } from "vitest";
import type { NormalisedPosting } from "../../server/src/engines/job-sources/types";
import { classificationSignature } from "../../server/src/modules/jobs/classification";
import { createJobRepository } from "../../server/src/modules/jobs/job-repository";
import type { AppModule } from "../../server/src/modules/module";
import { describeEachDatabase } from "../support/databases";
import { signUp, useApi } from "../support/api-harness";

const posting = (id: string, title: string, location: string): NormalisedPosting => ({
  source: "feed",
  external_id: id,
  title,
  company: "Vaayu Retail",
  location,
  description: `${title} at our store in ${location}.`,
  work_mode: "onsite",
  seniority: null,
  skills: ["Spark"],
  apply_link: `https://example.com/jobs/${id}`,
  portal: "other",
  apply_meta: {},
  posted_at: new Date(),
});

describeEachDatabase("stored postings read again after an upgrade", (kind) => {
  const h = useApi(kind, { DEMO_DATA: "false" });

  it("When the stored readings were made with older ones, Then the start reads every posting again and search ranks it as new", async () => {
    const knex = h.db.database.knex;
    const jobs = createJobRepository(knex);
    await jobs.upsert([posting("r1", "PySpark Developer", "Hiranandani Gardens, Powai"), posting("r2", "Staff Nurse", "Chennai")]);
    // What an older release stored: no family for the tool title, no city for the district.
    await knex("job_postings").where({ external_id: "r1" }).update({ role_family: null, place_keys: knex.raw("'{}'::text[]") });
    await knex("job_index_state").where({ id: 1 }).update({ classified_with: "1.0.0+older|000000000000|2026-11-01" });

    const modules = h.app.locals.modules as AppModule[];
    for (const m of modules) await m.onStart?.();
    await (modules.find((m) => "seeding" in m) as unknown as { seeding(): Promise<void> }).seeding();

    const row = await knex("job_postings").where({ external_id: "r1" }).first("role_family", "place_keys");
    expect(row.role_family).toBe("data-engineering");
    expect(row.place_keys).toContain("powai"); // one of Mumbai's names since this release
    expect(await jobs.classifiedWith()).toBe(classificationSignature());
    // The nurse's posting was current: nothing to write; a second pass finds nothing either.
    expect(await jobs.reclassify(classificationSignature())).toBe(0);

    const { session } = await signUp(h);
    const res = await h.api().get("/api/v1/jobs/search").query({ query: "spark", location: "Mumbai" }).set("Authorization", `Bearer ${session.access_token}`);
    expect(res.status).toBe(200);
    expect(res.body.jobs.map((j: { title: string }) => j.title)).toContain("PySpark Developer");
  });

  it("When the start is stopped while reading, Then the signature is not recorded and the next start reads again", async () => {
    const jobs = createJobRepository(h.db.database.knex);
    await h.db.database.knex("job_index_state").where({ id: 1 }).update({ classified_with: null });
    const stop = new AbortController();
    stop.abort();
    expect(await jobs.reclassify(classificationSignature(), { signal: stop.signal })).toBeNull();
    expect(await jobs.classifiedWith()).toBeNull();
  });
});
