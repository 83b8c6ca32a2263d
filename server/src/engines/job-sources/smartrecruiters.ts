import { buildPosting, safeLink } from "./derive";
import { htmlToText } from "../../lib/html-text";
import { getJson, isRecord, joinUrl, requireName, str } from "./http";
import { JobSourceError, type FetchOptions, type JobSource, type NormalisedPosting } from "./types";

const PAGE = 100;
/** Postings whose full text is read per board (one request each). */
const MAX_DETAILS = 200;
const DETAIL_CONCURRENCY = 4;

/** SmartRecruiters gives countries as ISO codes ("in"); the index reads country names. */
const COUNTRY_NAMES: Record<string, string> = {
  in: "India", us: "United States", gb: "United Kingdom", de: "Germany", ca: "Canada", sg: "Singapore", ae: "United Arab Emirates",
  au: "Australia", nl: "Netherlands", ie: "Ireland", fr: "France", es: "Spain",
};
const countryName = (code: string) => COUNTRY_NAMES[code.toLowerCase()] ?? code.toUpperCase();

function locationOf(loc: Record<string, unknown>): string {
  const full = str(loc.fullLocation);
  if (full) return full;
  return [str(loc.city), str(loc.region), str(loc.country) ? countryName(str(loc.country)) : ""].filter(Boolean).join(", ");
}

/** Runs `fn` over `items` with at most `limit` in flight. */
async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!);
      }
    }),
  );
  return out;
}

/**
 * SmartRecruiters Posting API (public, no key): GET /v1/companies/{companyIdentifier}/postings?limit=&offset=
 * lists a company's published postings (paginated by offset, totalFound); GET …/postings/{id} gives the job ad
 * (jobAd.sections: companyDescription, jobDescription, qualifications, additionalInformation, as HTML) and the
 * applyUrl. location.remote / location.hybrid say the work mode; countries are ISO codes.
 */
export const smartrecruiters: JobSource = {
  name: "smartrecruiters",
  defaultBaseUrl: "https://api.smartrecruiters.com",
  async fetchPostings(board, options?: FetchOptions) {
    const company = requireName(board);
    const base = board.base_url ?? this.defaultBaseUrl;
    const maxPages = Math.max(1, Math.min(board.max_pages ?? 3, 20));
    const listed: Array<Record<string, unknown>> = [];
    for (let page = 0; page < maxPages; page++) {
      const url = joinUrl(base, `/v1/companies/${encodeURIComponent(company)}/postings?limit=${PAGE}&offset=${page * PAGE}`);
      const body = await getJson(url, options);
      if (!isRecord(body) || !Array.isArray(body.content)) throw new JobSourceError(`${url} did not return a SmartRecruiters posting list`);
      listed.push(...body.content.filter(isRecord));
      const total = typeof body.totalFound === "number" ? body.totalFound : 0;
      if (body.content.length < PAGE || listed.length >= total) break;
    }
    const details = await mapLimited(listed.slice(0, MAX_DETAILS), DETAIL_CONCURRENCY, async (p) => {
      const id = str(p.id);
      if (!id) return null;
      // A posting whose ad cannot be read is still listed, with what the list says.
      return getJson(joinUrl(base, `/v1/companies/${encodeURIComponent(company)}/postings/${encodeURIComponent(id)}`), options).catch(() => null);
    });
    const out: NormalisedPosting[] = [];
    listed.forEach((p, i) => {
      const detail = isRecord(details[i]) ? (details[i] as Record<string, unknown>) : {};
      const loc = isRecord(p.location) ? p.location : {};
      const sections = isRecord(detail.jobAd) && isRecord(detail.jobAd.sections) ? detail.jobAd.sections : {};
      const text = ["companyDescription", "jobDescription", "qualifications", "additionalInformation"]
        .map((k) => (isRecord(sections[k]) ? sections[k] : null))
        .filter((s): s is Record<string, unknown> => s !== null && !!str(s.text))
        .map((s) => `${str(s.title) ? `${str(s.title)}\n` : ""}${htmlToText(str(s.text))}`)
        .join("\n\n");
      const id = str(p.id);
      const posting = buildPosting({
        source: "smartrecruiters",
        external_id: `${company}:${id}`,
        title: p.name,
        company: (isRecord(p.company) ? str(p.company.name) : "") || board.company || company,
        location: locationOf(loc),
        description: text,
        work_mode: loc.remote === true ? "remote" : loc.hybrid === true ? "hybrid" : null,
        apply_link: safeLink(detail.applyUrl) ?? safeLink(detail.postingUrl) ?? `https://jobs.smartrecruiters.com/${encodeURIComponent(company)}/${encodeURIComponent(id)}`,
        apply_meta: { company_identifier: company, posting_id: id },
        posted_at: p.releasedDate,
        tags: [isRecord(p.department) ? str(p.department.label) : "", isRecord(p.function) ? str(p.function.label) : "", isRecord(p.industry) ? str(p.industry.label) : ""].filter(Boolean),
      });
      if (posting && id) out.push(posting);
    });
    return out;
  },
};
