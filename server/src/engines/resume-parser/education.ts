import { isBullet, stripBullet } from "./bullets";
import { findLinks } from "./contact";
import type { ProjectEntry } from "./types";

const DEGREE = /\b(b\.?\s?tech|m\.?\s?tech|b\.?\s?e\b|m\.?\s?e\b|b\.?\s?sc|m\.?\s?sc|b\.?\s?com|m\.?\s?com|b\.?\s?a\b|m\.?\s?a\b|bba|mba|bca|mca|pgdm|pgdbm|ph\.?\s?d|bachelor|master|diploma|doctor|degree|12th|10th|xii|x\b|hsc|ssc|sslc|puc|intermediate|matriculation|high school|secondary|higher secondary|graduation|post graduation|ca\b|cs\b|icwa|llb|mbbs|md\b|b\.?\s?pharm|m\.?\s?pharm|b\.?\s?ed|m\.?\s?ed|gnm|anm)/i;

/** Education entries: each line naming a degree starts one, following lines (college, year) join it. */
export function parseEducation(sectionText: string): string[] {
  const out: string[] = [];
  for (const raw of sectionText.split("\n")) {
    const line = stripBullet(raw).replace(/\s+/g, " ").trim();
    if (!line || /^https?:/i.test(line)) continue;
    if (DEGREE.test(line) || out.length === 0) out.push(line);
    else if (out[out.length - 1]!.length < 160) out[out.length - 1] += `, ${line}`;
    else out.push(line);
  }
  return out.map((e) => e.replace(/\s*,\s*,/g, ",").replace(/[\s,]+$/, ""));
}

const LABEL = /^(project(?:\s+(?:name|title))?|title)\s*[:\-–]\s*/i;
const DETAIL = /^(role|team size|duration|technolog(?:y|ies)|tools|environment|tech stack|client|description|responsibilities)\s*[:\-–]/i;

/** Projects: a short non-bullet line names a project; bullets and detail lines describe it. */
export function parseProjects(sectionText: string): ProjectEntry[] {
  const projects: ProjectEntry[] = [];
  for (const raw of sectionText.split("\n")) {
    const line = raw.trim();
    if (!line) continue;
    const words = line.split(/\s+/).length;
    const startsProject = !isBullet(line) && !DETAIL.test(line) && (LABEL.test(line) || (words <= 12 && !/[.]$/.test(line)));
    if (startsProject || projects.length === 0) {
      const link = findLinks(line)[0] ?? "";
      const name = line.replace(LABEL, "").replace(link, "").replace(/[\s|:–—-]+$/, "").trim();
      projects.push({ name: name || line, link, bullets: [] });
    } else {
      const p = projects[projects.length - 1]!;
      if (!p.link) p.link = findLinks(line)[0] ?? "";
      p.bullets.push(stripBullet(line));
    }
  }
  return projects.filter((p) => p.name);
}
