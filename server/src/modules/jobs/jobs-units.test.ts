import { describe, expect, it } from "vitest";
import { getDefaultSkillExtractor } from "../../engines/skills/default-extractor";
import { AppError } from "../../lib/errors";
import { DEFAULT_DEMO_COUNT, DEMO_INDIA_CITIES, demoFamilyOf, demoPosting, demoPostings } from "./demo/demo-corpus";
import { FAMILIES } from "./demo/families";
import type { JobRepository } from "./job-repository";
import { createJobService, NO_KEYWORDS } from "./job-service";
import { cleanKeywords } from "../../../../common/keywords";
import { findAddress } from "../../engines/resume-parser/contact";
import { isIndexedPlaceSet, parseLocation, placeKeys, placesRegex } from "./location-match";
import { combineScore, weightsFor } from "./ranking";

describe("keyword cleaning (SPEC section 5)", () => {
  it("splits on , ; | / and new lines, lowercases and drops other characters", () => {
    expect(cleanKeywords("SQL; Excel|Power-BI/C++\nC#, Node.js!")).toEqual(["sql", "excel", "power-bi", "c++", "c#", "nodejs"]);
  });
  it("drops stop words, phrases over four words, duplicates and keywords inside longer ones", () => {
    expect(cleanKeywords("the, and, a data analysis, one two three four five, sql, SQL, data")).toEqual(["data analysis", "sql"]);
  });
  it("keeps at most eight", () => {
    expect(cleanKeywords("k1,k2,k3,k4,k5,k6,k7,k8,k9,k10")).toHaveLength(8);
  });
});

