import { buildPosting, safeLink } from "./derive";
import { htmlToText } from "../../lib/html-text";
import { getJson, isRecord, joinUrl, requireName, str } from "./http";
import { JobSourceError, type JobSource, type NormalisedPosting } from "./types";

/**
 * Workable's public careers widget API (no key): GET /api/v1/widget/accounts/{subdomain}?details=true gives the
 * account's name and its published jobs, each with shortcode, title, city/state/country (and `locations`),
 * `telecommuting` for remote work, department, url / application_url and, with details=true, the description
 * (HTML). Apply goes through the Workable page (portal "workable").
 */
export const workable: JobSource = {
  name: "workable",
  defaultBaseUrl: "https://apply.workable.com",
  async fetchPostings(board, options) {
    const account = requireName(board);
    const url = joinUrl(board.base_url ?? this.defaultBaseUrl, `/api/v1/widget/accounts/${encodeURIComponent(account)}?details=true`);
    const body = await getJson(url, options);
    if (!isRecord(body) || !Array.isArray(body.jobs)) throw new JobSourceError(`${url} did not return a Workable account`);
    const out: NormalisedPosting[] = [];
    for (const job of body.jobs) {
      if (!isRecord(job)) continue;
      const places = Array.isArray(job.locations)
        ? job.locations.filter((l) => isRecord(l) && l.hidden !== true).map((l) => [str((l as Record<string, unknown>).city), str((l as Record<string, unknown>).region), str((l as Record<string, unknown>).country)].filter(Boolean).join(", "))
        : [];
      const location = places.filter(Boolean).join("; ") || [str(job.city), str(job.state), str(job.country)].filter(Boolean).join(", ");
      const description = [str(job.description), str(job.requirements), str(job.benefits)].filter(Boolean).map(htmlToText).join("\n\n");
      const shortcode = str(job.shortcode);
      const posting = buildPosting({
        source: "workable",
        external_id: `${account}:${shortcode}`,
        title: job.title,
        company: str(body.name) || board.company || account,
        location,
        description,
        work_mode: job.telecommuting === true ? "remote" : null,
        apply_link: safeLink(job.application_url) ?? safeLink(job.url) ?? job.shortlink,
        portal: "workable",
        apply_meta: { account, shortcode },
        posted_at: job.published_on || job.created_at,
        tags: [str(job.department), str(job.function), str(job.industry)].filter(Boolean),
      });
      if (posting && shortcode) out.push(posting);
    }
    return out;
  },
};
