import type { Knex } from "knex";

export interface StoredResume {
  id: string;
  user_id: string;
  origin: "job_search" | "resume_builder";
  file_name: string | null;
  file_kind: string | null;
  raw_text: string;
  parsed: unknown;
  skills: string[];
  created_at: Date;
}

export function createResumeRepository(db: Knex) {
  return {
    async save(resume: Omit<StoredResume, "id" | "created_at">, trx: Knex = db): Promise<StoredResume> {
      const [row] = await trx<StoredResume>("user_resumes")
        .insert({ ...resume, parsed: JSON.stringify(resume.parsed) as unknown })
        .returning("*");
      return row!;
    },

    /** The user's newest parsed resume ("their resume"), whichever screen it came from. */
    async latest(userId: string, trx: Knex = db): Promise<StoredResume | undefined> {
      return trx<StoredResume>("user_resumes").where({ user_id: userId }).orderBy("created_at", "desc").first();
    },
  };
}

export type ResumeRepository = ReturnType<typeof createResumeRepository>;
