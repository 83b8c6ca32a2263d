/**
 * What a location typed into the search means: anywhere, remote postings, or a set of place names
 * (a city under all its names, a region, a country with its main cities) matched as whole words.
 */
export type LocationFilter =
  | { kind: "any" }
  | { kind: "remote" }
  | { kind: "places"; names: string[] };
import { escapeRegExp } from "../../lib/regex";

// Each group: the names people type for it → the names postings may use for it.
const CITY_GROUPS: Array<[string[], string[]]> = [
  [["bengaluru", "bangalore", "banglore", "blr"], ["bengaluru", "bangalore"]],
  [["mumbai", "bombay"], ["mumbai", "bombay", "navi mumbai", "thane"]],
  [["navi mumbai"], ["navi mumbai"]],
  [["delhi ncr", "ncr", "delhi-ncr", "national capital region"], ["delhi", "new delhi", "ncr", "gurugram", "gurgaon", "noida", "greater noida", "ghaziabad", "faridabad"]],
  [["delhi", "new delhi"], ["delhi", "new delhi"]],
  [["gurugram", "gurgaon"], ["gurugram", "gurgaon"]],
  [["noida", "greater noida"], ["noida"]],
  [["chennai", "madras"], ["chennai", "madras"]],
  [["kolkata", "calcutta"], ["kolkata", "calcutta"]],
  [["hyderabad", "secunderabad", "cyberabad"], ["hyderabad", "secunderabad"]],
  [["pune", "poona"], ["pune", "poona"]],
  [["kochi", "cochin", "ernakulam"], ["kochi", "cochin", "ernakulam"]],
  [["thiruvananthapuram", "trivandrum"], ["thiruvananthapuram", "trivandrum"]],
  [["vadodara", "baroda"], ["vadodara", "baroda"]],
  [["mysuru", "mysore"], ["mysuru", "mysore"]],
  [["mangaluru", "mangalore"], ["mangaluru", "mangalore"]],
  [["visakhapatnam", "vizag"], ["visakhapatnam", "vizag"]],
  [["puducherry", "pondicherry"], ["puducherry", "pondicherry"]],
  [["kozhikode", "calicut"], ["kozhikode", "calicut"]],
  [["new york", "nyc", "new york city"], ["new york", "nyc", "brooklyn", "manhattan"]],
  [["san francisco", "sf", "bay area", "sf bay area"], ["san francisco", "bay area", "sf"]],
  [["munich", "münchen", "muenchen"], ["munich", "münchen", "muenchen"]],
  [["cologne", "köln", "koeln"], ["cologne", "köln", "koeln"]],
  [["dubai"], ["dubai"]],
];

const INDIA_CITIES = [
  "bengaluru", "bangalore", "mumbai", "bombay", "navi mumbai", "thane", "delhi", "new delhi", "ncr", "gurugram", "gurgaon", "noida",
  "ghaziabad", "faridabad", "hyderabad", "secunderabad", "pune", "chennai", "madras", "kolkata", "calcutta", "ahmedabad", "kochi",
  "cochin", "jaipur", "chandigarh", "mohali", "coimbatore", "indore", "thiruvananthapuram", "trivandrum", "lucknow", "nagpur",
  "bhubaneswar", "vadodara", "surat", "visakhapatnam", "mysuru", "mysore", "mangaluru", "mangalore", "bhopal", "goa", "guwahati",
];

