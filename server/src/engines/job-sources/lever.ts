import { buildPosting, safeLink, workModeFrom } from "./derive";
import { htmlToText, tidy } from "../../lib/html-text";
import { getJson, isRecord, joinUrl, requireName, str } from "./http";
import { JobSourceError, type JobSource, type NormalisedPosting } from "./types";

/**
 * Lever Postings API: GET /v0/postings/{company}?mode=json (no key needed). Gives workplaceType
 * (on-site | remote | hybrid | unspecified), plain-text description and lists; the apply API needs {company, posting_id}.
 */
export const lever: JobSource = {
  name: "lever",
  defaultBaseUrl: "https://api.lever.co",
  async fetchPostings(board, options) {
    const company = requireName(board);
    const url = joinUrl(board.base_url ?? this.defaultBaseUrl, `/v0/postings/${encodeURIComponent(company)}?mode=json`);
    const body = await getJson(url, options);
    if (!Array.isArray(body)) throw new JobSourceError(`${url} did not return a Lever posting list`);
    const out: NormalisedPosting[] = [];
    for (const p of body) {
      if (!isRecord(p)) continue;
      const categories = isRecord(p.categories) ? p.categories : {};
      const lists = Array.isArray(p.lists)
        ? p.lists.filter(isRecord).map((l) => `${str(l.text)}\n${htmlToText(str(l.content))}`)
        : [];
      const intro = str(p.descriptionPlain) ? tidy(str(p.descriptionPlain)) : htmlToText(str(p.description));
      const closing = str(p.additionalPlain) ? tidy(str(p.additionalPlain)) : htmlToText(str(p.additional));
      const description = [intro, ...lists, closing].filter((s) => s.trim()).join("\n\n");
      const posting = buildPosting({
        source: "lever",
        external_id: `${company}:${str(p.id)}`,
        title: p.text,
        company: board.company || company,
        location: str(categories.location) || (Array.isArray(categories.allLocations) ? categories.allLocations.map(str).join("; ") : ""),
        description,
        work_mode: workModeFrom(p.workplaceType),
        apply_link: safeLink(p.hostedUrl) ?? p.applyUrl,
        portal: "lever",
        apply_meta: { company, posting_id: str(p.id) },
        posted_at: p.createdAt,
        tags: [str(categories.team), str(categories.department)].filter(Boolean),
      });
      if (posting && str(p.id)) out.push(posting);
    }
    return out;
  },
};
