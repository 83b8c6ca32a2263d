import { expect, it } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { useApi } from "../support/api-harness";
import { daysAgo, searcherWithResume, useJobPostings } from "../support/job-search";

/**
 * Rival roles read from the role taxonomy (the 2026-11-27 sixth pass, docs/quality/search.md): a person whose role
 * word no curated list knows ("Kotlin Developer") still sees the posts of their family's other platforms (iOS) after
 * the one their skills name (Android), even when the rival posts are newer and list the same skills; and such a
 * post stays a 'Relevant match' candidate rather than being pushed below another family's. And a title that reads
 * loosely as one family ("Product Design Engineer", a product designer?) is read by its head ("Design Engineer") when
 * the person's skills (SolidWorks) agree with the head. A rival's title earns no similarity from the job noun it
 * shares with theirs (the 2026-11-27 ninth pass): a PHP developer sees a plain backend post before Java ones.
 */
const post = (title: string, days: number, tag: string, description: string) => ({
  title,
  company: "Deccan Apps",
  location: "Hyderabad, Telangana, India",
  work_mode: "onsite",
  description,
  posted_at: daysAgo(days),
  apply_link: `https://careers.example.com/${tag}`,
});

const DESIGN = [
  { ...post("Mechanical Design Engineer", 12, "mech", "Design plastic parts: solidworks, creo, gd&t."), location: "Pune, Maharashtra, India" },
  ...Array.from({ length: 3 }, (_, i) => ({ ...post("Product Designer", 1 + i, `ux-${i}`, "Design our app: figma, solidworks, creo."), location: "Pune, Maharashtra, India" })),
];

// A PHP developer's city has one backend post that names no language and newer ones naming another language.
const BACKEND = [
  { ...post("Software Engineer", 12, "swe", "Build our web APIs: php, mysql, rest apis, git."), location: "Chandigarh, India" },
  ...Array.from({ length: 3 }, (_, i) => ({ ...post("Java Developer", 1 + i, `java-${i}`, "Build our services: java, mysql, rest apis, git."), location: "Chandigarh, India" })),
];

const POSTINGS = [
  ...DESIGN,
  post("Android Developer", 12, "android", "Build our Android app: kotlin, java, android."),
  ...Array.from({ length: 3 }, (_, i) => post("iOS Developer", 1 + i, `ios-${i}`, "Build our iPhone app and its Android twin: ios, swift, kotlin, java, android.")),
];

const year = new Date().getUTCFullYear();
const resume = `Ravi Teja
Madhapur, Hyderabad | +91 98490 12345 | ravi.teja@example.com

EXPERIENCE
----------
Kotlin Developer, Pixel Labs
Jan ${year - 3} – Present
  * Built the shop's Android app in Kotlin

SKILLS
------
Kotlin, Android, Java
`;

const designer = `Kiran Patil
Chinchwad, Pune | +91 98220 12345 | kiran.patil@example.com

EXPERIENCE
----------
Product Design Engineer, Bajaj Components
Jan ${year - 1} – Present
  * Designed plastic parts for a two-wheeler

SKILLS
------
SolidWorks, Creo, GD&T
`;

const php = `Gurpreet Kaur
Mohali, Punjab | +91 98140 12345 | gurpreet.kaur@example.com

EXPERIENCE
----------
PHP Developer, Smartdata Enterprises
Jan ${year - 1} – Present
  * Built Laravel APIs for two shops

SKILLS
------
PHP, Laravel, MySQL, REST APIs, Git
`;

describeEachDatabase("rival roles of a family, from the role taxonomy, and a title read by its head", (kind) => {
  const h = useApi(kind);
  useJobPostings(h, POSTINGS);

  it("When a Kotlin developer who lists Android searches, Then the Android post comes before newer iOS posts listing the same skills", async () => {
    const search = await searcherWithResume(h, resume);
    const res = await search({ query: "kotlin, android, java", location: "Hyderabad" });
    expect(res.status).toBe(200);
    const jobs = (res.body as { jobs: Array<{ title: string; relevant: boolean }> }).jobs;
    expect(jobs.map((j) => j.title)).toEqual(["Android Developer", "iOS Developer", "iOS Developer", "iOS Developer"]);
  });

  it("When a product design engineer who lists SolidWorks searches, Then the mechanical design post comes before newer product designer posts", async () => {
    const search = await searcherWithResume(h, designer);
    const res = await search({ query: "solidworks, creo", location: "Pune" });
    expect(res.status).toBe(200);
    const jobs = (res.body as { jobs: Array<{ title: string }>; searched_for?: { role_family: string } }).jobs;
    expect(jobs[0]?.title).toBe("Mechanical Design Engineer");
  });
});

describeEachDatabase("a rival's title shares only a job noun with the person's", (kind) => {
  const h = useApi(kind);
  useJobPostings(h, BACKEND);

  it("When a PHP developer searches, Then a backend post naming no language comes before newer posts naming another language, whose titles share only \"Developer\" with theirs", async () => {
    const search = await searcherWithResume(h, php);
    const res = await search({ query: "php, laravel, mysql, rest apis, git", location: "Chandigarh" });
    expect(res.status).toBe(200);
    const jobs = (res.body as { jobs: Array<{ title: string }> }).jobs;
    expect(jobs[0]?.title).toBe("Software Engineer");
  });
});

// A C++ developer's city has a page and more of newer posts naming other languages, and two older plain backend posts.
const CITY_OF_RIVALS = [
  ...Array.from({ length: 2 }, (_, i) => ({ ...post("Software Engineer", 20 + i, `cpp-swe-${i}`, "Build our trading engine: c++, linux, multithreading, sql."), location: "Pune, Maharashtra, India" })),
  ...Array.from({ length: 24 }, (_, i) => ({
    ...post(["Python Developer", "Java Developer", "Node.js Developer"][i % 3]!, 1 + (i % 10), `cpp-rival-${i}`, "Build our services: python, java, node.js, linux, sql."),
    location: "Pune, Maharashtra, India",
  })),
];

const cpp = `Anand Kulkarni
Baner, Pune | +91 98220 54321 | anand.kulkarni@example.com

EXPERIENCE
----------
C++ Developer, Persistent Systems
Jan ${year - 3} – Present
  * Wrote the low-latency order book in C++ on Linux

SKILLS
------
C++, Multithreading, Linux, Data Structures
`;

describeEachDatabase("a rival's title ranks below plain posts before the page is cut", (kind) => {
  const h = useApi(kind);
  useJobPostings(h, CITY_OF_RIVALS);

  it("When a C++ developer's city has more newer posts naming other languages than a page holds, Then the plain backend posts still lead the page", async () => {
    const search = await searcherWithResume(h, cpp);
    const res = await search({ query: "c++, multithreading, linux, data structures", location: "Pune" });
    expect(res.status).toBe(200);
    const jobs = (res.body as { jobs: Array<{ title: string }> }).jobs;
    expect(jobs.slice(0, 2).map((j) => j.title)).toEqual(["Software Engineer", "Software Engineer"]);
  });
});
