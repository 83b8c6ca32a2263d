// Shape of server/data/role-taxonomy.json, shared by the resolver (reader) and scripts/build-role-taxonomy.ts (writer).

export const SENIORITIES = ["intern", "entry", "mid", "senior", "lead", "manager", "executive"] as const;
export type Seniority = (typeof SENIORITIES)[number];

export interface RoleFamily {
  id: string;
  name: string;
  /** The broad group ("technology", "healthcare"): the playbook's curated families. */
  sector: string;
  /** Families whose postings a person in this one would also consider; symmetric. */
  neighbours: string[];
}

export interface Occupation {
  /** O*NET-SOC code, "15-2051.01". */
  code: string;
  title: string;
  family: string;
}

/** A job title that means a family (curated, or a playbook guide's name). */
export interface TitleEntry {
  title: string;
  family: string;
  /** The O*NET occupation the title names, when one does. */
  code?: string;
  /**
   * Set for a title most holders of which are in the family but many are not (a cluster head runs a bank's branches
   * or a retailer's stores): it is read at this confidence, so the resume's skills may say otherwise, and with its
   * level words ("Deputy Project Manager" is a builder's rung; "Project Manager" is every field's).
   */
  confidence?: number;
}

/** A title no O*NET title names ("Store Keeper"), with the occupations it means. */
export interface AlternateTitle {
  title: string;
  codes: string[];
}

export interface RoleTaxonomyFile {
  version: string;
  onet_release: string;
  attribution: string;
  sectors: string[];
  families: RoleFamily[];
  occupations: Occupation[];
  titles: TitleEntry[];
  alternate_titles: AlternateTitle[];
  /**
   * The titles word weights (IDF) are counted over besides the O*NET titles: the playbook guides' names as they
   * were written. Counting every curated alias instead would weigh words by how many aliases happen to use them.
   */
  reference_titles: string[];
}

export interface RoleResolution {
  /** The family the title belongs to; null when nothing in it names a job ("Intern", "Team member"). */
  family: RoleFamily | null;
  /** The level the title states; "mid" when it states none (see seniorityStated). */
  seniority: Seniority;
  seniorityStated: boolean;
  /** The O*NET occupation the title reads as, when one fits. */
  code: string | null;
  occupation: string | null;
  /** 0..1: 1 for a known title, the word-overlap score for a near one, 0 for none. */
  confidence: number;
}
