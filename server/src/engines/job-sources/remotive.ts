import { buildPosting } from "./derive";
import { htmlToText } from "../../lib/html-text";
import { getJson, isRecord, joinUrl, str } from "./http";
import { JobSourceError, type JobSource, type NormalisedPosting } from "./types";

/**
 * Remotive: GET /api/remote-jobs (optional category, search, limit). Every job is remote;
 * candidate_required_location says where from ("Worldwide", "India", "USA"). Its terms ask that
 * postings link back to Remotive, which the apply link does.
 */
export const remotive: JobSource = {
  name: "remotive",
  defaultBaseUrl: "https://remotive.com",
  async fetchPostings(board, options) {
    const query = new URLSearchParams(board.params ?? {}).toString();
    const url = joinUrl(board.base_url ?? this.defaultBaseUrl, `/api/remote-jobs${query ? `?${query}` : ""}`);
    const body = await getJson(url, options);
    if (!isRecord(body) || !Array.isArray(body.jobs)) throw new JobSourceError(`${url} did not return a Remotive job list`);
    const out: NormalisedPosting[] = [];
    for (const job of body.jobs) {
      if (!isRecord(job)) continue;
      const where = str(job.candidate_required_location);
      const salary = str(job.salary);
      const text = htmlToText(str(job.description));
      const posting = buildPosting({
        source: "remotive",
        external_id: str(job.id),
        title: job.title,
        company: job.company_name,
        location: where && !/^(worldwide|anywhere)$/i.test(where) ? `Remote (${where})` : "Remote",
        description: salary ? `${text}\n\nSalary: ${salary}` : text,
        work_mode: "remote",
        // No portal given: buildPosting reads it from the apply link (a Greenhouse, Lever, Workable... page).
        apply_link: job.url,
        posted_at: job.publication_date,
        tags: [str(job.category), ...(Array.isArray(job.tags) ? job.tags.map(str) : [])].filter(Boolean),
      });
      if (posting) out.push(posting);
    }
    return out;
  },
};
