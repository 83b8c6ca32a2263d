import type { JsonBody, Schemas } from "../../http/operations";
import { badRequest, conflict, notFound } from "../../lib/errors";
import type { DraftsRepository, DraftRow, DraftSummaryRow } from "./drafts-repository";

/** How many drafts a user keeps; the next save asks them to delete one. */
export const MAX_DRAFTS = 50;

const NOT_FOUND = "That draft was not found. It may have been deleted.";
const TOO_MANY = `You already have ${MAX_DRAFTS} saved drafts. Please delete one you no longer need, then save again.`;

type DraftInput = JsonBody<"createResumeDraft">;

function cleanName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, " ");
  if (!trimmed) throw badRequest("Please give the draft a name.", { errors: [{ path: "/body/name", message: "must not be blank" }] });
  return trimmed;
}

function toSummary(row: DraftSummaryRow): Schemas["ResumeDraftSummary"] {
  return {
    id: row.id,
    name: row.name,
    target_role: row.target_role ?? "",
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

function toDraft(row: DraftRow): Schemas["ResumeDraft"] {
  return { ...toSummary(row), form: row.form as Schemas["ResumeDraftForm"] };
}

/**
 * Save Draft: the builder's form stored exactly as sent (the contract bounds every field; nothing is trimmed or
 * split), so a draft opened again is the form the person left.
 */
export function createDraftsService(deps: { repo: DraftsRepository }) {
  const { repo } = deps;
  return {
    async list(userId: string): Promise<Schemas["ResumeDraftList"]> {
      return { drafts: (await repo.list(userId, MAX_DRAFTS)).map(toSummary) };
    },

    async get(userId: string, id: string): Promise<Schemas["ResumeDraft"]> {
      const row = await repo.find(userId, id);
      if (!row) throw notFound(NOT_FOUND);
      return toDraft(row);
    },

    async create(userId: string, input: DraftInput): Promise<Schemas["ResumeDraft"]> {
      const name = cleanName(input.name);
      const row = await repo.transactionForUser(userId, async (trx) => {
        if ((await repo.count(userId, trx)) >= MAX_DRAFTS) throw conflict(TOO_MANY);
        return repo.insert(userId, { name, form: input.form }, trx);
      });
      return toDraft(row);
    },

    async update(userId: string, id: string, input: DraftInput): Promise<Schemas["ResumeDraft"]> {
      const row = await repo.update(userId, id, { name: cleanName(input.name), form: input.form });
      if (!row) throw notFound(NOT_FOUND);
      return toDraft(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.remove(userId, id))) throw notFound(NOT_FOUND);
    },
  };
}

export type DraftsService = ReturnType<typeof createDraftsService>;
