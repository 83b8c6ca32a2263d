import { CITIES } from "../../lib/places";
import { areaOverOut, cityOfName, placePhrases, tierOf, type PlaceTier } from "../../lib/place-phrases";
import { escapeRegExp } from "../../lib/regex";

// Cities people write on resumes, mapped to one canonical spelling (old and new names both known).
const CITY_ALIASES: Record<string, string[]> = {
  Bengaluru: ["bangalore", "bengaluru", "banglore", "bangaluru"],
  Gurugram: ["gurgaon", "gurugram"],
  Mumbai: ["mumbai", "bombay", "navi mumbai", "thane"],
  Delhi: ["delhi", "new delhi", "ncr", "delhi ncr"],
  Chennai: ["chennai", "madras"],
  Kolkata: ["kolkata", "calcutta"],
  Hyderabad: ["hyderabad", "secunderabad"],
  Pune: ["pune", "poona"],
  Noida: ["noida", "greater noida"],
  Thiruvananthapuram: ["thiruvananthapuram", "trivandrum"],
  Kochi: ["kochi", "cochin", "ernakulam"],
  Kozhikode: ["kozhikode", "calicut"],
  Vadodara: ["vadodara", "baroda"],
  Mysuru: ["mysuru", "mysore"],
  Mangaluru: ["mangaluru", "mangalore"],
  Puducherry: ["puducherry", "pondicherry"],
  Prayagraj: ["prayagraj", "allahabad"],
  Varanasi: ["varanasi", "banaras"],
  Visakhapatnam: ["visakhapatnam", "vizag"],
  Belagavi: ["belagavi", "belgaum"],
  Hubballi: ["hubballi", "hubli"],
  "Dubai": ["dubai"],
  "New York": ["new york", "nyc"],
  "San Francisco": ["san francisco", "bay area"],
};

const PLAIN_CITIES = (
  "Ahmedabad|Surat|Jaipur|Lucknow|Kanpur|Nagpur|Indore|Bhopal|Patna|Ludhiana|Agra|Nashik|Faridabad|Meerut|Rajkot|Ghaziabad|" +
  "Aurangabad|Srinagar|Dhanbad|Amritsar|Ranchi|Jabalpur|Gwalior|Coimbatore|Vijayawada|Jodhpur|Madurai|Raipur|Kota|Chandigarh|" +
  "Guwahati|Solapur|Bareilly|Moradabad|Tiruchirappalli|Trichy|Tiruppur|Salem|Jalandhar|Bhubaneswar|Bhubaneshwar|Warangal|Guntur|Bhiwandi|Saharanpur|" +
  "Gorakhpur|Bikaner|Amravati|Jamshedpur|Bhilai|Cuttack|Firozabad|Dehradun|Durgapur|Asansol|Nellore|Kolhapur|Ajmer|Gulbarga|" +
  "Jamnagar|Ujjain|Siliguri|Jhansi|Jammu|Udaipur|Mohali|Panchkula|Manipal|Vellore|Thrissur|Kollam|Kannur|Palakkad|Kottayam|" +
  "Tirupati|Nanded|Sangli|Gandhinagar|Bhavnagar|Shimla|Haridwar|Rourkela|Bokaro|Muzaffarpur|Darbhanga|Silchar|" +
  "Shillong|Imphal|Agartala|Aizawl|Itanagar|Gangtok|Panaji|Margao|Vasco da Gama|Goa|Hosur|Erode|Karur|Thanjavur|Tirunelveli|Nagercoil|" +
  "Kakinada|Rajahmundry|Karimnagar|Nizamabad|Davangere|Ballari|Bellary|Shivamogga|Shimoga|Tumakuru|Tumkur|Udupi|Latur|Akola|Jalgaon|" +
  "Ahmednagar|Satara|Ratnagiri|Sonipat|Panipat|Karnal|Rohtak|Hisar|Ambala|Bathinda|Patiala|Haldwani|Roorkee|Aligarh|Mathura|" +
  "Jalna|Dhule|Bilaspur|Korba|Durg|Rewa|Satna|Alwar|Bhilwara|Sikar|Kharagpur|Haldia|Howrah|Bardhaman|Malda|" +
  "Irinchayam|Kasaragod|Alappuzha|Pathanamthitta|Malappuram|Idukki|Wayanad|" +
  // Industrial towns at a metro's edge, written alone as the place of a plant or warehouse job.
  "Manesar|Sriperumbudur|Oragadam|Chakan|Talegaon|Ranjangaon|" +
  "London|Singapore|Sydney|Melbourne|Toronto|Vancouver|Berlin|Munich|Paris|Amsterdam|Dublin|Zurich|Seattle|Boston|Chicago|Austin|" +
  "Dallas|Houston|Atlanta|Denver|Los Angeles|San Jose|Mountain View|Palo Alto|Sunnyvale|Redmond|Abu Dhabi|Doha|Riyadh|Muscat|" +
  "Kuwait|Bahrain|Tokyo|Hong Kong|Shanghai|Kuala Lumpur|Jakarta|Manila|Bangkok|Dhaka|Colombo|Kathmandu|Karachi|Lahore|Auckland|" +
  "Johannesburg|Cape Town|Nairobi|Lagos|Stockholm|Copenhagen|Oslo|Helsinki|Warsaw|Prague|Madrid|Barcelona|Lisbon|Milan|Rome|Frankfurt|Hamburg|" +
  "Brussels|Vienna|Edinburgh|Manchester|Birmingham|Montreal|Calgary|Ottawa|New Jersey|Philadelphia|Washington|Pittsburgh|Charlotte|Phoenix|San Diego|Raleigh"
).split("|");

