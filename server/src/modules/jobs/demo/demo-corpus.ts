import { seededRandom } from "../../../../../common/seeded-random";
import type { NormalisedPosting } from "../../../engines/job-sources/types";
import { getDefaultSkillExtractor } from "../../../engines/skills/default-extractor";
import { demoApplyLink } from "./demo-apply";
import { FAMILIES, type Family } from "./families";

/**
 * The demo corpus: realistic postings for fictional companies, generated from a seeded PRNG so the
 * same (seed, index, now) always gives the same posting. Posting i does not depend on how many are
 * generated, so the 5,000 seeded at start are the first 5,000 of the 100,000 the benchmark loads.
 * Apply links go to a real public search for the same role and city (Naukri in India, LinkedIn
 * elsewhere; demo-apply.ts); every description ends with a note that it is a demo posting and says where Apply
 * leads. Company descriptions fit the posting's country (see INDUSTRY).
 */
export const DEMO_SOURCE = "demo";
export const DEFAULT_DEMO_COUNT = 10_000;
export const DEMO_SEED = 20261122;

type Rand = () => number;
const pick = <T>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
function sample<T>(r: Rand, list: readonly T[], n: number): T[] {
  const copy = [...list];
  const out: T[] = [];
  while (out.length < n && copy.length) out.push(copy.splice(Math.floor(r() * copy.length), 1)[0]!);
  return out;
}
function weighted<T>(r: Rand, items: ReadonlyArray<readonly [T, number]>): T {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let x = r() * total;
  for (const [item, w] of items) if ((x -= w) < 0) return item;
  return items[items.length - 1]![0];
}

interface Place {
  city: string;
  /** Older names some postings still use ("Bangalore"). */
  alt?: string;
  region: string;
  country: string;
  india: boolean;
}

const INDIA: Array<[Place, number]> = [
  [{ city: "Bengaluru", alt: "Bangalore", region: "Karnataka", country: "India", india: true }, 16],
  [{ city: "Mumbai", region: "Maharashtra", country: "India", india: true }, 10],
  [{ city: "Hyderabad", region: "Telangana", country: "India", india: true }, 9],
  [{ city: "Pune", region: "Maharashtra", country: "India", india: true }, 8],
  [{ city: "Gurugram", alt: "Gurgaon", region: "Haryana", country: "India", india: true }, 7],
  [{ city: "Chennai", region: "Tamil Nadu", country: "India", india: true }, 7],
  [{ city: "New Delhi", region: "Delhi", country: "India", india: true }, 5],
  [{ city: "Noida", region: "Uttar Pradesh", country: "India", india: true }, 5],
  [{ city: "Kolkata", region: "West Bengal", country: "India", india: true }, 4],
  [{ city: "Ahmedabad", region: "Gujarat", country: "India", india: true }, 3],
  [{ city: "Kochi", region: "Kerala", country: "India", india: true }, 2],
  [{ city: "Jaipur", region: "Rajasthan", country: "India", india: true }, 2],
  [{ city: "Chandigarh", region: "Chandigarh", country: "India", india: true }, 1.5],
  [{ city: "Coimbatore", region: "Tamil Nadu", country: "India", india: true }, 1.5],
  [{ city: "Indore", region: "Madhya Pradesh", country: "India", india: true }, 1],
  [{ city: "Thiruvananthapuram", region: "Kerala", country: "India", india: true }, 1],
  [{ city: "Lucknow", region: "Uttar Pradesh", country: "India", india: true }, 1],
  [{ city: "Bhubaneswar", region: "Odisha", country: "India", india: true }, 1],
];
const GLOBAL: Array<[Place, number]> = [
  [{ city: "London", region: "England", country: "United Kingdom", india: false }, 2],
  [{ city: "Singapore", region: "", country: "Singapore", india: false }, 2],
  [{ city: "Dubai", region: "", country: "United Arab Emirates", india: false }, 2],
  [{ city: "Berlin", region: "", country: "Germany", india: false }, 1.5],
  [{ city: "Toronto", region: "Ontario", country: "Canada", india: false }, 1.5],
  [{ city: "New York", region: "NY", country: "United States", india: false }, 1.5],
  [{ city: "San Francisco", region: "CA", country: "United States", india: false }, 1],
  [{ city: "Amsterdam", region: "", country: "Netherlands", india: false }, 1],
  [{ city: "Sydney", region: "NSW", country: "Australia", india: false }, 1],
  [{ city: "Dublin", region: "", country: "Ireland", india: false }, 1],
];
const PLACES: Array<[Place, number]> = [...INDIA, ...GLOBAL];