describe("location filter", () => {
  const places = (input: string) => {
    const f = parseLocation(input);
    return f.kind === "places" ? f : null;
  };
  it("treats blank and 'anywhere' as anywhere, and remote wording as remote (with the country when named)", () => {
    expect(parseLocation("")).toEqual({ kind: "any" });
    expect(parseLocation("  Anywhere ")).toEqual({ kind: "any" });
    expect(parseLocation("Remote")).toEqual({ kind: "remote" });
    expect(parseLocation("Work from home")).toEqual({ kind: "remote" });
    expect(parseLocation("Remote, India")).toEqual({ kind: "remote", country: "india" });
    expect(parseLocation("WFH - Bengaluru")).toMatchObject({ kind: "remote", country: "india", near: { name: "Bengaluru" } });
  });
  it("knows cities under old and new names, with their state, PIN code or country written after them", () => {
    for (const typed of ["Bangalore", "Bengaluru, Karnataka", "Bengaluru, Karnataka 560034", "560 034", "Koramangala, Bengaluru", "BLR"]) {
      expect(places(typed), typed).toMatchObject({ scope: "city", label: "Bengaluru", names: expect.arrayContaining(["bengaluru", "bangalore"]), country: "india" });
    }
    expect(places("Gurgaon, Haryana")).toMatchObject({ label: "Gurugram", names: expect.arrayContaining(["gurugram", "gurgaon"]) });
    expect(places("Madras")).toMatchObject({ label: "Chennai", names: expect.arrayContaining(["chennai", "madras"]) });
    expect(places("Bombay")).toMatchObject({ label: "Mumbai" });
    expect(places("Pune, India")).toMatchObject({ label: "Pune", country: "india" });
    expect(places("London, UK")).toMatchObject({ label: "London", country: "united kingdom" });
    expect(places("Kochi, Kerala 682001")).toMatchObject({ label: "Kochi", state: "KL" });
  });
  it("reads a neighbourhood or business district written without its city as that city", () => {
    expect(places("Hiranandani Gardens, Powai")).toMatchObject({ scope: "city", label: "Mumbai" });
    expect(places("Sector 5, Salt Lake")).toMatchObject({ scope: "city", label: "Kolkata" });
    expect(places("Gachibowli")).toMatchObject({ scope: "city", label: "Hyderabad" });
    expect(places("Bhosari")).toMatchObject({ label: "Pimpri-Chinchwad", region: { label: "Pune region" } });
    // A posting that names only the district is found by a search for the city.
    expect(placeKeys("Whitefield, Karnataka")).toContain("whitefield");
    expect(places("Bengaluru")!.names).toContain("whitefield");
  });
  it("searches a city with its metro region: Navi Mumbai and Thane with Mumbai, Noida and Gurugram with Delhi NCR", () => {
    expect(places("Navi Mumbai, Maharashtra 400703")).toMatchObject({ label: "Navi Mumbai", region: { label: "Mumbai region", names: expect.arrayContaining(["mumbai", "thane"]) } });
    expect(places("Thane")!.region!.names).toEqual(expect.arrayContaining(["mumbai", "navi mumbai"]));
    expect(places("Noida")!.region).toMatchObject({ label: "Delhi NCR", names: expect.arrayContaining(["delhi", "gurugram", "gurgaon"]) });
    expect(places("Gurgaon (Delhi NCR)")).toMatchObject({ label: "Gurugram", region: { label: "Delhi NCR" } });
    expect(places("Delhi NCR")).toMatchObject({ scope: "region", names: expect.arrayContaining(["delhi", "gurugram", "gurgaon", "noida"]) });
  });
  it("knows the industrial towns at a metro's edge as part of its region (Manesar, Sriperumbudur, Chakan, Ranjangaon)", () => {
    expect(places("Manesar")).toMatchObject({ label: "Manesar", region: { label: "Delhi NCR", names: expect.arrayContaining(["gurugram", "delhi"]) } });
    expect(places("Sriperumbudur")).toMatchObject({ label: "Sriperumbudur", region: { label: "Chennai region", names: expect.arrayContaining(["chennai"]) } });
    expect(places("Chakan MIDC")!.region).toMatchObject({ label: "Pune region", names: expect.arrayContaining(["pune"]) });
    expect(places("Ranjangaon")!.region!.label).toBe("Pune region");
  });
  it("knows states and countries", () => {
    expect(places("Karnataka")).toMatchObject({ scope: "state", names: expect.arrayContaining(["karnataka", "bengaluru", "mysuru"]) });
    expect(places("India")).toMatchObject({ scope: "country", names: expect.arrayContaining(["india", "bengaluru", "pune"]) });
    expect(places("United Kingdom")!.names).toEqual(expect.arrayContaining(["london"]));
  });
  it("matches an unknown place as written, as whole words, keeping the state it names", () => {
    expect(places("Namakkal, Tamil Nadu")).toMatchObject({ scope: "unknown", names: ["namakkal"], label: "Namakkal", state: "TN", country: "india" });
    expect(places("Springfield")).toMatchObject({ scope: "unknown", names: ["springfield"] });
    expect(places("Springfield")!.region).toBeUndefined();
  });
  it("searches an unknown town in a known state with the state's cities, as a city with its metro region", () => {
    expect(places("Dankuni, West Bengal")).toMatchObject({ scope: "unknown", names: ["dankuni"], label: "Dankuni", region: { label: "West Bengal region", names: expect.arrayContaining(["kolkata", "howrah"]) } });
    expect(places("Namakkal, Tamil Nadu")!.region!.names).toEqual(expect.arrayContaining(["chennai", "coimbatore"]));
    expect(placesRegex(["a.b", "c"])).toBe("\\m(a\\.b|c)\\M");
  });
  it("indexes a posting under every known place its location names, and remote work with where it is open to", () => {
    expect(placeKeys("New Delhi, Delhi, India", "onsite")).toEqual(["delhi", "india", "new delhi"]);
    expect(placeKeys("Navi Mumbai (Maharashtra)", "hybrid")).toEqual(["maharashtra", "mumbai", "navi mumbai"]);
    expect(placeKeys("München, Germany", "onsite")).toEqual(["germany", "münchen"]);
    expect(placeKeys("Remote, India", "remote")).toEqual(["india", "remote", "remote@india"]);
    expect(placeKeys("Remote (USA)", "remote")).toEqual(["remote", "remote@united states", "usa"]);
    expect(placeKeys("Remote (Europe)", "remote")).toEqual(["remote", "remote@europe"]);
    expect(placeKeys("Work from home", "onsite")).toEqual(["remote", "remote@anywhere"]);
    expect(placeKeys("Punealley", "onsite")).toEqual([]);
    expect(placeKeys(null, "remote")).toEqual(["remote", "remote@anywhere"]);
  });
  it("uses the index only when every name of the filter is a known place", () => {
    expect(isIndexedPlaceSet(places("Bangalore")!.names)).toBe(true);
    expect(isIndexedPlaceSet(places("India")!.names)).toBe(true);
    expect(isIndexedPlaceSet(places("Namakkal")!.names)).toBe(false);
  });
  it("reads a road, highway or expressway as a locality: the city the rest names, else the road's own city, never the town it is named after", () => {
    const label = (typed: string) => places(typed)?.label;
    expect(label("Hosur Road, Bengaluru 560029")).toBe("Bengaluru");
    expect(label("Mysore Road, Bengaluru")).toBe("Bengaluru");
    expect(label("Delhi Road, Meerut")).toBe("Meerut");
    expect(label("Pune-Nashik Highway, Chakan")).toBe("Chakan");
    expect(label("Dwarka Expressway, Gurugram")).toBe("Gurugram");
    expect(label("Juhu Tara Road, Mumbai")).toBe("Mumbai");
    // No other place: the road's own city when known (named after a locality, or listed), else nothing of the town.
    for (const typed of ["Hosur Road", "Old Madras Road", "Sarjapur Road", "Bellary Road", "Whitefield Main Road"]) expect(label(typed), typed).toBe("Bengaluru");
    expect(places("Delhi Road")).toMatchObject({ scope: "unknown", label: "Delhi Road" });
    expect(places("Delhi Road")!.state).toBeUndefined();
    // The towns themselves are still the towns.
    expect(label("Hosur")).toBe("Hosur");
    expect(places("Hosur, Tamil Nadu")).toMatchObject({ label: "Hosur", state: "TN" });
    expect(label("Mysuru, Karnataka")).toBe("Mysuru");
  });
  it("reads 'X Phase N', 'Sector N, City' and 'X MIDC' as the city written, else X's own city (or X's, when it is another town of that city's region)", () => {
    const label = (typed: string) => places(typed)?.label;
    expect(label("Infopark Phase 2, Kakkanad")).toBe("Kochi");
    expect(label("Electronic City Phase 1, Bengaluru")).toBe("Bengaluru");
    expect(label("Hosur SIPCOT, Bengaluru")).toBe("Bengaluru");
    // The plant town of the Pune region is where the person is; Pune is searched with it as its region.
    expect(places("Chakan MIDC Phase 2, Pune")).toMatchObject({ label: "Chakan", region: { label: "Pune region" } });
    expect(label("Ranjangaon MIDC, Pune")).toBe("Ranjangaon");
    expect(label("Hinjewadi Phase 1, Pune")).toBe("Pimpri-Chinchwad");
    expect(label("Sector 62, Noida")).toBe("Noida");
    expect(label("DLF Phase 3, Gurugram")).toBe("Gurugram");
    expect(label("Koramangala 5th Block, Bengaluru 560095")).toBe("Bengaluru");
    expect(label("Chakan MIDC")).toBe("Chakan");
    expect(label("Hinjewadi Phase 1")).toBe("Pimpri-Chinchwad");
    expect(label("Electronic City Phase 1")).toBe("Bengaluru");
    expect(label("Technopark Phase 3")).toBe("Thiruvananthapuram");
    expect(label("Greater Noida, UP")).toBe("Greater Noida");
  });
  it("knows the suburbs, IT parks and industrial areas of the big job metros written as a whole address", () => {
    const cases: Array<[string, string]> = [
      ["Kakkanad", "Kochi"], ["Edappally", "Kochi"], ["Kaloor", "Kochi"], ["Vyttila", "Kochi"], ["Infopark", "Kochi"],
      ["Kazhakoottam", "Thiruvananthapuram"], ["Technopark", "Thiruvananthapuram"], ["Madhurawada", "Visakhapatnam"],
      ["Varthur", "Bengaluru"], ["Mahadevapura", "Bengaluru"], ["Navalur", "Chennai"], ["Old Mahabalipuram Road", "Chennai"],
      ["Kokapet", "Hyderabad"], ["Jeedimetla", "Hyderabad"], ["Wagholi", "Pune"], ["Pimple Saudagar", "Pimpri-Chinchwad"],
      ["Versova", "Mumbai"], ["Kamothe", "Navi Mumbai"], ["Majiwada", "Thane"], ["Punjabi Bagh", "Delhi"], ["Sushant Lok", "Gurugram"],
      ["Indirapuram", "Ghaziabad"], ["Noida Extension", "Greater Noida"], ["Baguiati", "Kolkata"], ["Shibpur", "Howrah"],
      ["Vatva", "Ahmedabad"], ["GIFT City", "Gandhinagar"], ["Peelamedu", "Coimbatore"], ["Sitapura", "Jaipur"], ["Zirakpur", "Mohali"],
      ["Pithampur", "Indore"], ["Gomti Nagar", "Lucknow"], ["Butibori", "Nagpur"], ["Chandrasekharpur", "Bhubaneswar"],
      ["Hootagalli", "Mysuru"], ["Oragadam", "Sriperumbudur"],
    ];
    for (const [typed, city] of cases) expect(places(typed)?.label, typed).toBe(city);
    // A posting that names only the locality is found by a search for its city.
    expect(places("Kochi")!.names).toEqual(expect.arrayContaining(["kakkanad", "infopark", "kaloor"]));
  });
  it("indexes a posting on a road under the city, not the town the road is named after", () => {
    expect(placeKeys("Hosur Road, Bengaluru, Karnataka", "onsite")).toEqual(["bengaluru", "karnataka"]);
    expect(placeKeys("Delhi Road, Meerut, Uttar Pradesh", "onsite")).toEqual(["meerut", "uttar pradesh"]);
    expect(placeKeys("Hosur Road", "onsite")).toEqual(["hosur road"]);
    expect(placeKeys("Hosur, Tamil Nadu", "onsite")).toEqual(["hosur", "tamil nadu"]);
    expect(placeKeys("Chakan MIDC", "onsite")).toEqual(["chakan"]);
    expect(placeKeys("Chakan MIDC Phase 2, Pune", "onsite")).toEqual(["chakan", "pune"]);
    expect(placeKeys("Dwarka Expressway, Gurugram", "onsite")).toEqual(["gurugram"]);
  });
  it("reads a road or area in a resume's place as the resume parser does, so the search looks where the parser says", () => {
    const parsed = (line: string) => findAddress(["A B", line], [], "A B").location;
    for (const [line, city] of [
      ["Hosur Road, Bengaluru 560029", "Bengaluru"], ["Infopark Phase 2, Kakkanad", "Kochi"], ["Old Madras Road", "Bengaluru"],
      ["Chakan MIDC Phase 2, Pune", "Chakan"], ["Hinjewadi Phase 1, Pune", "Pimpri-Chinchwad"], ["Dwarka Expressway, Gurugram", "Gurugram"], ["Delhi Road, Meerut", "Meerut"],
      ["Greater Noida, UP", "Greater Noida"], ["Hosur, Tamil Nadu", "Hosur"],
    ] as const) {
      expect(places(line)?.label, line).toBe(city);
      expect(places(parsed(line))?.label, `parsed ${line}`).toBe(city);
    }
  });
  it("knows every town the resume parser's own list knows, with its state (the sixth pass)", () => {
    expect(places("Kota")).toMatchObject({ scope: "city", state: "RJ" });
    expect(places("Karur")).toMatchObject({ scope: "city", state: "TN" });
    expect(places("Sonepat")).toMatchObject({ scope: "city", label: "Sonipat", state: "HR" });
  });
});