const COUNTRIES: Array<[string[], string[]]> = [
  [["india", "bharat"], ["india", ...INDIA_CITIES]],
  [["united states", "usa", "us", "u.s.", "united states of america", "america"], ["united states", "usa", "new york", "nyc", "san francisco", "seattle", "austin", "boston", "chicago", "los angeles", "denver", "atlanta", "washington", "dallas", "san jose", "palo alto", "mountain view"]],
  [["united kingdom", "uk", "u.k.", "great britain", "britain", "england"], ["united kingdom", "england", "scotland", "london", "manchester", "edinburgh", "birmingham", "bristol", "cambridge", "oxford"]],
  [["germany", "deutschland"], ["germany", "deutschland", "berlin", "munich", "münchen", "hamburg", "frankfurt", "cologne", "köln", "stuttgart", "düsseldorf", "dusseldorf", "leipzig"]],
  [["canada"], ["canada", "toronto", "vancouver", "montreal", "ottawa", "calgary", "waterloo"]],
  [["singapore"], ["singapore"]],
  [["united arab emirates", "uae", "emirates"], ["united arab emirates", "uae", "dubai", "abu dhabi", "sharjah"]],
  [["australia"], ["australia", "sydney", "melbourne", "brisbane", "perth"]],
  [["netherlands", "holland", "the netherlands"], ["netherlands", "amsterdam", "rotterdam", "utrecht", "the hague", "eindhoven"]],
  [["ireland"], ["ireland", "dublin", "cork"]],
  [["france"], ["france", "paris", "lyon"]],
  [["spain"], ["spain", "madrid", "barcelona"]],
];

const ANYWHERE = new Set(["", "any", "anywhere", "all", "everywhere", "any location", "all locations"]);
const REMOTE = /\b(remote|work from home|wfh|remotely|home based|home-based)\b/;

const normalise = (s: string) => s.toLowerCase().replace(/[()]/g, " ").replace(/\s+/g, " ").trim();

function lookup(part: string): string[] | null {
  for (const [typed, names] of CITY_GROUPS) if (typed.includes(part)) return names;
  for (const [typed, names] of COUNTRIES) if (typed.includes(part)) return names;
  return null;
}

export function parseLocation(input: string | undefined | null): LocationFilter {
  const text = normalise(input ?? "");
  if (ANYWHERE.has(text)) return { kind: "any" };
  if (REMOTE.test(text)) return { kind: "remote" };
  const whole = lookup(text);
  if (whole) return { kind: "places", names: whole };
  // "Koramangala, Bengaluru, Karnataka": the most specific part we know wins, left to right.
  const parts = text.split(/\s*,\s*/).filter(Boolean);
  for (const part of parts) {
    const names = lookup(part);
    if (names) return { kind: "places", names };
  }
  // An unknown place is matched as written (its first part), as whole words.
  const first = (parts[0] ?? text).replace(/[^\p{L}\p{N} .'-]+/gu, "").trim();
  return first ? { kind: "places", names: [first] } : { kind: "any" };
}

/** Every place name a posting's location is indexed under (what the typed names of any group expand to). */
const GAZETTEER: ReadonlySet<string> = new Set([
  ...CITY_GROUPS.flatMap(([, names]) => names),
  ...COUNTRIES.flatMap(([, names]) => names),
  ...INDIA_CITIES,
]);

/** The key stored for postings that can be done remotely. */
export const REMOTE_KEY = "remote";

/**
 * The place keys a posting is indexed under (job_postings.place_keys, GIN): every known place name that occurs
 * as whole words in its location, plus "remote" for remote work. A location filter made of known names then
 * becomes an array overlap the index answers, instead of a regular expression run on every row.
 */
export function placeKeys(location: string | null | undefined, workMode?: string | null): string[] {
  const text = normalise(location ?? "");
  const keys = new Set<string>();
  for (const name of GAZETTEER) {
    // Cheap pre-check; the regex below decides whole-word matches (and overlapping names like "new delhi"/"delhi").
    if (!text.includes(name)) continue;
    const re = new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(name)}(?![\\p{L}\\p{N}_])`, "u");
    if (re.test(text)) keys.add(name);
  }
  if (workMode === "remote" || REMOTE.test(text)) keys.add(REMOTE_KEY);
  return [...keys].sort();
}

/** True when every name is a gazetteer name, so the filter can use the place_keys index. */
export function isIndexedPlaceSet(names: readonly string[]): boolean {
  return names.length > 0 && names.every((n) => GAZETTEER.has(n));
}

/** A PostgreSQL regular expression matching any of the names as whole words in lower(location). */
export function placesRegex(names: readonly string[]): string {
  return `\\m(${[...new Set(names)].map(escapeRegExp).join("|")})\\M`;
}
