import { expect, it } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { signUp, useApi } from "../support/api-harness";
import { daysAgo, plainResume, postingsAt, searcherWithResume, useJobPostings } from "../support/job-search";

/**
 * Searches the 2026-11-27 next pass mended (docs/quality/search.md):
 *  - a mathematics teacher searching four teaching skills that 24 Science Teacher posts list: the Mathematics
 *    Teacher post listing three of them is still a candidate (the all-skills tier takes postings of her family naming
 *    her role or a related word), and comes first;
 *  - a housekeeping supervisor: a supervisor reads as the senior rung, within a rung of the Housekeeping Executive
 *    posts of her own trade, so they come before Senior Front Office Executive posts listing more of her skills;
 *  - a warehouse supervisor in Bhiwandi: a town of the Mumbai region, so Mumbai's posts come before far-away ones;
 *  - a site engineer of nearly three years whose title states no level: a junior by her years (under three), so a
 *    trainee post fits her and a senior one does not.
 * And places written as a road, phase or industrial area (lib/place-phrases.ts): "Hosur Road, Bengaluru 560029" is
 * Bengaluru, not the town Hosur; "Old Madras Road, Bangalore" is not Chennai; "Dwarka Expressway, Gurugram" is
 * Gurugram, not Delhi; "Infopark Phase 2, Kakkanad" is Kochi.
 */
const at = (location: string, list: Array<{ title: string; description: string; posted_at: string; work_mode?: string }>, tag: string) => postingsAt("Deccan Group", location, list, tag);

const ALL_FOUR = "Teaching, lesson planning, classroom management and communication with parents.";
const POSTINGS = [
  ...at("Bengaluru, Karnataka, India", [
    ...Array.from({ length: 24 }, (_, i) => ({ title: "Junior Science Teacher", description: `Teach science to middle school. ${ALL_FOUR}`, posted_at: daysAgo(1 + (i % 4)) })),
    { title: "Mathematics Teacher", description: "Teach mathematics to classes 3 to 5: teaching, lesson planning and classroom management.", posted_at: daysAgo(12) },
  ], "teach"),
  ...at("Mumbai, Maharashtra, India", [
    ...Array.from({ length: 6 }, (_, i) => ({ title: "Senior Front Office Executive", description: "Run the front office on Opera PMS; housekeeping coordination, inventory management of amenities.", posted_at: daysAgo(1 + i) })),
    { title: "Housekeeping Executive", description: "Run room housekeeping for a 200-room hotel: housekeeping, inventory management of linen, room status on Opera PMS.", posted_at: daysAgo(10) },
  ], "hk"),
  ...at("Kochi, Kerala, India", [
    { title: "Senior Civil Site Engineer", description: "Run RCC work on residential towers: site execution, AutoCAD, quantity estimation.", posted_at: daysAgo(2) },
    { title: "Trainee Civil Site Engineer", description: "Learn RCC work on residential towers: site execution, AutoCAD, quantity estimation.", posted_at: daysAgo(9) },
  ], "site"),
  ...at("Mumbai, Maharashtra, India", [{ title: "Warehouse Manager", description: "Run a warehouse: warehouse management, inventory management, stock audits.", posted_at: daysAgo(8) }], "wh-mumbai"),
  ...at("Hyderabad, Telangana, India", Array.from({ length: 3 }, (_, i) => ({ title: "Senior Warehouse Manager", description: "Run a warehouse: warehouse management, inventory management, team management and stock audits.", posted_at: daysAgo(1 + i) })), "wh-hyd"),
  ...at("Bengaluru, Karnataka, India", [{ title: "Quality Inspector", description: "Inspect machined parts: quality inspection, vernier caliper, 5S.", posted_at: daysAgo(6) }], "qi-blr"),
  ...at("Hosur, Tamil Nadu, India", [{ title: "Quality Inspector - Machining", description: "Inspect machined parts: quality inspection, vernier caliper, 5S.", posted_at: daysAgo(2) }], "qi-hosur"),
];

const year = new Date().getUTCFullYear();

