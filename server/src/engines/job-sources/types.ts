/** Which public job-board API a board is read from. */
export type ConnectorName = "greenhouse" | "lever" | "ashby" | "smartrecruiters" | "workable" | "recruitee" | "remotive" | "arbeitnow";

export type WorkMode = "remote" | "hybrid" | "onsite";

/** Portals Auto-Apply knows how to submit through; everything else is "other". */
export type Portal = "greenhouse" | "lever" | "workable" | "successfactors" | "naukri" | "shine" | "linkedin" | "other";

/** One board of config/job-boards.json. */
export interface BoardConfig {
  connector: ConnectorName;
  /**
   * The board's name at the source: Greenhouse board token, Lever company, Ashby job-board name, SmartRecruiters
   * company identifier, Workable account subdomain, Recruitee company subdomain; ignored by the aggregators.
   */
  name?: string;
  /** Company name to use when the source does not give one (Greenhouse, Lever). */
  company?: string;
  /** Overrides the connector's public API host (tests point it at a local server). */
  base_url?: string;
  /** Extra query parameters for the aggregators (Remotive: category, search, limit). */
  params?: Record<string, string>;
  /** Arbeitnow and SmartRecruiters pages to follow (default 3). */
  max_pages?: number;
  enabled?: boolean;
}

/** A posting in the shape of the job_postings table, whatever the source. */
export interface NormalisedPosting {
  source: string;
  external_id: string;
  title: string;
  company: string | null;
  location: string | null;
  /** Plain text (HTML stripped), paragraphs separated by blank lines. */
  description: string;
  work_mode: WorkMode;
  seniority: "junior" | "mid" | "senior" | "lead" | null;
  /** Canonical taxonomy names. */
  skills: string[];
  apply_link: string;
  portal: Portal;
  /** What the portal's application API needs, e.g. { board_token, job_id } for Greenhouse. */
  apply_meta: Record<string, string>;
  posted_at: Date | null;
}

export interface FetchOptions {
  fetch?: typeof fetch;
  /** Per request; default 15 s. */
  timeoutMs?: number;
}

/** Every connector: one board in, normalised postings out. Throws JobSourceError on network or shape problems. */
export interface JobSource {
  readonly name: ConnectorName;
  readonly defaultBaseUrl: string;
  fetchPostings(board: BoardConfig, options?: FetchOptions): Promise<NormalisedPosting[]>;
}

export class JobSourceError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "JobSourceError";
  }
}
