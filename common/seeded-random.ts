/**
 * mulberry32: a tiny seeded PRNG (never Math.random where output must be reproducible): the demo job corpus and
 * the interview plans both draw from it, so the same seed always gives the same postings and questions.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
