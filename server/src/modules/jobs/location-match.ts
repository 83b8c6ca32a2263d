/**
 * What a location typed into the search means, and the place keys postings are indexed under.
 *
 * Typed: "City", "City, State", "City, State PIN", "City, Country", a PIN code, a state, a country, a metro region
 * ("Delhi NCR"), "Remote"/"Work from home" (optionally with a country), "Anywhere"; cities under old and new names
 * (Bangalore/Bengaluru, Gurgaon/Gurugram, Bombay/Mumbai). A place we have no names for is matched as written, as
 * whole words. A road, phase, sector or industrial area is a locality, not a town (lib/place-phrases.ts): "Hosur
 * Road, Bengaluru" is Bengaluru, "Delhi Road, Meerut" is Meerut, and "Chakan MIDC Phase 2, Pune" is Chakan (a town of
 * the Pune region named before its area).
 *
 * Indexed (job_postings.place_keys, GIN): every known place name a posting's location names as whole words, and for
 * remote work "remote" plus where it is open to: "remote@india", "remote@europe", or "remote@anywhere" when it says
 * nowhere. A search then asks for one array overlap: the city's names, its metro region's, and the remote keys a
 * person there may take.
 */
import { areaOverOut, blankPhraseNames, placePhrases, tierOf, type PlacePhrase } from "../../lib/place-phrases";
import { escapeRegExp } from "../../lib/regex";
import {
  CITIES,
  cityByName,
  COUNTRIES,
  countryById,
  DEFAULT_COUNTRY,
  distanceKm,
  metroById,
  METROS,
  REMOTE_REGIONS,
  STATES,
  stateById,
  type City,
  type Country,
} from "./places";

export type PlaceScope = "city" | "region" | "state" | "country" | "unknown";

export type LocationFilter =
  | { kind: "any" }
  /** Remote work; `country` (a country id) when the typed text names where the person is ("Remote, India"). */
  | { kind: "remote"; country?: string; near?: City }
  | {
      kind: "places";
      /** The place names a posting's location must name (indexed keys, or words for an unknown place). */
      names: string[];
      scope: PlaceScope;
      /** How the place is shown ("Navi Mumbai", "Karnataka", "Tirupur"). */
      label: string;
      /** The metro region around a city, searched with it ("Mumbai region": Mumbai, Thane...). */
      region?: { label: string; names: string[] };
      /** Country id, when known. */
      country?: string;
      /** The city, when the place is one (for distances). */
      city?: City;
      /** State id, when known. */
      state?: string;
    };

const ANYWHERE = new Set(["", "any", "anywhere", "all", "everywhere", "any location", "all locations", "any where", "worldwide", "global"]);
const REMOTE = /\b(remote|remotely|work from home|work-from-home|wfh|home based|home-based|telecommute|distributed)\b/;
const REMOTE_ANYWHERE = /\b(worldwide|anywhere|global|globally|world ?wide)\b/;
export const REMOTE_KEY = "remote";
export const REMOTE_ANYWHERE_KEY = "remote@anywhere";
export const remoteKey = (where: string) => `remote@${where}`;

const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/[()[\]{}|]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

