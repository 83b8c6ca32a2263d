import type { JobWhyPlaceMatch, SearchPlace, SearchedFor } from "../../../api/generated/model";

/** How a posting's place note reads: "far" (elsewhere) stands out, the rest are quiet context. */
export function placeNoteTone(match: JobWhyPlaceMatch | undefined): "far" | "near" {
  return match === "elsewhere" ? "far" : "near";
}

/** The result panel's line about the place used ("Showing roles in Navi Mumbai, the Mumbai region, …"). */
export function placeUsed(place: SearchPlace | undefined, typed: string | undefined): string {
  if (place?.note) return place.note;
  return typed ? `Searching in ${typed}.` : "";
}

/** Whom the results are ranked for ("Ranked for your resume: Senior Data Analyst · Data analytics and BI"). */
export function rankedFor(who: SearchedFor | undefined): string {
  if (!who?.role_family_name) return "";
  const role = [who.title, who.role_family_name].filter(Boolean).join(" · ");
  return who.from === "resume" ? `Ranked for your resume: ${role}` : `Ranked for the role your keywords name: ${role}`;
}
