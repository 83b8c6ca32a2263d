/**
 * Where a demo posting's Apply leads, and how that is said: demo postings are for fictional companies, so Apply
 * opens a real public search for the same role in the same city on a real portal (Naukri in India, LinkedIn
 * elsewhere), and the card says so.
 */

const slug = (s: string) => s.toLowerCase().replace(/&/g, "and").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
const unslug = (s: string) => s.split("-").filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1)).join(" ");

export function demoApplyLink(input: { role: string; city: string | null; inIndia: boolean }): { link: string; portal: "naukri" | "linkedin" } {
  if (input.inIndia) {
    // naukri.com/{role}-jobs-in-{city} is Naukri's own search page for a role in a city; without a city, all of India.
    return { link: input.city ? `https://www.naukri.com/${slug(input.role)}-jobs-in-${slug(input.city)}` : `https://www.naukri.com/${slug(input.role)}-jobs`, portal: "naukri" };
  }
  const params = new URLSearchParams({ keywords: input.role });
  // f_WT=2 is LinkedIn's "Remote" filter.
  if (input.city) params.set("location", input.city);
  else params.set("f_WT", "2");
  return { link: `https://www.linkedin.com/jobs/search/?${params.toString()}`, portal: "linkedin" };
}

/** The card's words for a demo posting's Apply link ("Opens a Naukri search for Data Analyst jobs in Bengaluru"). */
export function demoApplyLabel(link: string): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return "Demo posting: Apply opens a job search on a real portal";
  }
  if (url.hostname.endsWith("naukri.com")) {
    const m = /^\/(.+?)-jobs(?:-in-(.+))?$/.exec(url.pathname);
    if (m) return `Opens a Naukri search for ${unslug(m[1]!)} jobs ${m[2] ? `in ${unslug(m[2])}` : "across India"}`;
  }
  if (url.hostname.endsWith("linkedin.com")) {
    const role = url.searchParams.get("keywords") ?? "similar";
    const where = url.searchParams.get("location");
    return `Opens a LinkedIn search for ${url.searchParams.get("f_WT") === "2" ? "remote " : ""}${role} jobs${where ? ` in ${where}` : ""}`;
  }
  return `Opens a job search on ${url.hostname.replace(/^www\./, "")}`;
}
