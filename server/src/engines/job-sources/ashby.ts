import { buildPosting, safeLink, workModeFrom } from "./derive";
import { htmlToText, tidy } from "../../lib/html-text";
import { getJson, isRecord, joinUrl, requireName, str } from "./http";
import { JobSourceError, type JobSource, type NormalisedPosting } from "./types";

/**
 * Ashby public posting API: GET /posting-api/job-board/{name}?includeCompensation=true (no key needed).
 * Gives workplaceType (OnSite | Remote | Hybrid) and isRemote; unlisted jobs are skipped.
 */
export const ashby: JobSource = {
  name: "ashby",
  defaultBaseUrl: "https://api.ashbyhq.com",
  async fetchPostings(board, options) {
    const name = requireName(board);
    const url = joinUrl(board.base_url ?? this.defaultBaseUrl, `/posting-api/job-board/${encodeURIComponent(name)}?includeCompensation=true`);
    const body = await getJson(url, options);
    if (!isRecord(body) || !Array.isArray(body.jobs)) throw new JobSourceError(`${url} did not return an Ashby job board`);
    const out: NormalisedPosting[] = [];
    for (const job of body.jobs) {
      if (!isRecord(job) || job.isListed === false) continue;
      const secondary = Array.isArray(job.secondaryLocations) ? job.secondaryLocations.filter(isRecord).map((l) => str(l.location)).filter(Boolean) : [];
      const location = [str(job.location), ...secondary].filter(Boolean).join("; ");
      const compensation = isRecord(job.compensation) ? str(job.compensation.compensationTierSummary) : "";
      const text = str(job.descriptionPlain) ? tidy(str(job.descriptionPlain)) : htmlToText(str(job.descriptionHtml));
      const mode = workModeFrom(job.workplaceType) ?? (job.isRemote === true ? "remote" : null);
      const posting = buildPosting({
        source: "ashby",
        external_id: `${name}:${str(job.id)}`,
        title: job.title,
        company: board.company || name,
        location,
        description: compensation ? `${text}\n\nCompensation: ${compensation}` : text,
        work_mode: mode,
        // No portal given: buildPosting reads it from the apply link (a Greenhouse, Lever, Workable... page).
        apply_link: safeLink(job.applyUrl) ?? job.jobUrl,
        apply_meta: { job_board_name: name, job_id: str(job.id) },
        posted_at: job.publishedAt,
        tags: [str(job.department), str(job.team)].filter(Boolean),
      });
      if (posting && str(job.id)) out.push(posting);
    }
    return out;
  },
};
