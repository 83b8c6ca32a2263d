import { buildPosting } from "./derive";
import { greenhouseContentToText } from "../../lib/html-text";
import { getJson, isRecord, joinUrl, requireName, str } from "./http";
import { JobSourceError, type JobSource, type NormalisedPosting } from "./types";

/**
 * Greenhouse Job Board API: GET /v1/boards/{board_token}/jobs?content=true (no key needed).
 * `content` is entity-escaped HTML; offices/location give the place; the apply API needs {board_token, job_id}.
 */
export const greenhouse: JobSource = {
  name: "greenhouse",
  defaultBaseUrl: "https://boards-api.greenhouse.io",
  async fetchPostings(board, options) {
    const token = requireName(board);
    const url = joinUrl(board.base_url ?? this.defaultBaseUrl, `/v1/boards/${encodeURIComponent(token)}/jobs?content=true`);
    const body = await getJson(url, options);
    if (!isRecord(body) || !Array.isArray(body.jobs)) throw new JobSourceError(`${url} did not return a Greenhouse job list`);
    const out: NormalisedPosting[] = [];
    for (const job of body.jobs) {
      if (!isRecord(job)) continue;
      const location = isRecord(job.location) ? str(job.location.name) : "";
      const departments = Array.isArray(job.departments) ? job.departments.filter(isRecord).map((d) => str(d.name)) : [];
      const posting = buildPosting({
        source: "greenhouse",
        external_id: `${token}:${str(job.id)}`,
        title: job.title,
        company: str(job.company_name) || board.company || token,
        location,
        description: greenhouseContentToText(str(job.content)),
        apply_link: job.absolute_url,
        portal: "greenhouse",
        apply_meta: { board_token: token, job_id: str(job.id) },
        posted_at: job.first_published ?? job.updated_at,
        tags: departments,
      });
      if (posting && str(job.id)) out.push(posting);
    }
    return out;
  },
};
