/**
 * Roads, highways, phases, sectors and industrial areas named in a place ("Hosur Road, Bengaluru", "Chakan MIDC Phase
 * 2, Pune", "Infopark Phase 2, Kakkanad"). The words before such a keyword name a locality, not the town where the
 * person is: Hosur Road runs through Bengaluru towards Hosur, and Delhi Road is a road of Meerut. Both the resume
 * parser (engines/resume-parser/locations.ts) and the search (modules/jobs/location-match.ts) read places through
 * tierOf, so they agree on which place a text names:
 *  - "out": a name outside any such phrase, read first ("Bengaluru" in "Hosur Road, Bengaluru");
 *  - "in": a name that still says where the place is, read only when no "out" name does: a locality a road is named
 *    after ("Sarjapur Road", "Whitefield Main Road"), or a road or area the gazetteer knows by its whole name ("Hosur
 *    Road" and "Old Madras Road" are Bengaluru's, "HSR Layout");
 *  - "area": the name before an area keyword ("Infopark" in "Infopark Phase 2", "Chakan" in "Chakan MIDC"): read like
 *    "in", except that a town of the same metro region as the "out" city is read before it, being where the person
 *    is ("Chakan MIDC, Pune" is Chakan, a town of the Pune region; "Electronic City Phase 1, Bengaluru" is Bengaluru);
 *  - "none": a town or state a road is named after ("Hosur" in "Hosur Road", "Delhi" in "Delhi Road"): never read.
 */
import { cityByName, LOCALITY_NAMES, type City } from "./places";

export type PlaceTier = "out" | "in" | "area" | "none";

export interface PlacePhrase {
  /** Where the words before the keyword start. */
  start: number;
  /** Where those words end (the keyword starts after the space). */
  nameEnd: number;
  /** Where the keyword ends. */
  end: number;
  kind: "road" | "area";
}

const ROAD_WORDS = ["road", "rd", "street", "highway", "hwy", "expressway", "expy", "marg", "salai", "bypass"];
const AREA_WORDS = [
  "layout", "phase", "sector", "block", "stage", "midc", "sipcot", "sidco", "kiadb", "gidc", "sez", "special economic zone",
  "industrial estate", "industrial area", "industrial park", "industrial zone", "industrial corridor", "tech park", "techpark",
  "it park", "it hub", "software park", "business park",
];
const ROAD = new Set(ROAD_WORDS);
const WORD = String.raw`[\p{L}\p{N}][\p{L}\p{N}.'&]*(?:-[\p{L}\p{N}][\p{L}\p{N}.'&]*)*`;
const KEYWORDS = [...ROAD_WORDS, ...AREA_WORDS].sort((a, b) => b.length - a.length).map((k) => k.replace(/ /g, String.raw`\s+`));
// Up to four words, then the keyword: "Old Madras Road", "Golf Course Extension Road", "Netaji Subhash Chandra Bose Road".
const PHRASE = new RegExp(String.raw`(?<![\p{L}\p{N}_])((?:${WORD}\s+){0,4})(${KEYWORDS.join("|")})\.?(?![\p{L}\p{N}_])`, "giu");

/** The road and area phrases of a text, in order. */
export function placePhrases(text: string): PlacePhrase[] {
  const out: PlacePhrase[] = [];
  for (const m of text.matchAll(PHRASE)) {
    const words = m[1] ?? "";
    const keyword = (m[2] ?? "").toLowerCase().replace(/\s+/g, " ");
    const start = m.index;
    out.push({ start, nameEnd: start + words.trimEnd().length, end: start + words.length + (m[2] ?? "").length, kind: ROAD.has(keyword) ? "road" : "area" });
  }
  return out;
}

/** How a place name found at [start, end) of the text reads (see the top of this file). */
export function tierOf(phrases: readonly PlacePhrase[], start: number, end: number, name: string): PlaceTier {
  for (const p of phrases) {
    if (start < p.start || start >= p.end) continue;
    if (end <= p.nameEnd) return p.kind === "area" ? "area" : LOCALITY_NAMES.has(name.toLowerCase().replace(/\s+/g, " ")) ? "in" : "none";
    // A name that runs into the keyword is the road's or area's own name ("hosur road", "hsr layout").
    if (end >= p.end) return "in";
  }
  return "out";
}

/** The text with the words before each keyword blanked (same length), for reading states and countries outside them. */
export function blankPhraseNames(text: string, phrases: readonly PlacePhrase[]): string {
  let out = text;
  for (const p of phrases) out = out.slice(0, p.start) + " ".repeat(p.nameEnd - p.start) + out.slice(p.nameEnd);
  return out;
}

/** The city an "area" name is read as when a city is named outside too: the area's own, when it is another town of the same metro region. */
export function areaOverOut(area: City | undefined, out: City | undefined): boolean {
  return !!area && !!out && area !== out && !!area.metro && area.metro === out.metro;
}

/** The city of a place name as written ("Bangalore", "Chakan"), when the gazetteer knows it. */
export const cityOfName = (name: string): City | undefined => cityByName.get(name.toLowerCase().replace(/\s+/g, " "));
