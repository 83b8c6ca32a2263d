import type { ApplyOutcome, PortalAdapter, PortalId } from "./types";

/** Why each portal without a public application API cannot be applied to by us, in the user's words. */
const WHY: Record<Exclude<PortalId, "greenhouse" | "lever">, string> = {
  linkedin: "LinkedIn has no public application API (Easy Apply works only inside LinkedIn). Finish this one in a click.",
  naukri: "Naukri has no public application API. Finish this one in a click.",
  shine: "Shine has no public application API. Finish this one in a click.",
  workable: "Workable accepts API applications only with the employer's own token. Finish this one in a click.",
  successfactors: "SAP SuccessFactors has no public application API for candidates. Finish this one in a click.",
};

/** Portals we do not pretend to apply through: the posting is queued as "ready for you" with its link. */
export function createReadyForYouAdapter(portal: keyof typeof WHY): PortalAdapter {
  return {
    portal,
    async apply(): Promise<ApplyOutcome> {
      return { status: "ready_for_you", reason: WHY[portal] };
    },
  };
}