/**
 * Where a family's postings go, in turn. Office jobs cluster where their industries are (the tech hubs' weights
 * above); jobs every town has (schools, hospitals, hotels, bank branches, shops, sites and plants: families marked
 * `everywhere`) follow the square root of those weights, so a city of a twentieth of Bengaluru's tech jobs still has
 * a quarter of its teachers. The list repeats each place by its weight in a smooth round robin, and a family's k-th
 * posting takes slot k, so every family reaches every seeded city within one round (about 60–160 postings of the
 * family, which the 5,000-posting demo index holds several times over) instead of by chance.
 */
interface Slot<T> {
  item: T;
  /** How many slots of the same place come before this one in the round, and how many the place has in a round. */
  rank: number;
  perRound: number;
}
function schedule<T>(items: ReadonlyArray<readonly [T, number]>, scale: (w: number) => number): Array<Slot<T>> {
  const weights = items.map(([, w]) => Math.max(1, Math.round(scale(w))));
  const total = weights.reduce((a, b) => a + b, 0);
  const current = weights.map(() => 0);
  const seen = weights.map(() => 0);
  const out: Array<Slot<T>> = [];
  for (let n = 0; n < total; n++) {
    weights.forEach((w, i) => (current[i]! += w));
    let best = 0;
    current.forEach((c, i) => { if (c > current[best]!) best = i; });
    current[best]! -= total;
    out.push({ item: items[best]![0], rank: seen[best]!++, perRound: weights[best]! });
  }
  return out;
}
/**
 * Which family each posting belongs to, in turn: jobs every town has are twice as many as each office family (more
 * people teach, nurse, sell and keep accounts than run Kubernetes), 41 postings a round.
 */
const FAMILY_ROUND = schedule(FAMILIES.map((f) => [f, f.everywhere ? 2 : 1] as const), (w) => w);
const SCHEDULES = {
  office: schedule(PLACES, (w) => w * 2),
  officeIndia: schedule(INDIA, (w) => w * 2),
  everywhere: schedule(PLACES, (w) => Math.sqrt(w) * 2),
  everywhereIndia: schedule(INDIA, (w) => Math.sqrt(w) * 2),
};

// Invented brand stems: none is meant to be a real company.
const STEMS = [
  "Aarohan", "Brightloom", "Cedarpeak", "Dhruvana", "Everkind", "Falconridge", "Greenvale", "Helixa", "Indravan", "Juniper Row",
  "Kalpaka", "Lumora", "Meridia", "Nakshatrik", "Orbisol", "Pravahan", "Quillstone", "Rivanta", "Saptarang", "Tejomaya",
  "Umbrelia", "Vistaara", "Wavecrest", "Yatrika", "Zentrova", "Amberfield", "Bluecairn", "Coralline", "Deepwell", "Emberline",
  "Firefern", "Gulmohar", "Haverlane", "Ironbark", "Jharokha", "Kestrelon", "Lotusgate", "Monsoonly", "Neelgiri", "Oakhollow",
  "Panchtatva", "Quasarix", "Ratnaloom", "Sandalwood Row", "Tarangini", "Upavan", "Vayumitra", "Willowmere", "Xylona", "Yamunika",
];
/**
 * What each kind of company is. `india` descriptions say something only true of a company working in India (its
 * plants, stores or customers there); `global` ones fit a company anywhere. A posting abroad only ever uses a
 * `global` one, so no London posting speaks of plants in India.
 */