export const STATES = (
  "Andhra Pradesh|Arunachal Pradesh|Assam|Bihar|Chhattisgarh|Goa|Gujarat|Haryana|Himachal Pradesh|Jharkhand|Karnataka|Kerala|" +
  "Madhya Pradesh|Maharashtra|Manipur|Meghalaya|Mizoram|Nagaland|Odisha|Orissa|Punjab|Rajasthan|Sikkim|Tamil Nadu|Telangana|Tripura|" +
  "Uttar Pradesh|Uttarakhand|West Bengal|Jammu and Kashmir|Ladakh|Delhi|Puducherry|India|USA|United States|UK|United Kingdom|UAE|Canada|Australia|Germany|" +
  // Provinces, states and countries people abroad write after their town ("Brampton, Ontario", "Lagos, Nigeria").
  "Ontario|Quebec|British Columbia|Alberta|Texas|California|Florida|Illinois|Massachusetts|New South Wales|Queensland|England|Scotland|" +
  "United Arab Emirates|Qatar|Saudi Arabia|Oman|Nigeria|Kenya|South Africa|Philippines|Sri Lanka|Nepal|Bangladesh|Malaysia|New Zealand|Ireland|France|Netherlands|Switzerland|Sweden"
).split("|");

const CANON = new Map<string, string>();
for (const [canon, aliases] of Object.entries(CITY_ALIASES)) for (const a of aliases) CANON.set(a, canon);
for (const c of PLAIN_CITIES) CANON.set(c.toLowerCase(), c);

const CITY_RE = new RegExp(`\\b(${[...CANON.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp).join("|")})\\b`, "gi");
const STATE_RE = new RegExp(`\\b(${STATES.map(escapeRegExp).join("|")})\\b`, "gi");

/**
 * The first match of a name list in a line that reads as a place of the given tier (lib/place-phrases.ts): "out" is
 * outside any road or area phrase, "in" a name within one that still says where the place is ("Chakan" of "Chakan
 * MIDC"); the town a road is named after ("Hosur" of "Hosur Road") is never read.
 */
function firstPlace(re: RegExp, line: string, ...tiers: PlaceTier[]): string | null {
  const phrases = placePhrases(line);
  for (const m of line.matchAll(re)) {
    const name = m[1]!;
    if (tiers.includes(phrases.length ? tierOf(phrases, m.index, m.index + name.length, name) : "out")) return name;
  }
  return null;
}

/** The place of a line from the name lists, read in order, as the search reads it (location-match.ts firstCity). */
function readPlace(line: string, lists: RegExp[]): string | null {
  const pick = (...tiers: PlaceTier[]) => lists.reduce<string | null>((found, re) => found ?? firstPlace(re, line, ...tiers), null);
  const out = pick("out");
  const area = pick("area");
  // "Chakan MIDC, Pune" is Chakan: a town of the Pune region, where the person is.
  if (out && area && areaOverOut(cityOfName(area), cityOfName(out))) return area;
  return out ?? pick("in", "area");
}

/** The canonical spelling of a city ("Bangalore" → "Bengaluru", "Gurgaon" → "Gurugram"), or null. */
export function canonicalCity(name: string): string | null {
  return CANON.get(name.trim().toLowerCase()) ?? null;
}

/**
 * The first known city in a line, as written ("Bangalore"), or null: outside roads and areas first ("Hosur Road,
 * Bengaluru" is Bengaluru), then a town an area is named after ("Chakan MIDC" is Chakan).
 */
export function findCity(line: string): string | null {
  return readPlace(line, [CITY_RE]);
}

/** The first state or country in a line, as written, outside a road named after it ("Delhi Road" names none). */
export function findState(line: string): string | null {
  return firstPlace(STATE_RE, line, "out");
}

// Every city, suburb and town the job search's gazetteer knows ("Pimpri-Chinchwad", "Hinjewadi", "Kharghar"), so a
// place the search understands is never lost by the parse. Only a fallback: the list above is read first.
const GAZETTEER_RE = new RegExp(
  `\\b(${[...new Set(CITIES.flatMap((c) => c.names))].filter((n) => n.length >= 4).sort((a, b) => b.length - a.length).map(escapeRegExp).join("|")})\\b`,
  "gi",
);

/** The first city of the search's gazetteer in a line, as written, or null (outside roads and areas first, as findCity). */
export function findGazetteerCity(line: string): string | null {
  return readPlace(line, [GAZETTEER_RE]);
}

/**
 * The place a line names, as written, the way the job search reads it (location-match.ts): a city of either list
 * outside roads and areas ("Bengaluru" of "Hosur Road, Bengaluru", "Kakkanad" of "Infopark Phase 2, Kakkanad") unless
 * an area names another town of its metro region ("Chakan" of "Chakan MIDC, Pune"), else one within them that still
 * says where ("Chakan" of "Chakan MIDC", "Hosur Road": a road of Bengaluru).
 */
export function findPlace(line: string): string | null {
  return readPlace(line, [CITY_RE, GAZETTEER_RE]);
}