describe("ranking", () => {
  it("gives the skills weight to keyword coverage when the query names no taxonomy skill", () => {
    const w = weightsFor(0);
    expect(w.skills).toBe(0);
    expect(w.coverage + w.text + w.title + w.freshness).toBeCloseTo(1);
    const s = weightsFor(3);
    expect(s.coverage + s.skills + s.text + s.title + s.freshness).toBeCloseTo(1);
  });
  it("scores 0–100 and more for a closer match", () => {
    const w = weightsFor(2);
    const strong = combineScore({ coverage: 1, skills: 1, text: 0.5, title: 0.8, freshness: 0.9 }, w);
    const weak = combineScore({ coverage: 0.25, skills: 0, text: 0.1, title: 0.1, freshness: 0.9 }, w);
    expect(strong).toBeGreaterThanOrEqual(70);
    expect(weak).toBeLessThan(40);
    expect(combineScore({ coverage: 2, skills: 2, text: 2, title: 2, freshness: 2 }, w)).toBe(100);
  });
});

describe("demo corpus", () => {
  const now = new Date("2026-11-22T00:00:00Z");
  it("is deterministic and independent of how many postings are generated", () => {
    expect(demoPosting(123, now)).toEqual(demoPosting(123, now));
    expect(demoPosting(123, now)).not.toEqual(demoPosting(124, now));
  });
  it("covers at least 20 families, four seniorities, Indian and global cities and remote, within the last 30 days", () => {
    const list = Array.from({ length: 2000 }, (_, i) => demoPosting(i, now));
    expect(FAMILIES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(list.map((p) => p.seniority))).toEqual(new Set(["junior", "mid", "senior", "lead"]));
    const locations = list.map((p) => p.location ?? "");
    for (const city of ["Bengaluru", "Bangalore", "Mumbai", "New Delhi", "Gurugram", "Noida", "Hyderabad", "Pune", "Chennai", "Kolkata", "Ahmedabad", "Kochi", "Jaipur", "London", "Singapore"]) {
      expect(locations.some((l) => l.startsWith(city))).toBe(true);
    }
    expect(list.some((p) => p.work_mode === "remote")).toBe(true);
    expect(list.some((p) => p.work_mode === "hybrid")).toBe(true);
    for (const p of list) {
      const age = now.getTime() - p.posted_at!.getTime();
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThanOrEqual(30 * 86_400_000);
      expect(p.description).toContain("Demo posting: generated by Hirewise");
      expect(p.apply_link).toMatch(/^https:\/\/www\.(naukri\.com\/[a-z0-9-]+-jobs|linkedin\.com\/jobs\/search\/\?keywords=)/);
    }
  }, 30_000);
  it("When the shipped demo index is generated, Then every Indian city has postings of every family of jobs every town has, in several of its roles", () => {
    const list = Array.from({ length: DEFAULT_DEMO_COUNT }, (_, i) => ({ p: demoPosting(i, now), family: demoFamilyOf(i) }));
    for (const family of FAMILIES.filter((f) => f.everywhere)) {
      const own = list.filter((x) => x.family === family && x.p.work_mode !== "remote");
      for (const city of DEMO_INDIA_CITIES) {
        const here = own.filter((x) => x.p.location!.includes(city) || (city === "Bengaluru" && x.p.location!.startsWith("Bangalore")) || (city === "Gurugram" && x.p.location!.startsWith("Gurgaon")));
        expect(here.length, `${family.team} in ${city}`).toBeGreaterThanOrEqual(4);
        // Titles carry the role, with or without a level word.
        expect(family.roles.filter((role) => here.some((x) => x.p.title.includes(role))).length, `${family.team} roles in ${city}`).toBeGreaterThanOrEqual(3);
      }
    }
  }, 60_000);
  it("lists only canonical taxonomy skills, each of which the description mentions", () => {
    const x = getDefaultSkillExtractor();
    for (const f of FAMILIES) {
      const own = Object.values(f.byRole ?? {}).flatMap((r) => [...r.core, ...r.extra]);
      for (const s of [...f.core, ...f.extra, ...own]) expect(x.canonicalize(s), `${f.team}: ${s}`).toBe(s);
      for (const role of Object.keys(f.byRole ?? {})) expect(f.roles, `${f.team}: ${role}`).toContain(role);
    }
    const p = demoPosting(7, now);
    for (const s of p.skills) expect(p.description).toContain(s);
  });
  it("gives a chef's posting kitchen skills and work, and a visual designer's visual design skills, not the team's", () => {
    const postings = [...demoPostings(4000, now)];
    const chefs = postings.filter((p) => p.title.includes("Chef de Partie"));
    const visual = postings.filter((p) => /\bVisual Designer\b/.test(p.title));
    expect(chefs.length).toBeGreaterThan(10);
    expect(visual.length).toBeGreaterThan(10);
    for (const p of chefs) {
      expect(p.skills, p.title).toEqual(expect.arrayContaining([expect.stringMatching(/^(Food Preparation|Food Safety|HACCP|Kitchen Management|Menu Planning)$/)]));
      expect(p.skills, p.title).not.toContain("Complaint Resolution");
      expect(p.description, p.title).not.toContain("check-in and check-out");
    }
    for (const p of visual) expect(p.skills, p.title).not.toContain("UX Design");
  });
});

