import { outcomeOf, postForm } from "./http";
import type { Applicant, ApplyOutcome, PortalAdapter, PostingTarget } from "./types";

export interface GreenhouseOptions {
  /** https://boards-api.greenhouse.io unless configured otherwise. */
  baseUrl: string;
  /** Job Board API keys by board token (the employer's key; sent as the Basic auth user name). */
  boardKeys: Record<string, string>;
}

/**
 * Greenhouse Job Board API: `POST {base}/v1/boards/{board_token}/jobs/{job_id}`, multipart form with
 * first_name, last_name, email, phone and the resume (as resume_text: we hold the text, not the file),
 * HTTP Basic auth with the board's API key as user name and no password.
 */
export function createGreenhouseAdapter(options: GreenhouseOptions): PortalAdapter {
  return {
    portal: "greenhouse",
    async apply(posting: PostingTarget, applicant: Applicant): Promise<ApplyOutcome> {
      const board = stringMeta(posting.applyMeta.board_token);
      const jobId = stringMeta(posting.applyMeta.job_id);
      if (!board || !jobId) {
        return { status: "ready_for_you", reason: "This Greenhouse posting has no board details to apply by API. Finish this one in a click." };
      }
      const form = new FormData();
      form.set("first_name", applicant.firstName);
      form.set("last_name", applicant.lastName);
      form.set("email", applicant.email);
      if (applicant.phone) form.set("phone", applicant.phone);
      form.set("resume_text", applicant.resumeText);
      const key = options.boardKeys[board];
      const headers: Record<string, string> = key ? { Authorization: `Basic ${Buffer.from(`${key}:`).toString("base64")}` } : {};
      const url = `${options.baseUrl}/v1/boards/${encodeURIComponent(board)}/jobs/${encodeURIComponent(jobId)}`;
      const res = await postForm(url, form, headers);
      return outcomeOf("Greenhouse", res, Boolean(key), () => null);
    },
  };
}

function stringMeta(value: unknown): string {
  return typeof value === "string" || typeof value === "number" ? String(value).trim() : "";
}
