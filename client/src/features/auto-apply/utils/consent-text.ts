/**
 * The fixed Auto-Apply consent text (SPEC section 3: held by the client). Its version is sent as
 * `consent_version` when consent is granted, so the server records exactly which wording was accepted.
 * Change the wording only together with the version (and the server's current version).
 */
export const CONSENT_VERSION = "2026-11";

export const CONSENT_TITLE = "Auto-Apply consent";

export const CONSENT_PARAGRAPHS: readonly string[] = [
  "I authorise Hirewise to find job postings that match my settings and to submit job applications on my behalf, using my latest uploaded resume and my profile details (name, email, phone and location).",
  "Hirewise will only apply on the portals I switch on, to postings that meet my minimum match percentage, roles and locations, and never more than my daily cap. Where a portal has no application API, Hirewise prepares the application and leaves the final click to me.",
  "Every attempt is listed in my applications log. I can pause Auto-Apply or revoke this consent at any time; revoking stops all further applications immediately.",
];
