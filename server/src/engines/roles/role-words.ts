/**
 * Role words (the word of a job title that names a role more narrowly than its family: "android", "physics",
 * "procurement") and the title words of postings that fit such a person in part: a post for the wider role their
 * work belongs to, or a near synonym employers use for it. A physics teacher takes a "Science Teacher" or an "Online
 * Tutor" post but not an English teacher's; a Python developer takes a "Backend Engineer" post but not a Java
 * developer's; a graphic designer takes a "Visual Designer" post but not a UX designer's. Words of rival roles (iOS
 * for Android, English for physics) are never listed: they fit 0.
 *
 * Curated by hand, like the role titles; the job search counts a posting of the person's family whose title names
 * one of these words at a share of a posting naming their own role word (server/src/modules/jobs/ranking.ts).
 */
const CROSS_PLATFORM = ["mobile", "flutter", "react native", "cross-platform", "cross platform", "hybrid"];
/** Teaching posts that name no subject: any subject teacher may take them. */
const ANY_SUBJECT = ["tutor", "academic coordinator"];
const SCIENCE = ["science", ...ANY_SUBJECT];
/** Posts for a language developer's wider role (one language of several is named by a rival's post). */
const BACKEND = ["backend", "back-end", "software engineer", "software developer", "sde"];
/** An SAP module consultant fits a post for the ERP as a whole, not another module's. */
const ERP = ["erp", "sap consultant"];

export const RELATED_ROLE_WORDS: Readonly<Record<string, readonly string[]>> = {
  // Mobile: one platform of several; cross-platform posts build for both.
  android: CROSS_PLATFORM,
  ios: CROSS_PLATFORM,
  flutter: ["mobile", "cross-platform", "cross platform"],
  // Teaching: a subject within the sciences, or a subject with no wider one.
  physics: SCIENCE,
  chemistry: SCIENCE,
  biology: SCIENCE,
  zoology: SCIENCE,
  botany: SCIENCE,
  mathematics: ANY_SUBJECT,
  maths: ANY_SUBJECT,
  english: ANY_SUBJECT,
  // Software: a language developer and the generic backend post.
  python: BACKEND,
  java: BACKEND,
  golang: BACKEND,
  // SAP and ERP modules.
  mm: ERP,
  fico: ERP,
  sd: ERP,
  abap: ERP,
  // Design: print and brand design is one trade under several names.
  graphic: ["visual", "brand", "communication", "creative"],
  visual: ["graphic", "brand", "communication", "creative"],
  // Supply chain: buying goes under several names.
  procurement: ["purchase", "purchasing", "sourcing", "buyer", "supply chain", "vendor"],
  purchase: ["procurement", "purchasing", "sourcing", "buyer", "supply chain", "vendor"],
  // Construction cost work: surveyors, billing and estimation engineers do the same work.
  surveyor: ["billing", "estimation", "cost", "contracts"],
  billing: ["surveyor", "estimation", "cost", "contracts"],
  // Retail lending: loan and credit officers.
  loan: ["credit"],
  credit: ["loan"],
};

/** The title words that fit a person whose role word is `word` in part; none for a word with no related roles. */
export function relatedRoleWords(word: string | null): readonly string[] {
  return word ? (RELATED_ROLE_WORDS[word] ?? []) : [];
}
