import type { Knex } from "knex";
import type { BuiltResume } from "../../engines/resume-writer/types";

export interface NewBuild {
  user_id: string;
  format: "markdown" | "docx" | "pdf";
  target_role: string | null;
  target_company: string | null;
  /** The deterministic resume: a build's identity. */
  markdown: string;
  /** The optional LLM's wording the user got, or null when they got `markdown` as it is. */
  polished: BuiltResume | null;
}

export interface NewComparison {
  user_id: string;
  focus_role: string | null;
  alignment_score: number;
  gaps: string[];
  breakdown: Record<string, number>;
}

/** The Resume Builder's rows: builds and comparisons (resumes themselves are the resume module's). */
export function createResumeBuilderRepository(db: Knex) {
  return {
    async saveBuild(b: NewBuild, trx: Knex = db): Promise<{ id: string }> {
      const [row] = await trx("resume_builds")
        .insert({ ...b, polished: b.polished ? JSON.stringify(b.polished) : null })
        .returning<{ id: string }[]>("id");
      return row!;
    },

    /**
     * The user's latest build of exactly this resume text since `since`, if any: exporting (or rebuilding) a resume
     * that was already paid for is the same build, not a new one, and gets the same wording.
     */
    async findBuildSince(userId: string, markdown: string, since: Date, trx: Knex = db): Promise<{ polished: BuiltResume | null } | null> {
      const row = (await trx("resume_builds")
        .where({ user_id: userId, markdown })
        .andWhere("created_at", ">=", since)
        .orderBy("created_at", "desc")
        .first("polished")) as { polished: BuiltResume | string | null } | undefined;
      if (!row) return null;
      const polished = typeof row.polished === "string" ? (JSON.parse(row.polished) as BuiltResume) : row.polished;
      return { polished };
    },

    async saveComparison(c: NewComparison, trx: Knex = db): Promise<{ id: string }> {
      const [row] = await trx("resume_comparisons")
        .insert({ ...c, gaps: JSON.stringify(c.gaps), breakdown: JSON.stringify(c.breakdown) })
        .returning<{ id: string }[]>("id");
      return row!;
    },
  };
}

export type ResumeBuilderRepository = ReturnType<typeof createResumeBuilderRepository>;