function wordRegex(name: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(name)}(?![\\p{L}\\p{N}_])`, "u");
}
const regexCache = new Map<string, RegExp>();
function hasWord(text: string, name: string): boolean {
  if (!text.includes(name)) return false;
  let re = regexCache.get(name);
  if (!re) regexCache.set(name, (re = wordRegex(name)));
  return re.test(text);
}
const WORD_RUN = /[\p{L}\p{N}_]+/gu;
/** Names by their first word, so a text is only tried for the names whose first word it has. */
function byFirstWord(names: Iterable<string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const name of names) {
    const first = name.match(WORD_RUN)?.[0] ?? name;
    const list = out.get(first);
    if (list) list.push(name);
    else out.set(first, [name]);
  }
  return out;
}
/** The names of an index whose first word is a word of the text (a superset of the names it has as whole words). */
function* namesIn(text: string, index: Map<string, string[]>): Generator<string> {
  for (const word of new Set(text.match(WORD_RUN) ?? [])) yield* index.get(word) ?? [];
}
const CITY_NAMES_BY_WORD = byFirstWord(cityByName.keys());

const globalCache = new Map<string, RegExp>();
/** Where a whole-word name occurs, first to last. */
function* wordsAt(text: string, name: string): Generator<number> {
  if (!text.includes(name)) return;
  let re = globalCache.get(name);
  if (!re) globalCache.set(name, (re = new RegExp(wordRegex(name).source, "gu")));
  for (const m of text.matchAll(re)) yield m.index;
}
/**
 * Where a whole-word name first reads as a place: -1 when it does not ("hosur" in "hosur road"). `tier` is "in" for a
 * name that counts only when nothing outside a road or area phrase does (lib/place-phrases.ts).
 */
function placeAt(text: string, name: string, phrases: readonly PlacePhrase[]): { at: number; tier: "out" | "in" | "area" } | null {
  let inside: { at: number; tier: "in" | "area" } | null = null;
  for (const at of wordsAt(text, name)) {
    const tier = phrases.length ? tierOf(phrases, at, at + name.length, name) : "out";
    if (tier === "out") return { at, tier };
    if (tier !== "none" && !inside) inside = { at, tier };
  }
  return inside;
}

const cityNames = (c: City) => c.names;
const metroCities = (metro: string) => CITIES.filter((c) => c.metro === metro);
const stateCities = (state: string) => CITIES.filter((c) => c.state === state);
const countryCities = (country: string) => CITIES.filter((c) => c.country === country);
const stateNames = (country: string) => STATES.filter((s) => s.country === country).map((s) => s.name.toLowerCase());

/** Indian PIN codes by their first digits, for a location typed as a PIN alone. Longest prefix wins. */
const PIN_PREFIXES: Array<[string, string]> = ([
  ["4006", "thane"], ["4007", "navi mumbai"], ["400", "mumbai"], ["4102", "navi mumbai"], ["4113", "pune"], ["411", "pune"], ["412", "pune"],
  ["110", "new delhi"], ["122", "gurugram"], ["2013", "noida"], ["2010", "ghaziabad"], ["1210", "faridabad"], ["560", "bengaluru"],
  ["600", "chennai"], ["700", "kolkata"], ["711", "howrah"], ["500", "hyderabad"], ["380", "ahmedabad"], ["382", "gandhinagar"],
  ["682", "kochi"], ["302", "jaipur"], ["160", "chandigarh"], ["641", "coimbatore"], ["452", "indore"], ["695", "thiruvananthapuram"],
  ["226", "lucknow"], ["751", "bhubaneswar"], ["530", "visakhapatnam"], ["440", "nagpur"], ["462", "bhopal"], ["390", "vadodara"],
  ["395", "surat"], ["781", "guwahati"], ["800", "patna"], ["834", "ranchi"], ["248", "dehradun"], ["625", "madurai"], ["570", "mysuru"],
  ["575", "mangaluru"], ["673", "kozhikode"], ["605", "puducherry"], ["403", "panaji"],
] as Array<[string, string]>).sort((a, b) => b[0].length - a[0].length);

function cityOfPin(text: string): City | undefined {
  const pin = /\b(\d{3})\s?(\d{3})\b/.exec(text);
  if (!pin) return undefined;
  const digits = `${pin[1] ?? ""}${pin[2] ?? ""}`;
  const hit = PIN_PREFIXES.find(([prefix]) => digits.startsWith(prefix));
  return hit ? cityByName.get(hit[1]) : undefined;
}

/**
 * The city the text names first (the longest name where two start at the same place: "navi mumbai" over "mumbai"),
 * outside roads and areas first: "Hosur Road, Bengaluru" is Bengaluru, "Hinjewadi Phase 1" is Hinjewadi.
 */
function firstCity(text: string, phrases: readonly PlacePhrase[] = placePhrases(text)): City | undefined {
  type Hit = { at: number; len: number; city: City };
  const best: Record<"out" | "in" | "area", Hit | undefined> = { out: undefined, in: undefined, area: undefined };
  const earlier = (a: Hit | undefined, b: Hit | undefined) => (!a || (b && (b.at < a.at || (b.at === a.at && b.len > a.len))) ? b : a);
  for (const name of namesIn(text, CITY_NAMES_BY_WORD)) {
    const found = placeAt(text, name, phrases);
    if (found) best[found.tier] = earlier(best[found.tier], { at: found.at, len: name.length, city: cityByName.get(name)! });
  }
  // "Chakan MIDC, Pune" is Chakan (a town of the Pune region); "Hosur Road, Bengaluru" is Bengaluru.
  if (areaOverOut(best.area?.city, best.out?.city)) return best.area!.city;
  return (best.out ?? earlier(best.in, best.area))?.city;
}

/** A state named in a comma-separated part or as words ("Pune, MH"); abbreviations only as a whole part. */
function stateIn(text: string, parts: string[]): string | undefined {
  for (const s of STATES) {
    const full = s.name.toLowerCase();
    if (hasWord(text, full)) return s.id;
    for (const n of s.names) {
      if (n.length <= 4 ? parts.includes(n) : hasWord(text, n)) return s.id;
    }
  }
  return undefined;
}

function countryIn(text: string, parts: string[]): Country | undefined {
  for (const c of COUNTRIES) {
    if (c.names.some((n) => hasWord(text, n))) return c;
    if (parts.length > 1 && (c.short ?? []).some((n) => parts.slice(1).includes(n))) return c;
    if (parts.length === 1 && (c.short ?? []).some((n) => n.length > 2 && parts[0] === n)) return c;
  }
  return undefined;
}

function cityFilter(city: City): Extract<LocationFilter, { kind: "places" }> {
  const metro = city.metro ? metroById.get(city.metro) : undefined;
  const regionNames = metro ? metroCities(metro.id).filter((c) => c !== city).flatMap(cityNames) : [];
  return {
    kind: "places",
    names: [...city.names],
    scope: "city",
    label: city.name,
    ...(metro && regionNames.length ? { region: { label: metro.label, names: regionNames } } : {}),
    country: city.country,
    city,
    ...(city.state ? { state: city.state } : {}),
  };
}

function countryFilter(country: Country): Extract<LocationFilter, { kind: "places" }> {
  return {
    kind: "places",
    names: [...new Set([...country.names, ...stateNames(country.id), ...countryCities(country.id).flatMap(cityNames)])],
    scope: "country",
    label: country.name,
    country: country.id,
  };
}

export function parseLocation(input: string | undefined | null): LocationFilter {
  const text = normalise(input ?? "");
  if (ANYWHERE.has(text)) return { kind: "any" };
  const parts = text.split(/\s*,\s*|\s+-\s+|\s*\/\s*/).map((p) => p.replace(/\b\d{3}\s?\d{3}\b/g, "").trim()).filter(Boolean);

  if (REMOTE.test(text)) {
    const near = firstCity(text);
    const country = countryIn(text, parts)?.id ?? near?.country;
    return { kind: "remote", ...(country ? { country } : {}), ...(near ? { near } : {}) };
  }

  const metro = METROS.find((m) => m.typed.includes(text) || parts.some((p) => m.typed.includes(p)));
  const phrases = placePhrases(text);
  // "Gurgaon (Delhi NCR)" is Gurugram; "Delhi NCR" alone is the region.
  const city = firstCity(text, phrases) ?? cityOfPin(text);
  if (city && !(metro && parts.length === 1 && !city.names.includes(text))) return cityFilter(city);
  if (metro) {
    const cities = metroCities(metro.id);
    return {
      kind: "places",
      names: [...new Set(cities.flatMap(cityNames))],
      scope: "region",
      label: metro.label,
      country: cities[0]!.country,
      city: cities[0]!,
      ...(cities[0]!.state ? { state: cities[0]!.state } : {}),
    };
  }

  // A state or country a road is named after is not where the place is ("Delhi Road").
  const bare = phrases.length ? blankPhraseNames(text, phrases) : text;
  const state = stateIn(bare, parts);
  const country = countryIn(bare, parts);
  // A state on its own: every city of it, and its name.
  if (state && (parts.length === 1 || parts.every((p) => stateById.get(state)!.names.includes(p) || p === stateById.get(state)!.name.toLowerCase() || countryIn(p, [p])))) {
    const s = stateById.get(state)!;
    return { kind: "places", names: [s.name.toLowerCase(), ...stateCities(state).flatMap(cityNames)], scope: "state", label: s.name, country: s.country, state };
  }
  if (country && parts.every((p) => countryIn(p, [p]) === country)) return countryFilter(country);

  // An unknown place is matched as written (its first part), as whole words; its state or country says where it is.
  const first = (parts[0] ?? text).replace(/[^\p{L}\p{N} .'-]+/gu, "").trim();
  if (!first) return { kind: "any" };
  const label = first.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
  const where = state ? stateById.get(state)!.country : country?.id;
  // A town we do not know, in a state we do ("Dankuni, West Bengal"): the state's cities are searched with it, as a
  // metro region is with its city, since its jobs are mostly in them and no posting may name the town.
  const stateNames = state ? stateCities(state).flatMap(cityNames) : [];
  const region = stateNames.length ? { label: `${stateById.get(state!)!.name} region`, names: [...new Set(stateNames)] } : null;
  return { kind: "places", names: [first], scope: "unknown", label, ...(region ? { region } : {}), ...(where ? { country: where } : {}), ...(state ? { state } : {}) };
}

/** Every place name a posting's location is indexed under. */
const GAZETTEER: ReadonlySet<string> = new Set([
  ...CITIES.flatMap(cityNames),
  ...STATES.map((s) => s.name.toLowerCase()),
  ...COUNTRIES.flatMap((c) => c.names),
]);
const GAZETTEER_BY_WORD = byFirstWord(GAZETTEER);

/** The countries a posting's location names: directly, through a city or state, or as an upper-case short form ("US"). */
function countriesOf(location: string, text: string, keys: Set<string>): string[] {
  const out = new Set<string>();
  for (const key of keys) {
    const city = cityByName.get(key);
    if (city) out.add(city.country);
    const state = STATES.find((s) => s.name.toLowerCase() === key);
    if (state) out.add(state.country);
    const country = COUNTRIES.find((c) => c.names.includes(key));
    if (country) out.add(country.id);
  }
  for (const c of COUNTRIES) {
    for (const short of c.short ?? []) {
      if (short.length >= 2 && new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(short.toUpperCase())}(?![\\p{L}\\p{N}_])`, "u").test(location)) out.add(c.id);
    }
  }
  void text;
  return [...out];
}

