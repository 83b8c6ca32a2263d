import { isBullet, stripBullet, wordCount } from "./bullets";
import { findDateRange, type FoundRange } from "./dates";
import { isTitleLike } from "./contact";
import { findCity, findState } from "./locations";
import type { ExperienceEntry } from "./types";
import { escapeRegExp } from "../../lib/regex";

const COMPANY_WORDS = /\b(ltd|limited|pvt|private|inc|llc|llp|plc|gmbh|corp|corporation|company|co\.|technologies|technology|solutions|services|systems|labs|bank|consultancy|consulting|infotech|software|group|enterprises|industries|international|global|university|college|hospital|hospitals|clinic|school|academy|vidyalaya|institute|foundation|trust|agency|studio|studios|media|ventures|networks|digital|analytics|partners|associates|hotels?|resorts?|airlines?|logistics|pharma|pharmaceuticals|healthcare|motors|estates|properties)\b/i;
const URL_ONLY = /^(https?:\/\/|www\.)\S+$/i;
const LABEL = /^(role|designation|position|title|company|organi[sz]ation|employer|client|duration|period|location)\s*[:\-–]\s*/i;
const PART_SPLIT = /\s+[|–—-]\s+|\s*\|\s*|\s*[–—]\s*|\s+[·•]\s+|,\s+|\s+at\s+|\s+@\s+|\t|\s{3,}/;

const tidy = (s: string) => balanceParens(s.replace(/^[\s,|:;()\-–—·•]+|[\s,|:;()\-–—·•]+$/g, "").replace(/\s+/g, " "));

/** Trimming can cut one side of a bracket pair ("(SQL DBA Analyst) Engineer"): put the opening one back. */
function balanceParens(s: string): string {
  const open = (s.match(/\(/g) ?? []).length;
  const close = (s.match(/\)/g) ?? []).length;
  if (close > open && /^[^(]*\)/.test(s)) return `(${s}`;
  if (open > close && /\([^)]*$/.test(s)) return `${s})`;
  return s;
}

/** Is this a short line that can name a role or an employer? */
const isHeaderLine = (l: string) =>
  !isBullet(l) &&
  !URL_ONLY.test(l.trim()) &&
  wordCount(l) <= 10 &&
  l.trim().length <= 90 &&
  !/[.;]$/.test(l.trim()) &&
  // "Software Used: Java" or "Project 1: ..." describe a role; "Role: Analyst" names one.
  (!/^[^:]{1,30}:/.test(l.trim()) || LABEL.test(l.trim())) &&
  // "Project 1 …" describes a role; "Project Engineer" or "Project Manager" names one.
  !/^project\b(?!\s+(?:engineer|manager|lead|leader|coordinator|director|officer|associate|analyst|executive|head|architect|consultant|assistant|trainee|controller|planner|specialist)\b)/i.test(l.trim());

/** Is the whole fragment a place ("Pune", "Hyderabad, Telangana", "India")? "Microsoft India" is not. */
export function isPlace(fragment: string): boolean {
  let rest = fragment;
  let found = false;
  // The longer name first, so "Jammu and Kashmir" is a state rather than the city Jammu plus words.
  const next = () => [findCity(rest), findState(rest)].filter((x): x is string => !!x).sort((a, b) => b.length - a.length)[0];
  for (let m = next(); m; m = next()) {
    rest = rest.replace(m, " ");
    found = true;
  }
  return found && /^[\s,.()\-–—]*(?:and[\s,.()\-–—]*)?$/i.test(rest);
}

const DANGLING_DASH = /\s[-–—]\s*$/;

/**
 * "Acme Corp -  Pune, Maharashtra -", "Acme Corp – Redmond" or "Acme Corp -" (a template whose place
 * slot was left empty): a line naming an employer and its place. The place may start with a town we
 * do not know ("Samba, Jammu and Kashmir") as long as it ends with one we do.
 */
