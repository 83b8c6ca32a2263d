import type { Knex } from "knex";
import type { ExperienceLevel, PlaybookSection, WritingStyle } from "../../engines/playbook/types";

export interface NewPlaybook {
  user_id: string;
  role: string;
  experience_level: ExperienceLevel;
  focus_areas: string[];
  target_company: string | null;
  writing_style: WritingStyle;
  title: string;
  summary: string;
  filename: string;
  sections: PlaybookSection[];
  resources: string[];
}

export interface PlaybookRow extends NewPlaybook {
  id: string;
  created_at: Date;
}

export type PlaybookListRow = Pick<PlaybookRow, "id" | "title" | "role" | "experience_level" | "target_company" | "filename" | "created_at">;

// jsonb may come back as text from some drivers; text[] may come back as a '{a,b}' literal.
function fromJson<T>(value: unknown, fallback: T): T {
  if (typeof value === "string") {
    try {
      return JSON.parse(value) as T;
    } catch {
      return fallback;
    }
  }
  return (value ?? fallback) as T;
}

function toRow(r: Record<string, unknown>): PlaybookRow {
  return {
    id: String(r.id),
    user_id: String(r.user_id),
    role: String(r.role),
    experience_level: r.experience_level as ExperienceLevel,
    focus_areas: Array.isArray(r.focus_areas) ? (r.focus_areas as string[]) : [],
    target_company: (r.target_company as string | null) ?? null,
    writing_style: r.writing_style as WritingStyle,
    title: String(r.title),
    summary: String(r.summary),
    filename: String(r.filename),
    sections: fromJson<PlaybookSection[]>(r.sections, []),
    resources: fromJson<string[]>(r.resources, []),
    created_at: r.created_at as Date,
  };
}

/** The playbooks table: one row per generated playbook, owned by its user. */
export function createNotesRepository(db: Knex) {
  return {
    async create(p: NewPlaybook, trx: Knex = db): Promise<PlaybookRow> {
      const [row] = await trx("playbooks")
        .insert({ ...p, sections: JSON.stringify(p.sections), resources: JSON.stringify(p.resources) })
        .returning<Record<string, unknown>[]>("*");
      return toRow(row!);
    },

    /** The playbook if it exists AND belongs to the user; anyone else's is indistinguishable from a missing one. */
    async findForUser(id: string, userId: string, trx: Knex = db): Promise<PlaybookRow | undefined> {
      const row = await trx("playbooks").where({ id, user_id: userId }).first<Record<string, unknown> | undefined>();
      return row ? toRow(row) : undefined;
    },

    async listForUser(userId: string, limit: number, trx: Knex = db): Promise<PlaybookListRow[]> {
      const rows = await trx("playbooks")
        .where({ user_id: userId })
        .orderBy([{ column: "created_at", order: "desc" }, { column: "id", order: "desc" }])
        .limit(limit)
        .select<Record<string, unknown>[]>("id", "title", "role", "experience_level", "target_company", "filename", "created_at");
      return rows.map((r) => ({
        id: String(r.id),
        title: String(r.title),
        role: String(r.role),
        experience_level: r.experience_level as ExperienceLevel,
        target_company: (r.target_company as string | null) ?? null,
        filename: String(r.filename),
        created_at: r.created_at as Date,
      }));
    },
  };
}

export type NotesRepository = ReturnType<typeof createNotesRepository>;