/**
 * The place keys a posting is indexed under (job_postings.place_keys): every known place name its location names as
 * whole words, and for remote work "remote" with the countries or regions it is open to ("remote@india",
 * "remote@europe"), or "remote@anywhere" when it names none or says worldwide.
 */
export function placeKeys(location: string | null | undefined, workMode?: string | null): string[] {
  const raw = location ?? "";
  const text = normalise(raw);
  const keys = new Set<string>();
  const phrases = placePhrases(text);
  if (!phrases.length) {
    for (const name of namesIn(text, GAZETTEER_BY_WORD)) if (hasWord(text, name)) keys.add(name);
  } else {
    // Not the towns roads are named after ("hosur" of "Hosur Road, Bengaluru"); the name before an area keyword
    // ("chakan" of "Chakan MIDC, Pune": the posting is there); the localities roads are named after only when no city
    // is named outside them ("Dwarka Expressway, Gurugram" is not in Delhi).
    const inside: string[] = [];
    for (const name of namesIn(text, GAZETTEER_BY_WORD)) {
      const found = placeAt(text, name, phrases);
      if (found?.tier === "out" || found?.tier === "area") keys.add(name);
      else if (found) inside.push(name);
    }
    if (![...keys].some((k) => cityByName.has(k))) for (const name of inside) keys.add(name);
  }
  if (workMode === "remote" || REMOTE.test(text)) {
    const open = new Set<string>();
    for (const country of countriesOf(raw, text, keys)) open.add(remoteKey(country));
    for (const [region, words] of Object.entries(REMOTE_REGIONS)) if (words.some((w) => hasWord(text, w))) open.add(remoteKey(region));
    if (!open.size || REMOTE_ANYWHERE.test(text)) open.add(REMOTE_ANYWHERE_KEY);
    keys.add(REMOTE_KEY);
    for (const k of open) keys.add(k);
  }
  return [...keys].sort();
}