export function splitEmployerLine(line: string): { employer: string; place: string } | null {
  const dangling = DANGLING_DASH.test(line);
  const s = line.trim().replace(DANGLING_DASH, "").trim();
  const m = /^(.+)\s+[-–—|]\s+([^-–—|]+)$/.exec(s);
  if (m) {
    const pieces = m[2]!.split(",").map((x) => x.trim()).filter(Boolean);
    const last = pieces[pieces.length - 1];
    if (last && isPlace(last) && pieces.every((x) => wordCount(x) <= 3 && !COMPANY_WORDS.test(x))) return { employer: tidy(m[1]!), place: pieces.join(", ") };
  }
  if (dangling && s && !/\s[-–—|]\s/.test(s)) return { employer: tidy(s), place: "" };
  return null;
}

const ONGOING_WORD = /^(present|current|till date|to date|now|ongoing|today)$/i;
const LEAD_IN = /^(?:worked|working|employed|currently|presently)\s+(?:as\s+)?(?:(?:in|at|with|for)\s+)?/i;

const SENTENCE_LEAD = /^(?:i\s+)?(?:[a-z]+ly\s+)?(?:have\s+|had\s+|am\s+|was\s+)?(?:been\s+)?(?:currently\s+|presently\s+)?(?:worked|working|employed|serving)\s+/i;
const PREP = String.raw`(?:in|at|with|for)`;

/** "Acme Ltd, Pune" → "Acme Ltd": an employer name without the place that follows it. */
const dropPlace = (name: string) => {
  const pieces = name.split(/\s*,\s*|\s+[-–—|]\s+|\s*[–—]\s*/).map((x) => x.trim());
  while (pieces.length > 1 && isPlace(pieces[pieces.length - 1]!)) pieces.pop();
  return tidy(pieces.join(", "));
};

/**
 * A role written as a sentence on the line of its dates: "Worked with Microsoft, Hyderabad as Software
 * Engineer from", "Working as Analyst at Acme Ltd since", "Acme Inc as HR Executive from".
 */
