/**
 * pg_trgm's `word_similarity(needle, haystack)` in JavaScript, so the in-process index knows a posting's title
 * similarity before PostgreSQL is asked (and asks it for fewer postings: indexed-search.ts). It follows
 * contrib/pg_trgm/trgm_op.c (generate_trgm_only, calc_word_similarity, iterate_word_similarity) step by step,
 * with its options: words are runs of letters and digits, lowercased, padded with two blanks before and one after;
 * similarity is shared / (needle's + extent's - shared) unique trigrams, in single precision.
 *
 * Only for ASCII text: beyond it, which characters are letters depends on the database's locale and multibyte
 * trigrams are hashed, so the function returns null and the caller leaves the value to PostgreSQL.
 */

const NON_ASCII = /[^\p{ASCII}]/u;
const BLANK = 32;

/** ASCII letters and digits (pg_trgm's word characters on ASCII text), lowercased; -1 for any other character. */
const WORD_CHAR = new Int16Array(128).fill(-1);
for (let c = 48; c < 58; c++) WORD_CHAR[c] = c;
for (let c = 97; c < 123; c++) WORD_CHAR[c] = c;
for (let c = 65; c < 91; c++) WORD_CHAR[c] = c + 32;

/**
 * Trigrams of an ASCII string in text order, duplicates kept (generate_trgm_only), each as the number
 * a << 16 | b << 8 | c of its three characters.
 */
function trigrams(text: string): number[] {
  const out: number[] = [];
  let a = BLANK;
  let b = BLANK;
  let inWord = false;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? WORD_CHAR[text.charCodeAt(i)]! : -1;
    if (c >= 0) {
      if (!inWord) {
        inWord = true;
        a = BLANK;
        b = BLANK;
      }
      out.push((a << 16) | (b << 8) | c);
      a = b;
      b = c;
    } else if (inWord) {
      // The word's last trigram: its two last characters and the one blank of right padding.
      out.push((a << 16) | (b << 8) | BLANK);
      inWord = false;
    }
  }
  return out;
}

/** pg_trgm's CALCSML with DIVUNION, as a float4. */
function similarityOf(count: number, needleUnique: number, extentUnique: number): number {
  return Math.fround(count / (needleUnique + extentUnique - count));
}

/**
 * The greatest similarity between the needle's trigrams and any extent of the haystack's (non-strict word
 * similarity), or null when either string is not ASCII.
 */
export function wordSimilarity(needle: string, haystack: string): number | null {
  if (NON_ASCII.test(needle) || NON_ASCII.test(haystack)) return null;
  const ids = new Map<number, number>();
  const idOf = (t: number) => {
    let id = ids.get(t);
    if (id === undefined) ids.set(t, (id = ids.size));
    return id;
  };
  const needleIds = new Set(trigrams(needle).map(idOf));
  const positions = trigrams(haystack).map(idOf);
  const found = new Uint8Array(ids.size);
  for (const id of needleIds) found[id] = 1;
  const ulen1 = needleIds.size;

  // iterate_word_similarity without its check-only and strict flags.
  const lastpos = new Int32Array(ids.size).fill(-1);
  let ulen2 = 0;
  let count = 0;
  let upper = -1;
  let lower = -1;
  let best = 0;
  for (let i = 0; i < positions.length; i++) {
    const t = positions[i]!;
    if (lower >= 0 || found[t]) {
      if (lastpos[t]! < 0) {
        ulen2++;
        if (found[t]) count++;
      }
      lastpos[t] = i;
    }
    if (!found[t]) continue;
    upper = i;
    if (lower === -1) {
      lower = i;
      ulen2 = 1;
    }
    let current = similarityOf(count, ulen1, ulen2);
    // Try moving the extent's start right for a greater similarity.
    let tmpCount = count;
    let tmpUlen2 = ulen2;
    const prevLower = lower;
    for (let tmpLower = lower; tmpLower <= upper; tmpLower++) {
      const tmp = similarityOf(tmpCount, ulen1, tmpUlen2);
      if (tmp > current) {
        current = tmp;
        ulen2 = tmpUlen2;
        lower = tmpLower;
        count = tmpCount;
      }
      const tt = positions[tmpLower]!;
      if (lastpos[tt] === tmpLower) {
        tmpUlen2--;
        if (found[tt]) tmpCount--;
      }
    }
    best = Math.max(best, current);
    for (let tmpLower = prevLower; tmpLower < lower; tmpLower++) {
      const tt = positions[tmpLower]!;
      if (lastpos[tt] === tmpLower) lastpos[tt] = -1;
    }
  }
  return best;
}
