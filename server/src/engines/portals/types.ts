/** The seven portals a user can switch on in Auto-Apply settings (SPEC section 3). */
export const PORTALS = ["linkedin", "greenhouse", "lever", "workable", "successfactors", "naukri", "shine"] as const;
export type PortalId = (typeof PORTALS)[number];

export function isPortalId(value: string): value is PortalId {
  return (PORTALS as readonly string[]).includes(value);
}

/** Who is applying: taken from the account and the user's latest parsed resume. */
export interface Applicant {
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  phone: string;
  /** The resume as plain text (we keep the text, not the original file). */
  resumeText: string;
  resumeFileName: string;
  /** Current employer, when the resume names one. */
  currentCompany: string;
  links: string[];
}

/** The posting being applied to, as stored in the job index. */
export interface PostingTarget {
  id: string;
  title: string;
  company: string | null;
  applyLink: string;
  portal: PortalId;
  /** What the portal's application API needs: { board_token, job_id } (Greenhouse), { company, posting_id } (Lever). */
  applyMeta: Record<string, unknown>;
}

export type ApplyOutcome =
  | { status: "submitted"; reference: string | null }
  /** Nothing was sent: the user finishes it through the apply link. */
  | { status: "ready_for_you"; reason: string }
  /** `retryable` only when resending cannot create a duplicate (the portal refused before accepting, e.g. 429). */
  | { status: "failed"; reason: string; retryable: boolean };

/** One adapter per portal. Implementations never throw for portal answers; they describe them. */
export interface PortalAdapter {
  readonly portal: PortalId;
  apply(posting: PostingTarget, applicant: Applicant): Promise<ApplyOutcome>;
}
