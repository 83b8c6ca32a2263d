// Pure helpers for the playbook form (SPEC section 5, "Playbook form").

/** SPEC section 9: at most 8 focus-area topics. */
export const MAX_TOPICS = 8;
/** Longest topic the server accepts (the contract's maxLength for a focus area). */
export const MAX_TOPIC_LENGTH = 80;
/** SPEC section 5 defaults. */
export const DEFAULT_ROLE = "Product Manager";
export const DEFAULT_TOPICS: readonly string[] = ["product strategy", "analytics"];

/**
 * The topic separator (SPEC leaves it open): commas, semicolons and newlines. Each piece is trimmed and its
 * inner whitespace collapsed; empty pieces are dropped. Slashes, pipes and "and" are kept, because topics
 * such as "CI/CD", "A/B testing" or "sales and negotiation" are single topics.
 */
export function splitTopics(input: string): string[] {
  return input
    .split(/[,;\r\n]+/)
    .map((t) => t.replace(/\s+/g, " ").trim().slice(0, MAX_TOPIC_LENGTH).trim())
    .filter((t) => t.length > 0);
}

const topicKey = (t: string) => t.toLocaleLowerCase();

export interface MergeResult {
  /** The new list: the existing topics, then the new ones in the order typed, capped at MAX_TOPICS. */
  topics: string[];
  added: string[];
  /** Typed topics already in the list (compared case-insensitively), or repeated in the input. */
  duplicates: string[];
  /** Topics left out because the list was full. */
  overflow: string[];
}

/** Adds typed input to the chips: split, ignore empties and case-insensitive duplicates, stop at MAX_TOPICS. */
export function mergeTopics(existing: readonly string[], input: string, max = MAX_TOPICS): MergeResult {
  const topics = [...existing];
  const seen = new Set(existing.map(topicKey));
  const result: MergeResult = { topics, added: [], duplicates: [], overflow: [] };
  for (const topic of splitTopics(input)) {
    if (seen.has(topicKey(topic))) {
      result.duplicates.push(topic);
    } else if (topics.length >= max) {
      result.overflow.push(topic);
    } else {
      seen.add(topicKey(topic));
      topics.push(topic);
      result.added.push(topic);
    }
  }
  return result;
}

/** A short note on what an add did not take, or null when everything typed was added. */
export function mergeNotice(result: MergeResult, max = MAX_TOPICS): string | null {
  const parts: string[] = [];
  if (result.duplicates.length > 0) parts.push(`Already added: ${result.duplicates.join(", ")}.`);
  if (result.overflow.length > 0) parts.push(`You can add up to ${max} focus areas; remove one to add ${result.overflow.join(", ")}.`);
  return parts.length > 0 ? parts.join(" ") : null;
}

export function removeTopic(topics: readonly string[], topic: string): string[] {
  return topics.filter((t) => topicKey(t) !== topicKey(topic));
}
