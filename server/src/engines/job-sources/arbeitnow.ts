import { buildPosting } from "./derive";
import { htmlToText } from "../../lib/html-text";
import { getJson, isRecord, joinUrl, str } from "./http";
import { JobSourceError, type JobSource, type NormalisedPosting } from "./types";

/**
 * Arbeitnow job board API: GET /api/job-board-api?page=N, paginated through links.next.
 * `remote` is a boolean; created_at is epoch seconds.
 */
export const arbeitnow: JobSource = {
  name: "arbeitnow",
  defaultBaseUrl: "https://www.arbeitnow.com",
  async fetchPostings(board, options) {
    const base = board.base_url ?? this.defaultBaseUrl;
    const maxPages = Math.max(1, Math.min(board.max_pages ?? 3, 20));
    const out: NormalisedPosting[] = [];
    for (let page = 1; page <= maxPages; page++) {
      const url = joinUrl(base, `/api/job-board-api?page=${page}`);
      const body = await getJson(url, options);
      if (!isRecord(body) || !Array.isArray(body.data)) throw new JobSourceError(`${url} did not return an Arbeitnow job list`);
      for (const job of body.data) {
        if (!isRecord(job)) continue;
        const tags = [...(Array.isArray(job.tags) ? job.tags.map(str) : [])].filter(Boolean);
        const posting = buildPosting({
          source: "arbeitnow",
          external_id: str(job.slug),
          title: job.title,
          company: job.company_name,
          location: str(job.location),
          description: htmlToText(str(job.description)),
          // `remote: false` only means "not advertised as remote"; hybrid is still read from the text.
          work_mode: job.remote === true ? "remote" : null,
          // No portal given: buildPosting reads it from the apply link (a Greenhouse, Lever, Workable... page).
          apply_link: job.url,
            posted_at: job.created_at,
          tags,
        });
        if (posting) out.push(posting);
      }
      const links = isRecord(body.links) ? body.links : {};
      if (!links.next || body.data.length === 0) break;
    }
    return out;
  },
};