describeEachDatabase("searches that name a role, a level from a title or from years, and a town of a metro region", (kind) => {
  const h = useApi(kind);
  useJobPostings(h, POSTINGS);
  const titles = (res: { body: unknown }) => (res.body as { jobs: Array<{ title: string; location: string }> }).jobs.map((j) => j.title);

  it("When a mathematics teacher searches four skills every science post lists, Then the mathematics post listing three comes first", async () => {
    const search = await searcherWithResume(h, plainResume("Divya Rao", "Bangalore", "Primary Mathematics Teacher", year - 1, "Teaching, Lesson Planning, Classroom Management, Communication"));
    const res = await search({ query: "teaching, lesson planning, classroom management, communication", location: "Bangalore" });
    expect(res.status).toBe(200);
    // It does not list all four skills: without the role's way into the all-skills tier it is no candidate at all.
    expect(titles(res)[0]).toBe("Mathematics Teacher");
  });

  it("When a housekeeping supervisor searches, Then her trade's Housekeeping Executive post comes before senior front office posts", async () => {
    const search = await searcherWithResume(h, plainResume("Meena Patil", "Mumbai", "Housekeeping Supervisor", year - 6, "Housekeeping, Inventory Management, Opera PMS"));
    const res = await search({ query: "housekeeping, inventory management, opera pms", location: "Mumbai" });
    expect(res.status).toBe(200);
    expect(titles(res)[0]).toBe("Housekeeping Executive");
  });

  it("When a site engineer of nearly three years with no level in her title searches, Then the trainee post comes before the senior one", async () => {
    const search = await searcherWithResume(h, plainResume("Anu Thomas", "Kochi, Kerala", "Site Engineer", year - 2, "Site Execution, AutoCAD, Quantity Estimation"));
    const res = await search({ query: "site execution, autocad, quantity estimation", location: "Kochi" });
    expect(res.status).toBe(200);
    expect(titles(res).filter((t) => /civil site/i.test(t))).toEqual(["Trainee Civil Site Engineer", "Senior Civil Site Engineer"]);
  });

  it("When a warehouse supervisor in Bhiwandi searches, Then the Mumbai region's post comes before far-away ones", async () => {
    const search = await searcherWithResume(h, plainResume("Rahul Shinde", "Bhiwandi, Thane", "Warehouse Supervisor", year - 5, "Warehouse Management, Inventory Management, Team Management"));
    const res = await search({ query: "warehouse management, inventory management, team management", location: "Bhiwandi" });
    expect(res.status).toBe(200);
    const jobs = (res.body as { jobs: Array<{ title: string; location: string }>; place: { includes: string[] } }).jobs;
    expect(jobs[0]?.location).toBe("Mumbai, Maharashtra, India");
  });

  it("When a person's resume gives a road named after a town as the place (Hosur Road, Bengaluru 560029), Then the parser and the search read the city, not the town", async () => {
    const { session } = await signUp(h);
    const auth = { Authorization: `Bearer ${session.access_token}` };
    const resume = plainResume("Karthik N", "Hosur Road, Bengaluru 560029", "Quality Inspector", year - 4, "Quality Inspection, Vernier Caliper, 5S");
    const upload = await h.api().post("/api/v1/resume/upload?parse=true").set(auth).attach("file", Buffer.from(resume), "resume.txt");
    expect(upload.status).toBe(200);
    expect(upload.body.parsed.location).toBe("Bengaluru");
    // The workspace searches the parsed location.
    const res = await h.api().get("/api/v1/jobs/search").query({ query: "quality inspection, vernier caliper, 5s", location: upload.body.parsed.location }).set(auth);
    expect(res.status).toBe(200);
    const body = res.body as { jobs: Array<{ title: string; location: string }>; place: { used: string } };
    expect(body.place.used).toBe("Bengaluru");
    expect(body.jobs[0]?.location).toBe("Bengaluru, Karnataka, India");
  });

  it("When a location names a road, expressway or tech park phase, Then the search uses the city it is in", async () => {
    const search = await searcherWithResume(h, plainResume("Karthik N", "Bengaluru", "Quality Inspector", year - 4, "Quality Inspection, Vernier Caliper, 5S"));
    const used = async (location: string) => {
      const res = await search({ query: "quality inspection, vernier caliper, 5s", location });
      expect(res.status).toBe(200);
      return (res.body as { place: { used: string } }).place.used;
    };
    expect(await used("Hosur Road, Bengaluru 560029")).toBe("Bengaluru");
    expect(await used("Old Madras Road, Bangalore")).toBe("Bengaluru");
    expect(await used("Dwarka Expressway, Gurugram")).toBe("Gurugram");
    expect(await used("Infopark Phase 2, Kakkanad")).toBe("Kochi");
    // The town itself is still the town.
    expect(await used("Hosur, Tamil Nadu")).toBe("Hosur");
  });
});
