/** `s` as a literal inside a regular expression ("C++" → "C\+\+", "Node.js" → "Node\.js"). */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
