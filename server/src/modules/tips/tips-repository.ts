import type { Knex } from "knex";
import type { TipFacts, WeeklyDigest } from "../../engines/tips/weekly-digest";
import type { ResumeLookup } from "../resume";

const DAY = 86_400_000;

/**
 * What the weekly tips are written from, read straight from the tables of the features that own them (resume
 * comparisons, finished interviews, the application tracker, the job index), read-only. Stored resumes are the resume
 * module's: their skills come through its lookup.
 */
export function createTipsRepository(db: Knex, resumes: Pick<ResumeLookup, "latestSkills">) {
  // The application tracker is a feature of its own that a deployment may not have migrated yet.
  let tracker: Promise<boolean> | undefined;
  const hasTracker = () => (tracker ??= db.schema.hasTable("applications"));
  return {
    async facts(userId: string, now: Date): Promise<TipFacts> {
      const since30 = new Date(now.getTime() - 30 * DAY);
      const user = await db("users").where({ id: userId }).first<{ name: string | null } | undefined>("name");
      const comparisons = await db("resume_comparisons").where({ user_id: userId }).andWhere("created_at", ">=", since30).orderBy("created_at", "desc").limit(10).select<Array<{ gaps: unknown }>>("gaps");
      const gaps = comparisons
        .flatMap((c) => (Array.isArray(c.gaps) ? c.gaps : typeof c.gaps === "string" ? (JSON.parse(c.gaps) as unknown[]) : []))
        .map((g) => String(g).replace(/\s*\([^)]*\)\s*$/, "").trim())
        // Skill gaps only ("Tableau"), not the comparison's advice sentences ("Role focus: ...").
        .filter((g) => g && g.length <= 40 && !/[:.]/.test(g));

      const interviews = await db("interview_sessions").where({ user_id: userId }).whereNotNull("finished_at").andWhere("finished_at", ">=", since30).select<Array<{ section_scores: unknown }>>("section_scores");
      const sums = new Map<string, { total: number; n: number }>();
      for (const row of interviews) {
        const scores = (typeof row.section_scores === "string" ? JSON.parse(row.section_scores) : row.section_scores) as Record<string, number> | null;
        for (const [k, v] of Object.entries(scores ?? {})) {
          const s = sums.get(k) ?? { total: 0, n: 0 };
          sums.set(k, { total: s.total + Number(v), n: s.n + 1 });
        }
      }
      const interview = interviews.length ? { count: interviews.length, sections: Object.fromEntries([...sums].map(([k, s]) => [k, s.total / s.n])) } : null;

      const today = now.toISOString().slice(0, 10);
      const tracked = await hasTracker();
      const quietRows = !tracked ? [] : await db("applications")
        .where({ user_id: userId })
        .whereIn("status", ["applied", "interviewing"])
        .andWhere("status_changed_at", "<", new Date(now.getTime() - 14 * DAY))
        .orderBy("status_changed_at", "asc")
        .limit(5)
        .select<Array<{ title: string; company: string | null; status_changed_at: Date }>>("title", "company", "status_changed_at");
      const dueRows = !tracked ? [] : await db("applications")
        .where({ user_id: userId })
        .whereNotNull("next_step")
        .whereNotNull("next_step_due")
        .andWhere("next_step_due", "<=", today)
        .whereNotIn("status", ["rejected", "withdrawn", "offer"])
        .orderBy("next_step_due", "asc")
        .limit(5)
        .select<Array<{ title: string; company: string | null; next_step: string }>>("title", "company", "next_step");

      const resumeSkills = await resumes.latestSkills(userId);
      const skills = resumeSkills ?? [];
      let postings: TipFacts["postings"] = { count: 0, top: [] };
      if (skills.length) {
        const since7 = new Date(now.getTime() - 7 * DAY);
        const base = db("job_postings").where("posted_at", ">=", since7).whereRaw("skills && ?::text[]", [skills]);
        const [counted] = await base.clone().count<Array<{ n: string | number }>>({ n: "*" });
        const top = await base
          .clone()
          .select("title", "company", "location")
          .orderByRaw("cardinality(ARRAY(SELECT unnest(skills) INTERSECT SELECT unnest(?::text[]))) DESC, posted_at DESC", [skills])
          .limit(3);
        postings = { count: Number(counted?.n ?? 0), top };
      }
      return {
        name: user?.name ?? "",
        gaps,
        interview,
        applications: {
          quiet: quietRows.map((r) => ({ title: r.title, company: r.company, days: Math.floor((now.getTime() - new Date(r.status_changed_at).getTime()) / DAY) })),
          due: dueRows.map((r) => ({ title: r.title, company: r.company, step: r.next_step })),
        },
        postings,
        hasResume: resumeSkills !== undefined,
      };
    },

    async find(userId: string, week: string): Promise<{ digest: WeeklyDigest; emailed_at: Date | null; created_at: Date } | undefined> {
      const row = await db("weekly_tips").where({ user_id: userId, week }).first<{ digest: unknown; emailed_at: Date | null; created_at: Date } | undefined>("digest", "emailed_at", "created_at");
      if (!row) return undefined;
      return { ...row, digest: (typeof row.digest === "string" ? JSON.parse(row.digest) : row.digest) as WeeklyDigest };
    },

    /** Keeps the first digest of a week (two processes building at once keep one). */
    async save(userId: string, digest: WeeklyDigest): Promise<void> {
      await db("weekly_tips").insert({ user_id: userId, week: digest.week, digest: JSON.stringify(digest) }).onConflict(["user_id", "week"]).ignore();
    },

    /** Claims the week's email for one sender: true only for the first caller. */
    async claimEmail(userId: string, week: string): Promise<boolean> {
      const n = await db("weekly_tips").where({ user_id: userId, week }).whereNull("emailed_at").update({ emailed_at: db.fn.now() });
      return n === 1;
    },

    async releaseEmail(userId: string, week: string): Promise<void> {
      await db("weekly_tips").where({ user_id: userId, week }).update({ emailed_at: null });
    },

    /** Users active in the last 30 days (they used a tool or signed up): who gets the weekly digest. */
    async activeUsers(now: Date): Promise<Array<{ id: string; email: string; name: string | null }>> {
      const since = new Date(now.getTime() - 30 * DAY);
      return db("users as u")
        .where("u.created_at", ">=", since)
        .orWhereExists(db("activity_events as a").whereRaw("a.user_id = u.id").andWhere("a.created_at", ">=", since))
        .select("u.id", "u.email", "u.name")
        .orderBy("u.id");
    },
  };
}

export type TipsRepository = ReturnType<typeof createTipsRepository>;
