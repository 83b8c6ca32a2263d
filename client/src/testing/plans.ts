import type { Plan } from "../api/generated/model";
import { PLANS as SERVER_PLANS } from "../../../server/src/modules/plans/plans";

/**
 * The plan catalogue exactly as the server serves it (GET /plans, SPEC section 9): tests read the server's own
 * catalogue instead of keeping a copy that could drift from it.
 */
export const CATALOGUE: Plan[] = SERVER_PLANS.map((plan) => structuredClone(plan) as Plan);

/** One plan of the catalogue (a copy, so a test may change it). */
export function catalogued(id: Plan["id"]): Plan {
  const plan = CATALOGUE.find((p) => p.id === id);
  if (!plan) throw new Error(`No plan ${id} in the catalogue`);
  return structuredClone(plan);
}
