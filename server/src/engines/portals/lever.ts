import { outcomeOf, postForm } from "./http";
import type { Applicant, ApplyOutcome, PortalAdapter, PostingTarget } from "./types";

export interface LeverOptions {
  /** https://api.lever.co unless configured otherwise (https://api.eu.lever.co for EU sites). */
  baseUrl: string;
  /** Postings API keys by Lever site name (issued by the employer's Lever admin). */
  apiKeys: Record<string, string>;
}

/**
 * Lever Postings API: `POST {base}/v0/postings/{site}/{posting_id}?key=...`, multipart form (the only
 * mode that takes a resume file) with name, email, phone, org, urls[Label] and resume. Lever answers
 * {ok:true, applicationId} and rate-limits with 429, which must be retried.
 */
export function createLeverAdapter(options: LeverOptions): PortalAdapter {
  return {
    portal: "lever",
    async apply(posting: PostingTarget, applicant: Applicant): Promise<ApplyOutcome> {
      const site = stringMeta(posting.applyMeta.company);
      const postingId = stringMeta(posting.applyMeta.posting_id);
      if (!site || !postingId) {
        return { status: "ready_for_you", reason: "This Lever posting has no site details to apply by API. Finish this one in a click." };
      }
      const form = new FormData();
      form.set("name", applicant.fullName);
      form.set("email", applicant.email);
      if (applicant.phone) form.set("phone", applicant.phone);
      if (applicant.currentCompany) form.set("org", applicant.currentCompany);
      for (const [label, url] of Object.entries(linkLabels(applicant.links))) form.set(`urls[${label}]`, url);
      form.set("source", "Hirewise Auto-Apply");
      form.set("resume", new Blob([applicant.resumeText], { type: "text/plain" }), applicant.resumeFileName);
      const key = options.apiKeys[site];
      const query = key ? `?key=${encodeURIComponent(key)}` : "";
      const url = `${options.baseUrl}/v0/postings/${encodeURIComponent(site)}/${encodeURIComponent(postingId)}${query}`;
      const res = await postForm(url, form);
      return outcomeOf("Lever", res, Boolean(key), (body) => {
        const id = (body as { applicationId?: unknown } | null)?.applicationId;
        return typeof id === "string" ? id : null;
      });
    },
  };
}

/** Lever wants urls as {Label: url}; name the usual profiles, number the rest. */
export function linkLabels(links: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  let other = 0;
  for (const raw of links) {
    const url = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`;
    const host = (() => {
      try {
        return new URL(url).hostname.toLowerCase();
      } catch {
        return "";
      }
    })();
    if (!host) continue;
    const label = host.includes("linkedin.") ? "LinkedIn" : host.includes("github.") ? "GitHub" : host.includes("behance.") ? "Behance" : host.includes("dribbble.") ? "Dribbble" : `Link ${++other}`;
    if (!out[label]) out[label] = url;
  }
  return out;
}

function stringMeta(value: unknown): string {
  return typeof value === "string" || typeof value === "number" ? String(value).trim() : "";
}