export function parseRoleSentence(line: string): { title: string; company: string } | null {
  const s = stripBullet(line).replace(/[\s.,;:|]*\b(?:from|since|during|between|till|until)?[\s.,;:|]*$/i, "").trim();
  const lead = SENTENCE_LEAD.exec(s);
  const body = lead ? s.slice(lead[0].length) : s;
  const pick = (title: string, company: string) => {
    const t = tidy(title.replace(/^an?\s+/i, ""));
    const c = dropPlace(company);
    const verb = /\b(?:work(?:ed|ing)|employed|profile)\b/i;
    // "Supervisor at Shendra MIDC Aurangabad" names a site, not an employer.
    const site = findCity(c) && !COMPANY_WORDS.test(c);
    return t && c && isTitleLike(t) && !isTitleLike(c) && !verb.test(c) && !site && wordCount(t) <= 6 && wordCount(c) <= 6 && /^[A-Z0-9[]/.test(c) ? { title: t, company: c } : null;
  };
  let m = new RegExp(String.raw`^as\s+(.+?)\s+${PREP}\s+(.+)$`, "i").exec(body);
  if (m && lead) return pick(m[1]!, m[2]!);
  m = new RegExp(String.raw`^${PREP}\s+(.+?)\s+as\s+(.+)$`, "i").exec(body);
  if (m && lead) return pick(m[2]!, m[1]!);
  // Without "worked": "Acme Inc as HR Executive", "Support Executive at Infosys", or "Systems Engineer for
  // Infosys Limited" when the name says company.
  m = /^(.+?)\s+as\s+(.+)$/i.exec(body);
  if (m && !lead) return pick(m[2]!, m[1]!);
  m = /^(.+?)\s+(?:at|@)\s+(.+)$/i.exec(body) ?? new RegExp(String.raw`^(.+?)\s+${PREP}\s+(.+)$`, "i").exec(body);
  if (m && !lead && (/\s(?:at|@)\s/i.test(body) || COMPANY_WORDS.test(m[2]!))) return pick(m[1]!, m[2]!);
  return null;
}

type RoleHeader = Pick<ExperienceEntry, "title" | "company" | "location"> & {
  /** The company came from an "Employer - Place" line, which names an employer even without company words. */
  fromEmployerLine: boolean;
};

/** Title, company and location from the header lines of one role. */
function classify(header: string[]): RoleHeader {
  let title = "";
  let company = "";
  let location = "";
  const labelled: Record<string, string> = {};
  const parts: string[] = [];
  const employers: string[] = [];
  const sentenceTitles: string[] = [];
  for (const line of header) {
    const lab = LABEL.exec(line);
    if (lab) {
      labelled[lab[1]!.toLowerCase()] = tidy(line.slice(lab[0].length));
      continue;
    }
    const sentence = parseRoleSentence(line);
    if (sentence) {
      sentenceTitles.push(sentence.title);
      employers.push(sentence.company);
      continue;
    }
    const employerLine = splitEmployerLine(line);
    if (employerLine?.place && !location) {
      const town = employerLine.place.split(",")[0]!.trim();
      location = findCity(town) ?? town;
    }
    const fragments = (employerLine?.employer ?? line).split(PART_SPLIT).map((p) => tidy(p.replace(LEAD_IN, "")));
    // "Microsoft India - Hyderabad": the one name before the place is the employer, unless it is a job title.
    const only = fragments.length === 1 ? fragments[0]! : "";
    if (employerLine && only && (COMPANY_WORDS.test(only) || !isTitleLike(only)) && wordCount(only) <= 7) {
      employers.push(only);
      continue;
    }
    for (const t of fragments) {
      // Long fragments are sentences, not names of roles or employers.
      if (t && !ONGOING_WORD.test(t) && wordCount(t) <= 7) parts.push(t);
    }
  }
  title = labelled.role ?? labelled.designation ?? labelled.position ?? labelled.title ?? sentenceTitles[0] ?? "";
  company = labelled.company ?? labelled.organisation ?? labelled.organization ?? labelled.employer ?? labelled.client ?? employers[0] ?? "";
  location ||= labelled.location ?? "";
  const rest: string[] = [];
  for (const p of parts) {
    if (wordCount(p) <= 3 && isPlace(p)) {
      if (!location) location = findCity(p) ?? p;
    } else if (!title && isTitleLike(p) && (!COMPANY_WORDS.test(p) || isTitleLike(p.split(" ").pop() ?? ""))) title = p;
    else if (!company && COMPANY_WORDS.test(p)) company = p;
    else rest.push(p);
  }
  if (!title && rest.length) title = rest.shift()!;
  // "Team Leader - Customer Support, TaskUs" or "Manager - Retail Banking, Acme Bank": the words after the title's
  // dash are its function when something else is left to be the employer.
  const fn = title ? rest.find((r) => header.some((h) => h.includes(`${title} - ${r}`) || h.includes(`${title} – ${r}`))) : undefined;
  if (fn && wordCount(fn) <= 3 && (company || rest.length > 1)) {
    title = `${title} - ${fn}`;
    rest.splice(rest.indexOf(fn), 1);
  }
  if (!company && rest.length) company = rest.shift()!;
  return { title, company, location, fromEmployerLine: employers.length > 0 && company === employers[0] };
}

/**
 * Can this line (the one under a role's dates) name the part of the role its header lacks? A missing company
 * must look like one ("Acme Ltd", "Acme – Pune", "Tan Tock Seng Hospital, Doha", a short capitalised name that
 * is not a title); a missing title must read as a title. Descriptions and bullets never qualify.
 */
function namesMissingPart(line: string, role: RoleHeader): boolean {
  // "Client: MTS" under the dates names a client, not the employer.
  if (!isHeaderLine(line) || findDateRange(line) || LABEL.test(line)) return false;
  const short = (x: string) => wordCount(x) >= 2 && wordCount(x) <= 5 && !/\d/.test(x) && !COMPANY_WORDS.test(x) && !isPlace(x) && x.split(/\s+/).every((w) => /^[A-Z0-9&(/]/.test(w) || /^(?:of|and|the|for|in|-|–)$/i.test(w));
  const titleLine = (isTitleLike(line) && wordCount(line) <= 6 && !COMPANY_WORDS.test(line.split(PART_SPLIT)[0] ?? "")) || short(line);
  if (!role.title) return titleLine;
  // "GitLab, Dehradun" above read as a title for want of one: a real title below puts it right.
  // ("Duration" left over from "Duration: Nov 2016 to Till Date" is a label, not a name.)
  if (!role.company && !isTitleLike(role.title) && !LABEL.test(`${role.title}:`) && isTitleLike(line) && titleLine) return true;
  const pieces = line.split(/\s*,\s*|\s+[|·–—-]\s+/).map((x) => x.trim()).filter(Boolean);
  const name = pieces.length > 1 && isPlace(pieces[pieces.length - 1]!) ? pieces.slice(0, -1).join(", ") : line.trim();
  if (isTitleLike(name) || isPlace(name)) return false;
  const capitalised = name.split(/\s+/).every((w) => /^[A-Z0-9&(]/.test(w) || /^(?:of|and|the|for|de|la|&)$/i.test(w));
  return capitalised && (COMPANY_WORDS.test(name) || splitEmployerLine(line) !== null || wordCount(name) <= 5);
}

const MARKED = /^(\s*)(?:[•▪●➢✓✔◦■►❖♦◆→⮚▸▹‣⁃➤➔▶·*-]|\d{1,2}[.)])\s/;

/**
 * Joins the wrapped lines of a bullet back to it: a line indented deeper than the bullet's marker (plain-text
 * resumes wrapped at 78 columns), or one that starts in lower case right after a bullet. A line ending in a
 * hyphenated word part ("2-") joins without a space.
 */
export function joinContinuations(text: string): string[] {
  const out: string[] = [];
  let bulletIndent = -1;
  for (const raw of text.split("\n")) {
    const marked = MARKED.exec(raw);
    const indent = raw.length - raw.trimStart().length;
    const body = raw.trim();
    if (marked) {
      bulletIndent = marked[1]!.length;
      out.push(raw);
      continue;
    }
    const prev = out[out.length - 1];
    const prevBody = prev?.trim() ?? "";
    const underBullet = bulletIndent >= 0 && (indent > bulletIndent || /^[a-z]/.test(body));
    // Without a bullet above, a line in lower case still continues a sentence that did not end.
    const underSentence = bulletIndent < 0 && /^[a-z]/.test(body) && wordCount(prevBody) >= 4 && !/[.:;!?]$/.test(prevBody) && !findDateRange(prevBody);
    if (body && prev !== undefined && prevBody && (underBullet || underSentence)) {
      out[out.length - 1] = /[A-Za-z0-9]-$/.test(prev) ? prev + body : `${prev.trimEnd()} ${body}`;
      continue;
    }
    bulletIndent = -1;
    out.push(raw);
  }
  return out;
}

const GUTTER = /^(\S.{0,28}?)\s{3,}(\S.*)$/;

/**
 * Dates in a left gutter beside the role ("November 2021 to   Senior Project Engineer" over "Present   Godrej
 * Properties" over "Chandigarh   Enforced site safety…"): the range is split over two lines. Rebuilds the
 * range on one line, then the role's lines, the place, and the text beside it.
 */
export function repairDateGutter(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const a = GUTTER.exec(lines[i]!);
    const next = lines[i + 1];
    if (a && next !== undefined && !findDateRange(a[1]!)) {
      const b = GUTTER.exec(next);
      const left = b ? b[1]! : wordCount(next) <= 2 ? next : null;
      if (left !== null && findDateRange(`${a[1]} ${left}`)) {
        out.push(`${a[1]} ${left}`, a[2]!);
        if (b) out.push(b[2]!);
        i++;
        const c = lines[i + 1] !== undefined ? GUTTER.exec(lines[i + 1]!) : null;
        if (c && isPlace(c[1]!)) {
          out.push(c[1]!, c[2]!);
          i++;
        }
        continue;
      }
    }
    out.push(lines[i]!);
  }
  return out;
}

/** "### Title — Company", "**Acme Ltd**", "*Jan 2020 – Present*": the Markdown marks around a line's words. */
const stripMarkdown = (line: string) => line.replace(/^#{1,6}\s+/, "").replace(/\*\*|__/g, "").replace(/^\*([^*\s][^*]*)\*$/, "$1");

/**
 * Roles from an experience section. Each date range anchors one role; the short lines just above
 * it (or just below, when dates come first) name it, and the lines up to the next role are bullets.
 */
export function parseExperience(sectionText: string): ExperienceEntry[] {
  const lines = repairDateGutter(
    joinContinuations(sectionText)
      .map((l) => stripMarkdown(l.trim()))
      .filter((l) => l.length > 0),
  );
  const anchors: Array<{ index: number; range: FoundRange }> = [];
  lines.forEach((line, index) => {
    const range = findDateRange(line);
    if (range) anchors.push({ index, range });
  });
  const entries: ExperienceEntry[] = [];
  const headerStarts: number[] = [];
  const bodyStarts: number[] = [];
  const employerNamed: boolean[] = [];
  anchors.forEach(({ index, range }, k) => {
    const floor = k > 0 ? anchors[k - 1]!.index + 1 : 0;
    const line = lines[index]!;
    const rest = tidy(line.slice(0, range.index) + " | " + line.slice(range.index + range.length));
    const header: string[] = [];
    let start = index;
    for (let j = index - 1; j >= floor && header.length < 3 && isHeaderLine(lines[j]!); j--) {
      // A second "Employer - Place" line belongs to the role above, which has no dates.
      if (splitEmployerLine(lines[j]!) && header.some((h) => splitEmployerLine(h))) break;
      header.unshift(lines[j]!);
      start = j;
    }
    let bodyStart = index + 1;
    const restIsHeader = rest && wordCount(rest) <= 12;
    if (header.length === 0 && !restIsHeader) {
      // Dates first: "2019 – 2021" then "Engineer" then "Acme Ltd".
      const next = k + 1 < anchors.length ? anchors[k + 1]!.index : lines.length;
      // A line that is only a place ("Indore") does not use up one of the two.
      const named = () => header.filter((h) => !isPlace(h)).length;
      while (bodyStart < next && named() < 2 && isHeaderLine(lines[bodyStart]!)) header.push(lines[bodyStart++]!);
      if (bodyStart < next && isPlace(lines[bodyStart]!)) header.push(lines[bodyStart++]!);
    }
    if (restIsHeader) header.push(rest);
    let classified = classify(header);
    // "Senior Staff Nurse   2023–Present" then "Tan Tock Seng Hospital, Doha", or "GitLab, Dehradun   Jun 2023 – Present"
    // then "Cloud Engineer": the line under the dates names what the header lacks.
    const below = lines[bodyStart];
    const nextAnchor = k + 1 < anchors.length ? anchors[k + 1]!.index : lines.length;
    if (below !== undefined && bodyStart < nextAnchor && (!classified.title || !classified.company) && namesMissingPart(below, classified)) {
      const more = classify([...header, below]);
      const had = [classified.title, classified.company].filter(Boolean);
      if (more.title && more.company && had.every((h) => h === more.title || h === more.company)) {
        classified = more;
        bodyStart++;
      }
    }
    headerStarts.push(start);
    bodyStarts.push(bodyStart);
    const { fromEmployerLine, ...role } = classified;
    employerNamed.push(fromEmployerLine);
    entries.push({ ...role, start: range.start, end: range.end, bullets: [] });
  });
  entries.forEach((entry, k) => {
    const end = k + 1 < entries.length ? headerStarts[k + 1]! : lines.length;
    entry.bullets = lines
      .slice(bodyStarts[k], end)
      .filter((l) => !URL_ONLY.test(l))
      .map(stripBullet)
      .filter((l) => l.length > 1);
  });
  // Roles above the first dated one ("Title" then "Employer" and a description, no dates: often the
  // current job) would otherwise be lost, or their lines taken for the next role's header.
  const undated = findUndatedRoles(lines.slice(0, anchors.length ? headerStarts[0]! : lines.length));
  entries.unshift(...undated.map((u) => u.entry));
  employerNamed.unshift(...undated.map((u) => u.fromEmployerLine));
  const dateLines = [...undated.map(() => ""), ...anchors.map((a) => stripBullet(lines[a.index]!))];
  // A date range whose header names neither a role nor an employer is a project or a course inside
  // the previous role: fold it into that role instead of inventing a new one.
  const kept: ExperienceEntry[] = [];
  entries.forEach((e, k) => {
    const named = (e.title && isTitleLike(e.title)) || COMPANY_WORDS.test(e.company) || COMPANY_WORDS.test(e.title) || employerNamed[k];
    const prev = kept[kept.length - 1];
    // The same title and dates again is the role restated in its own description ("Currently working as ...").
    const restated = prev && e.title && e.start && e.start === prev.start && e.end === prev.end && e.title.toLowerCase() === prev.title.toLowerCase();
    if (restated) prev.bullets.push(dateLines[k]!, ...e.bullets);
    else if (!named && prev) prev.bullets.push(...e.bullets);
    else if (e.title || e.company) kept.push(e);
  });
  return kept;
}

const ENDS_OPEN = /\b(?:of|for|in|at|with|and|or|the|a|an|to|from|as|on|by)$/i;

/**
 * Roles without dates: a job-title line followed by an employer line ("Employer - Place", or a short
 * name that is not itself a title), starting a block. The lines up to the next such pair are its bullets.
 */
function findUndatedRoles(lines: string[]): Array<{ entry: ExperienceEntry; fromEmployerLine: boolean }> {
  const starts: number[] = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    const [a, b] = [lines[i]!, lines[i + 1]!];
    if (i > 0 && isHeaderLine(lines[i - 1]!)) continue;
    if (!isHeaderLine(a) || !isHeaderLine(b) || ENDS_OPEN.test(a) || ENDS_OPEN.test(b)) continue;
    const employerLine = splitEmployerLine(b);
    const titleThenName = isTitleLike(a) && wordCount(a) <= 6 && !isTitleLike(b) && wordCount(b) <= 5 && /^[A-Z0-9]/.test(b);
    if (employerLine || titleThenName) {
      starts.push(i);
      i++;
    }
  }
  return starts.map((i, k) => {
    const { fromEmployerLine, ...role } = classify([lines[i]!, lines[i + 1]!]);
    const bullets = lines
      .slice(i + 2, starts[k + 1] ?? lines.length)
      .filter((l) => !URL_ONLY.test(l))
      .map(stripBullet)
      .filter((l) => l.length > 1);
    return { entry: { ...role, start: "", end: "", bullets }, fromEmployerLine };
  });
}


/**
 * The text with employer names blanked where a line names them as an employer: "Cisco -  Pune -",
 * "Sap labs" on its own, "Developer - Cisco Systems", "Analyst at Oracle", "Quality Engineer, Daikin Air Conditioning". Working at Cisco is not the
 * skill "Cisco"; "Configured Cisco routers" elsewhere still is.
 */
export function blankEmployerMentions(text: string, companies: string[]): string {
  const names = [...new Set(companies.map((c) => c.trim().toLowerCase()).filter((c) => c.length > 1))].map((name) => ({
    name,
    // "Developer - Cisco Systems", "Analyst at Oracle", "consultant@SAP labs, Bangalore".
    tail: new RegExp(String.raw`(?:\s[-–—|]\s*|\sat\s+|@\s*)${escapeRegExp(name)}$`, "i"),
    word: new RegExp(String.raw`(?<!\w)${escapeRegExp(name)}(?!\w)`, "i"),
  }));
  if (names.length === 0) return text;
  const namesEmployer = (line: string, name: (typeof names)[number]) => {
    const pieces = line.trim().replace(DANGLING_DASH, "").split(",").map((x) => x.trim());
    while (pieces.length > 1 && isPlace(pieces[pieces.length - 1]!)) pieces.pop();
    const bare = pieces.join(", ").toLowerCase();
    // "Quality Engineer, Daikin Air Conditioning India": a title, then the employer after a comma.
    const titleThenEmployer = pieces.length > 1 && isTitleLike(pieces[0]!) && pieces.slice(1).join(", ").toLowerCase() === name.name;
    return bare === name.name || titleThenEmployer || splitEmployerLine(line)?.employer.toLowerCase() === name.name || name.tail.test(bare);
  };
  return text
    .split("\n")
    .map((line) => {
      if (wordCount(line) > 12) return line;
      let out = line;
      for (const name of names) {
        if (namesEmployer(out, name)) out = out.replace(name.word, (x) => " ".repeat(x.length));
      }
      return out;
    })
    .join("\n");
}

/** "Title, Company (Start – End)", leaving out what is unknown. */
export function formatRole(e: ExperienceEntry): string {
  const who = [e.title, e.company].filter(Boolean).join(", ");
  const when = e.start ? ` (${e.start}${e.end ? ` – ${e.end}` : ""})` : "";
  return `${who}${when}`;
}
