// SPEC section 8: the fixed fallback text each call shows when the server gives no `detail` or message.
const FALLBACKS: Array<[method: string, pattern: RegExp, text: string]> = [
  ["POST", /^\/auth\/(login|token)$|^\/(users\/login|login|token)$/, "Login failed. Please check your credentials."],
  ["POST", /^\/auth\/(signup|register)$|^\/(users\/signup|register)$/, "Signup failed. Please try again."],
  ["POST", /^\/resume\/upload$/, "Failed to extract resume data. Please try again."],
  ["GET", /^\/jobs\/search$/, "Failed to fetch jobs. Please try again."],
  ["POST", /^\/resume-builder\/ingest$/, "Unable to analyse resume. Please try a PDF or DOCX file."],
  ["POST", /^\/resume-builder\/compare$/, "Unable to compare resumes right now."],
  ["POST", /^\/notes\/generate$/, "Unable to generate notes right now."],
  ["GET", /^\/notes\/[^/]+\/pdf$/, "Download failed. Please try again."],
  ["GET", /^\/auto-apply\//, "Failed to load Auto-Apply settings."],
  ["POST", /^\/auto-apply\/consent$/, "Unable to update consent."],
  ["POST", /^\/auto-apply\/settings$/, "Failed to update settings."],
  ["POST", /^\/billing\//, "Payment failed. Please try again."],
];

export const GENERIC_FALLBACK = "Something went wrong. Please try again.";

/** The fallback text for a call, given its method and its path below /api/v1. */
export function fallbackMessageFor(method: string, path: string): string {
  const bare = path.split("?")[0] ?? path;
  const hit = FALLBACKS.find(([m, re]) => m === method.toUpperCase() && re.test(bare));
  return hit ? hit[2] : GENERIC_FALLBACK;
}
