/**
 * How a posting's score (0–100) is made. Each part is 0..1:
 *  - coverage: the share of the query's keywords the posting contains (as a phrase in its text, or as a skill);
 *  - skills:   the share of the query's taxonomy skills among the posting's extracted skills;
 *  - text:     full-text relevance, ts_rank_cd over the weighted search_vector, normalised as rank/(rank+1);
 *  - title:    the best trigram word-similarity between a keyword and the title;
 *  - freshness: exp(-age/30 days) from posted_at (or when it was indexed).
 * A query with no taxonomy skills moves the skills weight to coverage.
 */
export interface RankWeights {
  coverage: number;
  skills: number;
  text: number;
  title: number;
  freshness: number;
}

export const RELEVANT_SCORE = 70;
export const FRESHNESS_DAYS = 30;

const WITH_SKILLS: RankWeights = { coverage: 0.35, skills: 0.2, text: 0.1, title: 0.25, freshness: 0.1 };

export function weightsFor(querySkillCount: number): RankWeights {
  if (querySkillCount > 0) return WITH_SKILLS;
  return { ...WITH_SKILLS, coverage: WITH_SKILLS.coverage + WITH_SKILLS.skills, skills: 0 };
}

export interface ScoreParts {
  coverage: number;
  skills: number;
  text: number;
  title: number;
  freshness: number;
}

/** The same formula the repository's SQL orders by (kept here so it can be read and tested on its own). */
export function combineScore(parts: ScoreParts, w: RankWeights): number {
  const clamp = (x: number) => Math.max(0, Math.min(1, x));
  const raw =
    w.coverage * clamp(parts.coverage) + w.skills * clamp(parts.skills) + w.text * clamp(parts.text) + w.title * clamp(parts.title) + w.freshness * clamp(parts.freshness);
  return Math.round(100 * raw);
}

export const isRelevant = (score: number) => score >= RELEVANT_SCORE;