const INDUSTRY: Record<string, { suffixes: string[]; india: string[]; global: string[] }> = {
  fintech: { suffixes: ["Fintech", "Pay", "Capital", "Money"], india: ["a digital lender serving first-time borrowers across Bharat", "a wealth-tech platform helping salaried Indians invest"], global: ["a fintech company building payments and lending products for small businesses"] },
  software: { suffixes: ["Software", "Technologies", "Labs", "Cloud"], india: [], global: ["a B2B SaaS company whose products are used by teams in over 40 countries", "a developer-tools company helping engineering teams ship faster", "an enterprise software company modernising workflows for mid-size businesses"] },
  commerce: { suffixes: ["Commerce", "Marketplace", "Bazaar", "Retail Tech"], india: ["a direct-to-consumer brand selling across India through its own app and marketplaces", "a quick-commerce startup delivering groceries in under twenty minutes in eight Indian cities"], global: ["a social-commerce marketplace connecting small sellers with millions of buyers"] },
  mobility: { suffixes: ["Mobility", "Motors", "Rides", "EV"], india: ["a ride-hailing and logistics platform operating in 30 Indian cities"], global: ["an electric-mobility company building scooters and charging networks"] },
  health: { suffixes: ["Health", "Care", "Diagnostics", "Wellness"], india: ["a digital health platform connecting patients with clinics across tier-2 cities"], global: ["a health-tech company making diagnostics and teleconsultation affordable"] },
  hospitals: { suffixes: ["Hospitals", "Multispeciality Hospitals", "Medical Centres"], india: ["a group of multispeciality hospitals with 350-bed centres in six Indian cities", "a network of community hospitals and day-care centres across India"], global: [] },
  media: { suffixes: ["Media", "Studios", "Digital", "Stories"], india: ["a digital media company publishing in eight Indian languages", "a streaming and creator platform for regional Indian content"], global: ["a digital media company publishing news, video and podcasts"] },
  learning: { suffixes: ["Learning", "Academy", "EdTech", "Classes"], india: ["an ed-tech company helping students prepare for board and entrance exams"], global: ["an upskilling platform for working professionals"] },
  analytics: { suffixes: ["Analytics", "Insights", "Data"], india: [], global: ["an analytics consultancy helping retailers and banks use their data", "a data platform company turning messy data into decisions"] },
  retail: { suffixes: ["Retail", "Stores", "Brands"], india: ["an omnichannel retailer with 200 stores across India and a growing online business", "a consumer brands house selling personal-care products nationwide"], global: ["an omnichannel retailer with stores and a growing online business"] },
  insurance: { suffixes: ["Insurance", "Assure", "Cover"], india: ["a digital insurer offering health and motor policies online", "an insurance distribution platform working with 40 Indian insurers"], global: ["a digital insurer offering home and health cover online"] },
  banking: { suffixes: ["Bank", "Finance", "Financial Services"], india: ["a small finance bank serving customers across 12 states", "a non-banking financial company focused on MSME loans"], global: ["a retail bank serving individuals and small businesses"] },
  telecom: { suffixes: ["Networks", "Telecom", "Connect"], india: [], global: ["a telecom and enterprise-connectivity provider", "a network services company running fibre and data-centre operations"] },
  consulting: { suffixes: ["Consulting", "Advisory", "Partners"], india: [], global: ["a technology consulting firm delivering ERP and cloud programmes", "a management consultancy working with manufacturing and retail clients"] },
  manufacturing: { suffixes: ["Industries", "Manufacturing", "Engineering", "Components"], india: ["an auto-components manufacturer supplying global OEMs from its plants in India", "a precision engineering company with three plants in India"], global: [] },
  logistics: { suffixes: ["Logistics", "Freight", "Supply Chain", "Express"], india: ["a logistics company running warehouses and last-mile delivery for e-commerce across India"], global: ["a freight and supply-chain platform for manufacturers"] },
  foods: { suffixes: ["Foods", "Kitchens", "Beverages"], india: ["a packaged-foods brand sold in 50,000 stores across India", "a cloud-kitchen company running six food brands in Indian metros"], global: [] },
  realty: { suffixes: ["Realty", "Infra", "Builders", "Homes"], india: ["a real-estate developer building residential projects in three Indian metros", "an infrastructure company executing roads and metro-rail projects in India"], global: [] },
  energy: { suffixes: ["Energy", "Power", "Renewables"], india: ["a renewable-energy company building solar and wind parks in India"], global: ["a power-equipment manufacturer"] },
  travel: { suffixes: ["Travel", "Trips", "Holidays"], india: [], global: ["an online travel company selling flights, hotels and holidays", "a travel-experiences marketplace"] },
  schools: { suffixes: ["Schools", "Public Schools", "International Schools"], india: ["a K-12 school group with campuses in five Indian cities", "a group of CBSE-affiliated schools known for their science programmes"], global: [] },
  hotels: { suffixes: ["Hotels", "Resorts", "Hospitality"], india: ["a hotel group running business and leisure hotels in twelve Indian cities"], global: ["a hotel group with city and resort properties", "a boutique hotel and restaurant company"] },
};

