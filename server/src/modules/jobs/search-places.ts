/**
 * Where a search looks, in two steps, and how each result's place is labelled:
 *  1. the place itself (a city with its metro region, a state, a country, or remote work), plus remote postings a
 *     person there may take ("Remote — open to candidates in India");
 *  2. when that finds few good matches: nearby and other on-site postings in the same country (a remote search:
 *     on-site postings in the person's country), each labelled with where it is and how far.
 */
import type { PlaceClause } from "./job-repository";
import {
  cityOfKeys,
  countryKeys,
  DEFAULT_COUNTRY,
  distanceKm,
  isIndexedPlaceSet,
  parseLocation,
  placesRegex,
  REMOTE_KEY,
  remoteKeysFor,
  remoteScopeOf,
  type LocationFilter,
} from "./location-match";
import { CITIES, countryById, type City } from "./places";

export type PlaceMatch = "local" | "region" | "remote" | "nearby" | "elsewhere" | "anywhere";
export type PlaceScopeLabel = "anywhere" | "remote" | "city" | "region" | "state" | "country" | "unknown";

/** Within this distance (straight line; about 250–300 km by road) an on-site posting in another city is "nearby". */
export const NEARBY_KM = 220;

export interface PlacePlan {
  filter: LocationFilter;
  typed: string;
  primary: PlaceClause | null;
  /** The widening steps, nearest first (nearby cities, then the country or anywhere); empty when there is nowhere wider. */
  fill: Array<{ step: "nearby" | "wider"; clause: PlaceClause | null }>;
  /** The country the widening stays in, when it does. */
  fillCountry: string | null;
  /** The country whose remote postings a person here may take. */
  country: string | null;
  center: City | null;
  summary: { used: string; scope: PlaceScopeLabel; includes: string[] };
}

const countryName = (id: string | null | undefined) => (id ? (countryById.get(id)?.name ?? id) : null);

/** A clause for a set of names: the index when every name has a key, else whole words. */
function namesClause(names: string[], extraKeys: string[] = []): PlaceClause {
  if (isIndexedPlaceSet(names)) return { keys: [...new Set([...names, ...extraKeys])] };
  return { regex: placesRegex(names), ...(extraKeys.length ? { keys: extraKeys } : {}) };
}

/** Plans already worked out, oldest first; at most PLAN_MEMO. Shared by every search: never changed once made. */
const plans = new Map<string, PlacePlan>();
const PLAN_MEMO = 2_000;

/**
 * The plan for a typed location. `resumeLocation` (the person's own, from their resume) gives a remote search a
 * place to widen to; without one a remote search widens to the default country (India).
 */
export function planPlaces(typed: string, resumeLocation: string | null = null): PlacePlan {
  // A plan depends on the two texts only (the gazetteer is fixed), and people search the same few places: each is
  // worked out once (a country's widening step lists all its cities and states; nearby cities are measured).
  const key = `${typed}\u0000${resumeLocation ?? ""}`;
  let plan = plans.get(key);
  if (!plan) {
    if (plans.size >= PLAN_MEMO) plans.delete(plans.keys().next().value!);
    plans.set(key, (plan = workOutPlan(typed, resumeLocation)));
  }
  return plan;
}

function workOutPlan(typed: string, resumeLocation: string | null): PlacePlan {
  const filter = parseLocation(typed);
  if (filter.kind === "any") {
    return { filter, typed, primary: null, fill: [], fillCountry: null, country: null, center: null, summary: { used: "Anywhere", scope: "anywhere", includes: ["Anywhere"] } };
  }
  if (filter.kind === "remote") {
    const home = resumeLocation ? parseLocation(resumeLocation) : null;
    const homeCity = filter.near ?? (home?.kind === "places" ? (home.city ?? null) : null);
    const country = filter.country ?? (home?.kind === "places" ? (home.country ?? null) : home?.kind === "remote" ? (home.country ?? null) : null);
    const widenTo = country ?? DEFAULT_COUNTRY;
    const scope = country ? `Remote roles open to candidates in ${countryName(country)}` : "Remote roles";
    return {
      filter,
      typed,
      primary: { keys: country ? remoteKeysFor(country) : [REMOTE_KEY] },
      fill: [...(homeCity ? nearbySteps(homeCity, []) : []), { step: "wider", clause: { keys: countryKeys(widenTo) } }],
      fillCountry: widenTo,
      country,
      center: homeCity,
      summary: { used: country ? `Remote (${countryName(country)})` : "Remote", scope: "remote", includes: [scope] },
    };
  }
  const country = filter.country ?? null;
  const remote = remoteKeysFor(country ?? undefined);
  const primary = namesClause(filter.names, [...(filter.region?.names ?? []), ...remote]);
  const includes = [filter.label, ...(filter.region ? [filter.region.label] : []), `Remote roles open to candidates in ${countryName(country) ?? "any country"}`];
  const scope: PlaceScopeLabel = filter.scope;
  // Widening when few good matches: cities within NEARBY_KM (for a town we have no coordinates for, its state), then
  // the rest of its country (anywhere, when the country is unknown). A country search already covers the country.
  const searched = [...filter.names, ...(filter.region?.names ?? [])];
  // An unknown town in a known state already searches the state's cities as its region (location-match.ts).
  const near: PlacePlan["fill"] = filter.city ? nearbySteps(filter.city, searched) : [];
  const fill: PlacePlan["fill"] = filter.scope === "country" ? [] : [...near, { step: "wider", clause: country ? { keys: countryKeys(country) } : null }];
  return { filter, typed, primary, fill, fillCountry: country, country, center: filter.city ?? null, summary: { used: filter.label, scope, includes } };
}