/** The remote keys a person in `country` may take: remote work open to that country, its regions, or anywhere. */
export function remoteKeysFor(country: string | undefined): string[] {
  const c = country ? countryById.get(country) : undefined;
  if (!c) return [REMOTE_ANYWHERE_KEY];
  return [remoteKey(c.id), REMOTE_ANYWHERE_KEY, ...c.regions.map(remoteKey)];
}

/** True when every name is a gazetteer name, so the filter can use the place_keys index. */
export function isIndexedPlaceSet(names: readonly string[]): boolean {
  return names.length > 0 && names.every((n) => GAZETTEER.has(n));
}

/** A PostgreSQL regular expression matching any of the names as whole words in lower(location). */
export function placesRegex(names: readonly string[]): string {
  return `\\m(${[...new Set(names)].map(escapeRegExp).join("|")})\\M`;
}

/** Every indexed name of a country (its names, states and cities), for widening a search to the whole country. */
export function countryKeys(country: string): string[] {
  const c = countryById.get(country);
  return c ? countryFilter(c).names : [];
}

/** The first known city among a posting's place keys. */
export function cityOfKeys(keys: readonly string[]): City | undefined {
  // Prefer the longest name ("navi mumbai" over "mumbai").
  let best: { city: City; len: number } | undefined;
  for (const k of keys) {
    const city = cityByName.get(k);
    if (city && (!best || k.length > best.len)) best = { city, len: k.length };
  }
  return best?.city;
}

/** Where a remote posting is open to, for its label: "India", "Europe", "anywhere". */
export function remoteScopeOf(keys: readonly string[], forCountry?: string): string {
  const scopes = keys.filter((k) => k.startsWith("remote@")).map((k) => k.slice("remote@".length));
  if (forCountry && scopes.includes(forCountry)) return countryById.get(forCountry)?.name ?? forCountry;
  const country = scopes.map((s) => countryById.get(s)).find(Boolean);
  if (country) return country.name;
  const region = scopes.find((s) => s !== "anywhere");
  if (region) return region.length <= 4 ? region.toUpperCase() : region.replace(/\b\w/g, (ch) => ch.toUpperCase());
  return "anywhere";
}

export { distanceKm, DEFAULT_COUNTRY };