describe("job search service", () => {
  const row = { id: "7d0c6f2e-3a51-4f7e-9a8b-2c4d1e0f9a11", title: "Data Analyst", company: null, location: null, description: "x".repeat(3000), work_mode: "remote" as const, skills: ["SQL", "Excel"], source: "demo", apply_link: "https://www.naukri.com/data-analyst-jobs", posted_at: null, scraped_at: new Date(), role_family: "data-analytics", role_level: null, place_keys: ["remote", "remote@anywhere"], family_fit: 0, level_fit: 1, coverage: 1, skill_share: 0.5, text_rank: 0.4, title_sim: 1, role_hit: 0, freshness: 1, score: 0 };

  it("answers the plan's 402 when the daily limit is reached, the search's log entry going with the refused count", async () => {
    const jobs: Pick<JobRepository, "search"> = { search: async () => ({ total: 1, rows: [row] }) };
    const asked: unknown[] = [];
    const usage = {
      consume: async (_user: string, _feature: string, options?: { record?: unknown }) => {
        asked.push(options?.record);
        throw new AppError(402, "Daily job match limit reached on the Free plan. Upgrade to unlock more matches.");
      },
    };
    const service = createJobService({ jobs, usage });
    await expect(service.search("u1", { query: "sql", location: "Pune" })).rejects.toMatchObject({ status: 402 });
    // The usage service writes the entry only with a use it takes (tests/api/usage.test.ts).
    expect(asked).toEqual([{ userId: "u1", kind: "job_search", summary: "Searched sql in Pune", data: { keywords: ["sql"], location: "Pune", results: 1 } }]);
  });

  it("uses no match when the search itself fails, nor for a query without keywords", async () => {
    const calls: string[] = [];
    const usage = { consume: async () => (calls.push("consume"), { count: 3, limit: 5, planId: "free" as const }) };
    const failing = createJobService({ jobs: { search: async () => { throw new Error("db down"); } }, usage });
    await expect(failing.search("u1", { query: "sql" })).rejects.toThrow("db down");
    expect(calls).toEqual([]);
    await expect(failing.search("u1", { query: " , the " })).rejects.toMatchObject({ status: 400, message: NO_KEYWORDS });
    expect(calls).toEqual([]);
  });

  it("reports the quota, matched skills, why, the place used and a shortened description", async () => {
    const usage = { consume: async () => ({ count: 3, limit: 5, planId: "free" as const }) };
    const service = createJobService({ jobs: { search: async () => ({ total: 1, rows: [{ ...row, score: 84 }] }) }, usage });
    const result = await service.search("u1", { query: "sql, tableau", location: " Pune " });
    expect(result.quota).toEqual({ plan: "free", daily_limit: 5, used_today: 3, remaining_today: 2 });
    expect(result.location).toBe("Pune");
    expect(result.place).toMatchObject({ query: "Pune", used: "Pune", scope: "city" });
    expect(result.jobs[0]!.matched_skills).toEqual(["SQL"]);
    expect(result.jobs[0]!.why).toMatchObject({ skills_matched: 1, skills_total: 2, missing_skills: ["Excel"], place_match: "remote", place_note: "Remote — open to candidates anywhere" });
    expect(result.jobs[0]!).toMatchObject({ demo: true, apply_label: "Opens a Naukri search for Data Analyst jobs across India" });
    expect(result.jobs[0]!.description.length).toBeLessThanOrEqual(1501);
    // No resume: SQL and Tableau both name data analytics, so the search is ranked for that family, and a posting of
    // that family scoring 80 or more and asking for one of the person's skills is a relevant match.
    expect(result.searched_for).toMatchObject({ from: "query", role_family: "data-analytics" });
    expect(result.jobs[0]!.why.family_match).toBe("same");
    expect(result.jobs[0]!.relevant).toBe(true);
    // Keywords that name no role and no resume: nobody to rank for, and the tag is the score's.
    const plain = await service.search("u1", { query: "qwerty zxcv", location: "" });
    expect(plain).not.toHaveProperty("searched_for");
    expect(plain.jobs[0]!.relevant).toBe(plain.jobs[0]!.score >= 70);
  });

  it("tags a posting of the person's family 'Relevant match' only when it scores 80 or more and asks for one of their skills", async () => {
    const usage = { consume: async () => ({ count: 1, limit: null, planId: "pro" as const }) };
    const mine = ["Compensation and Benefits", "Payroll", "HRMS", "Excel"];
    const resume = {
      parsed: { experienceEntries: [{ title: "Compensation and Benefits Specialist", start: "Jan 2021", end: "Present" }], location: "Mumbai" },
      skills: mine,
    };
    const hr = { ...row, role_family: "hr", family_fit: 1, location: "Mumbai, Maharashtra, India", place_keys: placeKeys("Mumbai, Maharashtra, India", "onsite"), work_mode: "onsite" as const };
    const rows = [
      { ...hr, id: "00000000-0000-4000-8000-000000000001", title: "Compensation Analyst", skills: ["Compensation and Benefits", "Payroll", "Workday"], title_sim: 0.55, score: 86 },
      { ...hr, id: "00000000-0000-4000-8000-000000000002", title: "Recruiter", skills: ["Payroll", "HRMS", "Sourcing", "Naukri RMS"], title_sim: 0.1, score: 66 },
      { ...hr, id: "00000000-0000-4000-8000-000000000003", title: "Compensation Manager", skills: ["Workday", "Stakeholder Management"], title_sim: 0.5, score: 81 },
    ];
    const service = createJobService({ jobs: { search: async () => ({ total: rows.length, rows }) }, usage, resumes: { latest: async () => resume } });
    const result = await service.search("u1", { query: cleanKeywords(mine).join(","), location: "Mumbai" });
    expect(result.searched_for).toMatchObject({ from: "resume", role_family: "hr" });
    const tag = Object.fromEntries(result.jobs.map((j) => [j.id.slice(-1), j.relevant]));
    // A close post sharing their skills: a match. A recruiter's post sharing two of their skills but scoring low: not
    // one; a post scoring high on its title that asks for none of their skills: not one either.
    expect(tag).toEqual({ "1": true, "2": false, "3": false });
  });
});