/** Cities within NEARBY_KM of a city, other than the ones already searched. */
function nearbyCities(center: City, searched: string[]): City[] {
  const skip = new Set([...searched, ...center.names]);
  return CITIES.filter((c) => c !== center && !c.names.some((n) => skip.has(n)) && distanceKm(c, center) <= NEARBY_KM).sort((a, b) => distanceKm(a, center) - distanceKm(b, center));
}

/** The cities within NEARBY_KM of a city, as one widening step. */
function nearbySteps(center: City, searched: string[]): PlacePlan["fill"] {
  const keys = nearbyCities(center, searched).flatMap((c) => c.names);
  return keys.length ? [{ step: "nearby", clause: { keys } }] : [];
}

export interface PlaceLabel {
  match: PlaceMatch;
  /** Shown on the card when the posting is not in the place searched ("Remote — open to candidates in India"). */
  note: string | null;
  distance_km: number | null;
}

const modeWord = (mode: string) => (mode === "hybrid" ? "Hybrid" : mode === "remote" ? "Remote" : "On-site");

/** How a result relates to the place searched. `filled` marks rows found by the widening step. */
export function placeLabel(plan: PlacePlan, row: { place_keys: readonly string[]; work_mode: string; location: string | null }, filled: boolean): PlaceLabel {
  const f = plan.filter;
  const keys = row.place_keys;
  const isRemote = row.work_mode === "remote" || keys.includes(REMOTE_KEY);
  const remoteNote = () => `Remote — open to candidates ${((s) => (s === "anywhere" ? "anywhere" : `in ${s}`))(remoteScopeOf(keys, plan.country ?? undefined))}`;
  if (f.kind === "any") return { match: "anywhere", note: isRemote ? remoteNote() : null, distance_km: null };
  if (f.kind === "remote" && !filled) return { match: "remote", note: remoteNote(), distance_km: null };
  if (!filled && f.kind === "places") {
    const own = f.names.some((n) => keys.includes(n)) || (!isIndexedPlaceSet(f.names) && new RegExp(placesRegex(f.names).replace(/\\m|\\M/g, "\\b"), "i").test(row.location ?? ""));
    if (own) return { match: "local", note: null, distance_km: 0 };
    if (f.region?.names.some((n) => keys.includes(n))) {
      const city = cityOfKeys(keys);
      return { match: "region", note: `${city?.name ?? "Nearby"}, in the ${f.region.label}`, distance_km: city && f.city ? Math.round(distanceKm(city, f.city)) : null };
    }
    if (isRemote) return { match: "remote", note: remoteNote(), distance_km: null };
    const city = cityOfKeys(keys);
    const km = city && f.city ? Math.round(distanceKm(city, f.city)) : null;
    if (city && km !== null && km <= NEARBY_KM) return { match: "nearby", note: `${modeWord(row.work_mode)} in ${city.name}, about ${km} km from ${f.label}`, distance_km: km };
  }
  // Widened: where it is, and how far from the place searched (or the person's own city).
  const city = cityOfKeys(keys);
  const center = plan.center;
  const km = city && center ? Math.round(distanceKm(city, center)) : null;
  const where = city?.name ?? row.location ?? "another city";
  const mode = modeWord(row.work_mode);
  if (f.kind === "remote") {
    const note = `${mode} in ${where} — not remote${km !== null && center ? `, about ${km} km from ${center.name}` : ""}`;
    // With no city of their own to be far from, an on-site role anywhere in the country is "anywhere" to them.
    return { match: km === null ? "anywhere" : km <= NEARBY_KM ? "nearby" : "elsewhere", note, distance_km: km };
  }
  const from = f.kind === "places" ? f.label : "";
  if (km !== null && km <= NEARBY_KM) return { match: "nearby", note: `${mode} in ${where}, about ${km} km from ${from}`, distance_km: km };
  return { match: "elsewhere", note: `${mode} in ${where}${km !== null ? `, about ${km} km from ${from}` : `, outside ${from}`}`, distance_km: km };
}

/** The panel's sentence: which place was used, and what was added when it had few matches. */
export function placeNote(plan: PlacePlan, filled: { nearby: number; elsewhere: number }): string {
  const s = plan.summary;
  const list = (xs: string[]) => (xs.length <= 1 ? xs.join("") : `${xs.slice(0, -1).join(", ")} and ${xs[xs.length - 1]}`);
  let text: string;
  const lowerFirst = (x: string) => x.charAt(0).toLowerCase() + x.slice(1);
  if (s.scope === "anywhere") text = "Showing roles in every location.";
  else if (s.scope === "remote") text = `Showing ${lowerFirst(s.includes[0]!)}.`;
  else {
    const [place, ...rest] = s.includes;
    const region = plan.filter.kind === "places" ? plan.filter.region?.label : undefined;
    const places = [place!, ...rest.filter((r) => !r.startsWith("Remote")).map((r) => (r === region ? `the ${r}` : r))];
    text = `Showing roles in ${list(places)}, and ${lowerFirst(rest.find((r) => r.startsWith("Remote"))!)}.`;
  }
  if (filled.nearby + filled.elsewhere > 0) {
    const country = countryName(plan.fillCountry) ?? "other places";
    const what =
      s.scope === "remote"
        ? `on-site roles in ${country}${plan.center ? ` nearest ${plan.center.name} first` : ""}`
        : filled.nearby && filled.elsewhere
          ? `nearby cities and elsewhere in ${country}`
          : filled.nearby
            ? "nearby cities"
            : `elsewhere in ${country}`;
    text += ` Few matched there, so roles from ${what} follow, each labelled with where it is.`;
  }
  return text;
}
