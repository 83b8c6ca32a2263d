import { buildPosting, safeLink } from "./derive";
import { htmlToText } from "../../lib/html-text";
import { getJson, isRecord, joinUrl, requireName, str } from "./http";
import { JobSourceError, type JobSource, type NormalisedPosting } from "./types";

/** Recruitee writes times as "2026-11-10 06:00:00 UTC". */
const isoOf = (value: unknown) => (typeof value === "string" ? value.replace(/^(\d{4}-\d\d-\d\d) (\d\d:\d\d(:\d\d)?) UTC$/, "$1T$2Z") : value);

/**
 * Recruitee careers site API (public, no key): GET https://{company}.recruitee.com/api/offers/ lists the published
 * offers, each with title, description and requirements (HTML), location / city / state_name / country, the
 * remote, hybrid and on_site flags, careers_url and careers_apply_url, and published_at. The board's `name` is the
 * company's Recruitee subdomain; `base_url` replaces https://{name}.recruitee.com.
 */
export const recruitee: JobSource = {
  name: "recruitee",
  defaultBaseUrl: "https://{name}.recruitee.com",
  async fetchPostings(board, options) {
    const company = requireName(board);
    const base = board.base_url ?? this.defaultBaseUrl.replace("{name}", encodeURIComponent(company));
    const url = joinUrl(base, "/api/offers/");
    const body = await getJson(url, options);
    if (!isRecord(body) || !Array.isArray(body.offers)) throw new JobSourceError(`${url} did not return Recruitee offers`);
    const out: NormalisedPosting[] = [];
    for (const offer of body.offers) {
      if (!isRecord(offer) || (offer.status !== undefined && offer.status !== "published")) continue;
      const location = str(offer.location) || [str(offer.city), str(offer.state_name), str(offer.country)].filter(Boolean).join(", ");
      const mode = offer.remote === true ? "remote" : offer.hybrid === true ? "hybrid" : offer.on_site === true ? "onsite" : null;
      const id = str(offer.id) || str(offer.slug);
      const posting = buildPosting({
        source: "recruitee",
        external_id: `${company}:${id}`,
        title: offer.title,
        company: str(offer.company_name) || board.company || company,
        location,
        description: [str(offer.description), str(offer.requirements)].filter(Boolean).map(htmlToText).join("\n\n"),
        work_mode: mode,
        apply_link: safeLink(offer.careers_apply_url) ?? offer.careers_url,
        apply_meta: { company, offer_id: id },
        posted_at: isoOf(offer.published_at) || isoOf(offer.created_at),
        tags: [str(offer.department)].filter(Boolean),
      });
      if (posting && id) out.push(posting);
    }
    return out;
  },
};