const BENEFITS_INDIA = [
  "Health insurance for you, your spouse, children and parents",
  "Flexible working hours",
  "Annual learning budget of ₹50,000",
  "Employee stock options",
  "Paid parental leave",
  "Meal allowance and cab facility for late shifts",
  "Two wellness days every quarter",
  "Performance bonus",
  "Relocation support",
];
const BENEFITS_GLOBAL = ["Comprehensive health cover", "Pension contributions", "Learning budget", "Flexible hours", "Equity", "Generous parental leave", "Home-office budget"];

const YEARS: Record<Seniority, string> = { junior: "0–2 years", mid: "2–5 years", senior: "5–8 years", lead: "8+ years" };
const SALARY_LPA: Record<Seniority, [number, number]> = { junior: [3, 6], mid: [7, 14], senior: [15, 28], lead: [28, 50] };
type Seniority = "junior" | "mid" | "senior" | "lead";

function joinList(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

const LEAD_WORDS = new Set(["lead", "head", "chief", "senior", "principal", "staff", "manager", "of", "director"]);
const wordsOf = (title: string) => title.toLowerCase().split(/[^a-z0-9&+#]+/).filter(Boolean);
/**
 * The team's role a lead title is a rung of ("Chief Pharmacist" of "Pharmacist", "Lead SDET" of "SDET"), or null for
 * one that heads the team ("Clinical Operations Manager"): its post then asks for the team's skills, not the skills
 * of whichever desk came up in turn.
 */
function deskOfLeadTitle(family: Family, title: string): string | null {
  const words = new Set(wordsOf(title));
  const fits = family.roles
    .map((role) => ({ role, words: wordsOf(role) }))
    .filter((x) => x.words.every((w) => words.has(w) || LEAD_WORDS.has(w)) && x.words.some((w) => !LEAD_WORDS.has(w)));
  return fits.sort((a, b) => b.words.length - a.words.length)[0]?.role ?? null;
}
/** Each team's lead titles with their desks, read once: a posting only looks its title up. */
const LEAD_DESKS = new Map(FAMILIES.map((f) => [f, new Map(f.leadTitles.map((t) => [t, deskOfLeadTitle(f, t)]))]));

function titleFor(r: Rand, family: Family, seniority: Seniority, roleIndex: number): { title: string; role: string | null } {
  const role = family.roles[roleIndex % family.roles.length]!;
  if (seniority === "lead") {
    if (r() >= 0.6) return { title: `Lead ${role}`, role };
    const title = pick(r, family.leadTitles);
    return { title, role: LEAD_DESKS.get(family)!.get(title) ?? null };
  }
  if (seniority === "senior") return { title: role.startsWith("Senior") ? role : `Senior ${role}`, role };
  if (seniority === "junior") {
    if (/^(Associate|Junior|Trainee)/.test(role)) return { title: role, role };
    const rung = pick(r, ["Junior", "Associate", "Trainee"]);
    // Never "Associate Customer Service Associate".
    return { title: `${rung === "Associate" && /\bAssociate\b/.test(role) ? "Junior" : rung} ${role}`, role };
  }
  return { title: role, role };
}

function companyFor(index: number, industry: string, inIndia: boolean): { name: string; about: string } {
  const r = seededRandom(hash(`company:${industry}:${inIndia ? "india" : "global"}:${index}`));
  const info = INDUSTRY[industry] ?? INDUSTRY.software!;
  const about = inIndia ? [...info.india, ...info.global] : info.global;
  return { name: `${pick(r, STEMS)} ${pick(r, info.suffixes)}`, about: pick(r, about.length ? about : info.india) };
}

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The template posting `index` is written from. */
export const demoFamilyOf = (index: number): Family => FAMILY_ROUND[index % FAMILY_ROUND.length]!.item;

/** Indian cities of the demo index. */
export const DEMO_INDIA_CITIES: readonly string[] = INDIA.map(([p]) => p.city);

/** One demo posting: a pure function of (seed, index, now). */
export function demoPosting(index: number, now: Date, seed = DEMO_SEED): NormalisedPosting {
  const r = seededRandom(hash(`${seed}:${index}`));
  // The family's k-th posting takes the k-th slot of the family's round of places; its role comes in turn among
  // the family's postings in that place, so each city sees every role of the family.
  const familySlot = FAMILY_ROUND[index % FAMILY_ROUND.length]!;
  const family = familySlot.item;
  const k = Math.floor(index / FAMILY_ROUND.length) * familySlot.perRound + familySlot.rank;
  const places = family.everywhere ? (family.localOnly ? SCHEDULES.everywhereIndia : SCHEDULES.everywhere) : family.localOnly ? SCHEDULES.officeIndia : SCHEDULES.office;
  const slot = places[k % places.length]!;
  // The how-many-th posting of this family in this place: its roles come in turn.
  const visit = Math.floor(k / places.length) * slot.perRound + slot.rank;
  const seniority = weighted<Seniority>(r, [["junior", 3], ["mid", 4], ["senior", 3], ["lead", 1.2]]);
  const { title, role } = titleFor(r, family, seniority, visit + slot.item.city.length);
  // A small pool of companies per industry, so the same company posts several jobs.
  const companyIndex = Math.floor(r() * 14);
  const industryPick = r();

  const own = role ? family.byRole?.[role] : undefined;
  // What the post is called when it names the job: its desk, or for a head of the team the title itself.
  const job = role ?? title;
  // Drawn either way, so a desk that is never remote leaves every later draw as it was.
  const remote = r() < family.remote && !own?.onsite;
  // Postings tied to a physical place (hospitals, schools, plants) never go abroad in the demo.
  const place = slot.item;
  const cityName = place.alt && r() < 0.4 ? place.alt : place.city;
  const remoteIndia = r() < 0.7;
  let location: string;
  let workMode: NormalisedPosting["work_mode"];
  if (remote) {
    location = remoteIndia ? "Remote, India" : "Remote";
    workMode = "remote";
  } else {
    location = [cityName, place.region, place.country].filter((x, i, a) => x && a.indexOf(x) === i).join(", ");
    workMode = r() < family.hybrid && !own?.onsite ? "hybrid" : "onsite";
  }
  const inIndia = remote ? remoteIndia : place.india;
  // Abroad, only industries with a company that can be there (no plants in India behind a London office).
  const teamIndustries = own?.industries ?? family.industries;
  const industries = inIndia ? teamIndustries : teamIndustries.filter((i) => INDUSTRY[i]?.global.length);
  const industry = (industries.length ? industries : ["consulting"])[Math.floor(industryPick * (industries.length || 1))]!;
  const company = companyFor(companyIndex, industry, inIndia);

  // A "React Developer" always asks for React: skills the title names come first. A role with its own lists (a chef
  // in the hotel team) asks for its own skills and does its own work.
  const implied = getDefaultSkillExtractor().extract(job);
  const core = [...new Set([...implied, ...sample(r, (own?.core ?? family.core).filter((s) => !implied.includes(s)), 3 + Math.floor(r() * 2) - Math.min(implied.length, 1))])];
  const extra = sample(r, (own?.extra ?? family.extra).filter((s) => !core.includes(s)), 2 + Math.floor(r() * 3));
  const duties = sample(r, own?.duties ?? (role ? family.duties : family.leadDuties), 4);
  const benefits = sample(r, inIndia ? BENEFITS_INDIA : BENEFITS_GLOBAL, 3);
  const team = family.team;
  const modeLine =
    workMode === "remote"
      ? remoteIndia ? "This is a remote role open to candidates anywhere in India." : "This is a fully remote role; we work across time zones."
      : workMode === "hybrid"
        ? `This is a hybrid role: three days a week at our ${place.city} office.`
        : `This role is based at our ${place.city} office.`;
  let pay = "";
  if (inIndia) {
    const [lo, hi] = SALARY_LPA[seniority];
    const low = Math.max(2, Math.round(lo * family.pay * (0.9 + r() * 0.2)));
    const high = Math.max(low + 2, Math.round(hi * family.pay * (0.9 + r() * 0.2)));
    pay = `CTC: ₹${low}–${high} LPA, depending on experience.`;
  }
  const apply = demoApplyLink({ role: job, city: remote ? null : cityName, inIndia });
  const portalName = apply.portal === "naukri" ? "Naukri" : "LinkedIn";
  const searchWhere = remote ? (inIndia ? " across India" : " (remote)") : ` in ${cityName}`;
  const description = [
    `${company.name} is ${company.about}. We are hiring a ${title} to join our ${team} team. ${modeLine}`,
    `What you will do:\n${duties.map((d) => `• ${d}`).join("\n")}`,
    `What we are looking for:\n• ${YEARS[seniority]} of experience as a ${job} or in a similar role.\n` +
      `• Hands-on experience with ${joinList(core)}.\n` +
      `• Good to have: ${joinList(extra)}.\n` +
      (inIndia
        ? `• Clear written and spoken communication in English; Hindi or a regional language is a plus for customer-facing roles.`
        : `• Clear written and spoken communication in English.`),
    `Skills: ${[...core, ...extra].join(", ")}`,
    `What we offer:\n${benefits.map((b) => `• ${b}`).join("\n")}${pay ? `\n${pay}` : ""}`,
    `Demo posting: generated by Hirewise to show how matching works. ${company.name} is a fictional company. ` +
      `Apply opens a real search for "${job}" jobs${searchWhere} on ${portalName}.`,
  ].join("\n\n");

  // Spread over the last 30 days, at a whole minute.
  const ageMinutes = Math.floor(r() * 30 * 24 * 60);
  const postedAt = new Date(Math.floor(now.getTime() / 60_000) * 60_000 - ageMinutes * 60_000);

  return {
    source: DEMO_SOURCE,
    external_id: `demo-${String(index + 1).padStart(6, "0")}`,
    title,
    company: company.name,
    location,
    description,
    work_mode: workMode,
    seniority,
    skills: [...core, ...extra],
    apply_link: apply.link,
    portal: apply.portal,
    apply_meta: {},
    posted_at: postedAt,
  };
}

/** Postings [from, from + count) of the corpus. */
export function* demoPostings(count: number, now: Date, options: { from?: number; seed?: number } = {}): Generator<NormalisedPosting> {
  const from = options.from ?? 0;
  for (let i = from; i < from + count; i++) yield demoPosting(i, now, options.seed);
}
