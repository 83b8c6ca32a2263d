/**
 * HTML+CSS resume templates, printed to PDF by Chromium (see build.ts). Each one is a layout people make
 * in Canva, Google Docs or a resume site: sidebars on either side, letter-spaced and small-caps headings,
 * icon bullets and icon contact lines, running headers and footers over several pages, tables, a date
 * gutter. Every value printed comes from the truth; nothing is added that the truth does not hold, except
 * decoration (icons, page numbers, "Page 1 of 2").
 */
import type { ResumeTruth, SectionKey, Size } from "./truth";

export interface HtmlRender {
  html: string;
  /** Chromium's running header and footer (page numbers, the name); printed on every page. */
  headerTemplate?: string;
  footerTemplate?: string;
  margin: { top: string; bottom: string; left: string; right: string };
}

export interface PdfTemplate {
  id: string;
  kind: "pdf";
  size: Size;
  /** What the template exercises, for the eval's table. */
  about: string;
  render(t: ResumeTruth): HtmlRender;
}

export const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** "C A R E E R  O B J E C T I V E": letters apart, words two spaces apart (print with white-space: pre). */
export const letterSpaced = (s: string) =>
  s
    .toUpperCase()
    .split(/\s+/)
    .map((w) => [...w].join(" "))
    .join("  ");

const MARGIN = { top: "14mm", bottom: "14mm", left: "14mm", right: "14mm" };

const page = (css: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>@page{size:A4}*{box-sizing:border-box}body{margin:0;-webkit-print-color-adjust:exact;print-color-adjust:exact}${css}</style></head><body>${body}</body></html>`;

/** Sections in the order a template prints them, with the heading the truth chose. */
const ordered = (t: ResumeTruth, order: SectionKey[]) => order.filter((k) => t.headings[k]).map((k) => ({ key: k, heading: t.headings[k]! }));

const ul = (items: string[], cls = "") => `<ul${cls ? ` class="${cls}"` : ""}>${items.map((b) => `<li>${esc(b)}</li>`).join("")}</ul>`;
const paras = (items: string[], cls: string) => items.map((b) => `<p class="${cls}">${esc(b)}</p>`).join("");

const educationLines = (t: ResumeTruth) =>
  t.education.map((e) => `<div class="edu"><b>${esc(e.degree)}</b><br>${esc(e.institution)}, ${esc(e.year)}</div>`).join("");
const projectBlocks = (t: ResumeTruth, bullets: (b: string[]) => string = (b) => ul(b)) =>
  t.projects.map((p) => `<div class="proj"><b>${esc(p.name)}</b>${bullets(p.bullets)}</div>`).join("");

// --- 1. Classic one column -------------------------------------------------------------------------------
const classic: PdfTemplate = {
  id: "pdf-classic",
  kind: "pdf",
  size: "normal",
  about: "one column, serif, rules under headings, dates right-aligned on the title line",
  render(t) {
    const css = `body{font-family:'Liberation Serif',serif;font-size:10.5pt;color:#111;line-height:1.3}
      h1{text-align:center;font-size:20pt;margin:0 0 2pt}.contact{text-align:center;margin-bottom:8pt}
      h2{font-size:11.5pt;text-transform:uppercase;border-bottom:1px solid #333;margin:10pt 0 4pt;padding-bottom:1pt}
      .row{display:flex;justify-content:space-between}.sub{font-style:italic}ul{margin:2pt 0 6pt 16pt;padding:0}li{margin:1pt 0}`;
    const body: Record<SectionKey, () => string> = {
      summary: () => `<p>${esc(t.summary)}</p>`,
      experience: () =>
        t.experience
          .map((e) => `<div class="row"><b>${esc(e.title)}</b><span>${esc(e.dates)}</span></div><div class="sub">${esc(e.company)}, ${esc(e.location)}</div>${ul(e.bullets)}`)
          .join(""),
      education: () => educationLines(t),
      skills: () => `<p>${t.skills.map(esc).join(", ")}</p>`,
      projects: () => projectBlocks(t),
      certifications: () => ul(t.certifications),
      languages: () => `<p>${t.languages.map(esc).join(", ")}</p>`,
    };
    const sections = ordered(t, ["summary", "experience", "education", "skills", "projects", "certifications", "languages"]);
    return {
      html: page(css, `<h1>${esc(t.name)}</h1><div class="contact">${esc(t.location)} | ${esc(t.phone)} | ${esc(t.email)}</div>${sections.map((s) => `<h2>${esc(s.heading)}</h2>${body[s.key]()}`).join("")}`),
      margin: MARGIN,
    };
  },
};

// --- 2. Left sidebar -----------------------------------------------------------------------------------
const sidebarLeft: PdfTemplate = {
  id: "pdf-sidebar-left",
  kind: "pdf",
  size: "normal",
  about: "two columns, dark LEFT sidebar (contact, skills, languages, certifications), name over the main column",
  render(t) {
    const css = `body{font-family:'Liberation Sans',sans-serif;font-size:9.5pt;color:#222;line-height:1.35}
      .wrap{display:grid;grid-template-columns:33% 67%;min-height:297mm}
      .side{background:#1f3a4d;color:#fff;padding:18mm 6mm 10mm 8mm}.main{padding:14mm 10mm 10mm 8mm}
      .side h3{font-size:10pt;text-transform:uppercase;border-bottom:1px solid #8fb3c9;margin:12pt 0 4pt;padding-bottom:2pt}
      .side p{margin:2pt 0}.side ul{margin:0;padding-left:12pt}
      h1{font-size:24pt;margin:0;color:#1f3a4d}.headline{font-size:12pt;color:#557;margin-bottom:10pt}
      h2{font-size:11pt;text-transform:uppercase;color:#1f3a4d;margin:12pt 0 4pt}
      .title{font-weight:bold;font-size:10.5pt}.meta{color:#555}.dates{color:#777;font-style:italic}ul{margin:2pt 0 8pt 0;padding-left:14pt}
      .edu{margin-bottom:4pt}.proj{margin-bottom:4pt}`;
    const side = [
      `<h3>Contact</h3><p>${esc(t.phone)}</p><p>${esc(t.email)}</p><p>${esc(t.location)}</p>`,
      `<h3>${esc(t.headings.skills!)}</h3>${ul(t.skills)}`,
      `<h3>${esc(t.headings.languages!)}</h3>${t.languages.map((l) => `<p>${esc(l)}</p>`).join("")}`,
      t.headings.certifications ? `<h3>${esc(t.headings.certifications)}</h3>${paras(t.certifications, "cert")}` : "",
    ].join("");
    const main = [
      `<h1>${esc(t.name)}</h1><div class="headline">${esc(t.headline)}</div>`,
      `<h2>${esc(t.headings.summary!)}</h2><p>${esc(t.summary)}</p>`,
      `<h2>${esc(t.headings.experience!)}</h2>` +
        t.experience.map((e) => `<div class="title">${esc(e.title)}</div><div class="meta">${esc(e.company)} | ${esc(e.location)}</div><div class="dates">${esc(e.dates)}</div>${ul(e.bullets)}`).join(""),
      `<h2>${esc(t.headings.education!)}</h2>${educationLines(t)}`,
      t.headings.projects ? `<h2>${esc(t.headings.projects)}</h2>${projectBlocks(t)}` : "",
    ].join("");
    return { html: page(css, `<div class="wrap"><div class="side">${side}</div><div class="main">${main}</div></div>`), margin: { top: "0", bottom: "0", left: "0", right: "0" } };
  },
};

// --- 3. Right sidebar ------------------------------------------------------------------------------------
const sidebarRight: PdfTemplate = {
  id: "pdf-sidebar-right",
  kind: "pdf",
  size: "normal",
  about: "header band, main column LEFT, RIGHT sidebar with skill chips, education, certifications, languages",
  render(t) {
    const css = `body{font-family:'DejaVu Sans',sans-serif;font-size:8.8pt;color:#222;line-height:1.4}
      header{background:#f1ece4;padding:10mm 12mm 6mm}h1{margin:0;font-size:21pt}.headline{font-size:11pt;color:#a0522d}
      .contact{margin-top:4pt;color:#444}.cols{display:grid;grid-template-columns:64% 36%;padding:0 12mm}
      .main{padding-right:7mm}.side{padding-left:6mm;border-left:1px solid #ddd}
      h2{font-size:10pt;letter-spacing:1px;text-transform:uppercase;color:#a0522d;margin:12pt 0 5pt}
      .role{margin-bottom:8pt}.role .t{font-weight:bold}.role .c{color:#444}.role .d{float:right;color:#777}
      ul{margin:3pt 0;padding-left:13pt}.chip{display:inline-block;border:1px solid #c9b8a6;border-radius:8pt;padding:1pt 6pt;margin:0 3pt 4pt 0}
      .edu{margin-bottom:5pt}`;
    const main = [
      `<h2>${esc(t.headings.summary!)}</h2><p>${esc(t.summary)}</p>`,
      `<h2>${esc(t.headings.experience!)}</h2>` +
        t.experience.map((e) => `<div class="role"><span class="d">${esc(e.dates)}</span><div class="t">${esc(e.title)}</div><div class="c">${esc(e.company)} · ${esc(e.location)}</div>${ul(e.bullets)}</div>`).join(""),
      t.headings.projects ? `<h2>${esc(t.headings.projects)}</h2>${projectBlocks(t)}` : "",
    ].join("");
    const side = [
      `<h2>${esc(t.headings.skills!)}</h2><div>${t.skills.map((s) => `<span class="chip">${esc(s)}</span>`).join(" ")}</div>`,
      `<h2>${esc(t.headings.education!)}</h2>${educationLines(t)}`,
      t.headings.certifications ? `<h2>${esc(t.headings.certifications)}</h2>${ul(t.certifications)}` : "",
      `<h2>${esc(t.headings.languages!)}</h2>${ul(t.languages)}`,
    ].join("");
    return {
      html: page(css, `<header><h1>${esc(t.name)}</h1><div class="headline">${esc(t.headline)}</div><div class="contact">${esc(t.email)} &nbsp;•&nbsp; ${esc(t.phone)} &nbsp;•&nbsp; ${esc(t.location)}</div></header><div class="cols"><div class="main">${main}</div><div class="side">${side}</div></div>`),
      margin: { top: "0", bottom: "10mm", left: "0", right: "0" },
    };
  },
};

// --- 4. Letter-spaced headings typed as separate letters ---------------------------------------------
const letterSpacedText: PdfTemplate = {
  id: "pdf-letter-spaced",
  kind: "pdf",
  size: "normal",
  about: 'headings typed as separate letters ("C A R E E R  O B J E C T I V E"), company first, title in italics',
  render(t) {
    const css = `body{font-family:'Liberation Sans',sans-serif;font-size:10pt;color:#222;line-height:1.35}
      h1{font-size:22pt;font-weight:normal;margin:0}.contact{margin:4pt 0 6pt;color:#555}
      h2{white-space:pre;font-size:10.5pt;font-weight:bold;color:#333;margin:14pt 0 5pt;border-top:2px solid #222;padding-top:4pt}
      .co{font-weight:bold}.row{display:flex;justify-content:space-between}.ti{font-style:italic}
      ul{margin:2pt 0 8pt;padding-left:15pt;list-style:square}`;
    const body: Record<SectionKey, () => string> = {
      summary: () => `<p>${esc(t.summary)}</p>`,
      experience: () =>
        t.experience.map((e) => `<div class="row"><span class="co">${esc(e.company)}, ${esc(e.location)}</span><span>${esc(e.dates)}</span></div><div class="ti">${esc(e.title)}</div>${ul(e.bullets)}`).join(""),
      education: () => t.education.map((e) => `<div class="row"><span><b>${esc(e.degree)}</b>, ${esc(e.institution)}</span><span>${esc(e.year)}</span></div>`).join(""),
      skills: () => `<p>${t.skills.map(esc).join(" · ")}</p>`,
      projects: () => projectBlocks(t),
      certifications: () => ul(t.certifications),
      languages: () => `<p>${t.languages.map(esc).join(", ")}</p>`,
    };
    const sections = ordered(t, ["summary", "skills", "experience", "education", "projects", "certifications", "languages"]);
    return {
      html: page(css, `<h1>${esc(t.name)}</h1><div class="contact">${esc(t.phone)} / ${esc(t.email)} / ${esc(t.location)}</div>${sections.map((s) => `<h2>${esc(letterSpaced(s.heading))}</h2>${body[s.key]()}`).join("")}`),
      margin: MARGIN,
    };
  },
};

// --- 5. CSS letter-spacing, centred, skills in CSS columns --------------------------------------------
const cssSpacing: PdfTemplate = {
  id: "pdf-css-spacing",
  kind: "pdf",
  size: "normal",
  about: "CSS letter-spacing on the name and headings (uppercased by CSS), centred headings, skills in three CSS columns",
  render(t) {
    const css = `body{font-family:'DejaVu Serif',serif;font-size:9.5pt;color:#2b2b2b;line-height:1.4}
      h1{text-align:center;font-weight:normal;letter-spacing:0.35em;text-transform:uppercase;font-size:20pt;margin:0}
      .headline{text-align:center;letter-spacing:0.2em;text-transform:uppercase;font-size:9pt;color:#777;margin:3pt 0}
      .contact{text-align:center;font-size:9pt;margin-bottom:6pt}
      h2{text-align:center;letter-spacing:0.3em;text-transform:uppercase;font-size:10pt;font-weight:normal;margin:14pt 0 6pt;border-bottom:1px solid #bbb;padding-bottom:3pt}
      .t{font-weight:bold}.d{color:#666}ul{margin:3pt 0 8pt;padding-left:14pt}.cols{columns:3;column-gap:8mm}.cols div{break-inside:avoid}`;
    const body: Record<SectionKey, () => string> = {
      summary: () => `<p>${esc(t.summary)}</p>`,
      experience: () => t.experience.map((e) => `<div class="t">${esc(e.title)} — ${esc(e.company)}</div><div class="d">${esc(e.dates)} | ${esc(e.location)}</div>${ul(e.bullets)}`).join(""),
      education: () => educationLines(t),
      skills: () => `<div class="cols">${t.skills.map((s) => `<div>${esc(s)}</div>`).join("")}</div>`,
      projects: () => projectBlocks(t),
      certifications: () => ul(t.certifications),
      languages: () => `<p>${t.languages.map(esc).join(" | ")}</p>`,
    };
    const sections = ordered(t, ["summary", "experience", "skills", "education", "certifications", "projects", "languages"]);
    return {
      html: page(css, `<h1>${esc(t.name)}</h1><div class="headline">${esc(t.headline)}</div><div class="contact">${esc(t.location)} • ${esc(t.phone)} • ${esc(t.email)}</div>${sections.map((s) => `<h2>${esc(s.heading)}</h2>${body[s.key]()}`).join("")}`),
      margin: MARGIN,
    };
  },
};

// --- 6. Small caps ------------------------------------------------------------------------------------
const smallCaps: PdfTemplate = {
  id: "pdf-small-caps",
  kind: "pdf",
  size: "normal",
  about: "font-variant small-caps on the name and headings, text bullets (•) in the text layer, role on one line with middots",
  render(t) {
    const css = `body{font-family:'Liberation Serif',serif;font-size:10.5pt;color:#1a1a1a;line-height:1.3}
      h1{font-variant:small-caps;font-size:24pt;font-weight:normal;margin:0}.contact{margin-bottom:8pt}
      h2{font-variant:small-caps;font-size:14pt;font-weight:normal;margin:12pt 0 3pt;color:#5b2333}
      .r{margin-top:5pt}.r b{font-weight:bold}.d{text-align:right;color:#555;font-size:9.5pt}
      ul{list-style:none;margin:2pt 0 6pt;padding-left:10pt}li{text-indent:-8pt}li::before{content:"• "}`;
    const body: Record<SectionKey, () => string> = {
      summary: () => `<p>${esc(t.summary)}</p>`,
      experience: () => t.experience.map((e) => `<div class="r"><b>${esc(e.title)}</b> · ${esc(e.company)} · ${esc(e.location)}</div><div class="d">${esc(e.dates)}</div>${ul(e.bullets)}`).join(""),
      education: () => t.education.map((e) => `<div>${esc(e.degree)} — ${esc(e.institution)} (${esc(e.year)})</div>`).join(""),
      skills: () => `<p>${t.skills.map(esc).join(", ")}</p>`,
      projects: () => projectBlocks(t),
      certifications: () => ul(t.certifications),
      languages: () => `<p>${t.languages.map(esc).join(", ")}</p>`,
    };
    const sections = ordered(t, ["summary", "experience", "projects", "education", "skills", "certifications", "languages"]);
    return {
      html: page(css, `<h1>${esc(t.name)}</h1><div class="contact">${esc(t.email)} · ${esc(t.phone)} · ${esc(t.location)}</div>${sections.map((s) => `<h2>${esc(s.heading)}</h2>${body[s.key]()}`).join("")}`),
      margin: MARGIN,
    };
  },
};

// --- 7. Icons: contact line with ☎ ✉ ⌂ and SVG, ▸ and ✓ bullets, SVG section icons ------------------
const SVG_DOT = `<svg width="7" height="7" viewBox="0 0 10 10" style="margin-right:4pt"><circle cx="5" cy="5" r="4" fill="#0a7"/></svg>`;
const SVG_ICON = `<svg width="11" height="11" viewBox="0 0 12 12" style="vertical-align:-1pt;margin-right:4pt"><rect x="1" y="1" width="10" height="10" rx="2" fill="#0a7"/></svg>`;
const icons: PdfTemplate = {
  id: "pdf-icons",
  kind: "pdf",
  size: "normal",
  about: "icon contact line (☎ ✉ ⌂ glyphs), ▸ bullets in the text layer, ✓ skills, SVG icons before headings and SVG dots as project bullets",
  render(t) {
    const css = `body{font-family:'DejaVu Sans',sans-serif;font-size:9pt;color:#222;line-height:1.4}
      h1{font-size:20pt;margin:0;color:#0a5}.headline{font-size:11pt;margin-bottom:4pt}
      .contact span{margin-right:12pt}h2{font-size:11pt;color:#0a5;margin:12pt 0 4pt}
      .t{font-weight:bold}.c{color:#555}ul{list-style:none;padding-left:0;margin:3pt 0 8pt}
      ul.tri li::before{content:"▸ ";color:#0a5}ul.check li::before{content:"✓ ";color:#0a5}ul.check li{display:inline-block;width:32%}
      .svgb{margin:2pt 0}`;
    const body: Record<SectionKey, () => string> = {
      summary: () => `<p>${esc(t.summary)}</p>`,
      experience: () => t.experience.map((e) => `<div class="t">${esc(e.title)}</div><div class="c">${esc(e.company)} | ${esc(e.location)} | ${esc(e.dates)}</div>${ul(e.bullets, "tri")}`).join(""),
      education: () => educationLines(t),
      skills: () => ul(t.skills, "check"),
      projects: () => projectBlocks(t, (b) => b.map((x) => `<div class="svgb">${SVG_DOT}${esc(x)}</div>`).join("")),
      certifications: () => ul(t.certifications, "tri"),
      languages: () => `<p>${t.languages.map(esc).join(", ")}</p>`,
    };
    const sections = ordered(t, ["summary", "skills", "experience", "projects", "education", "certifications", "languages"]);
    return {
      html: page(
        css,
        `<h1>${esc(t.name)}</h1><div class="headline">${esc(t.headline)}</div><div class="contact"><span>☎ ${esc(t.phone)}</span><span>✉ ${esc(t.email)}</span><span>⌂ ${esc(t.location)}</span></div>` +
          sections.map((s) => `<h2>${SVG_ICON}${esc(s.heading)}</h2>${body[s.key]()}`).join(""),
      ),
      margin: MARGIN,
    };
  },
};

// --- 8. Running header and footer, two to three pages ---------------------------------------------------
const headerFooter: PdfTemplate = {
  id: "pdf-header-footer",
  kind: "pdf",
  size: "long",
  about: "2–3 pages, the name and 'Curriculum Vitae' in a running header, 'Page N of M' in the footer, roles split across pages",
  render(t) {
    const css = `body{font-family:'Liberation Sans',sans-serif;font-size:12pt;color:#222;line-height:1.6}
      h1{font-size:24pt;margin:0}.contact{margin:4pt 0 12pt}p{margin:4pt 0}
      h2{font-size:14pt;background:#eee;padding:4pt 6pt;margin:20pt 0 8pt}
      .t{font-weight:bold;font-size:12.5pt;margin-top:12pt}.c{font-style:italic}ul{margin:4pt 0 10pt;padding-left:20pt}li{margin:5pt 0}.edu{margin:6pt 0}`;
    const body: Record<SectionKey, () => string> = {
      summary: () => `<p>${esc(t.summary)}</p>`,
      experience: () => t.experience.map((e) => `<div class="t">${esc(e.title)}, ${esc(e.company)}</div><div class="c">${esc(e.location)} | ${esc(e.dates)}</div>${ul(e.bullets)}`).join(""),
      education: () => educationLines(t),
      skills: () => ul(t.skills),
      projects: () => projectBlocks(t),
      certifications: () => ul(t.certifications),
      languages: () => `<p>${t.languages.map(esc).join(", ")}</p>`,
    };
    const sections = ordered(t, ["summary", "experience", "projects", "education", "certifications", "skills", "languages"]);
    const small = "font-family:'Liberation Sans',sans-serif;font-size:8pt;color:#666;width:100%;padding:0 14mm;display:flex;justify-content:space-between";
    return {
      html: page(css, `<h1>${esc(t.name)}</h1><div class="contact">${esc(t.email)} | ${esc(t.phone)} | ${esc(t.location)}</div>${sections.map((s) => `<h2>${esc(s.heading)}</h2>${body[s.key]()}`).join("")}`),
      headerTemplate: `<div style="${small}"><span>${esc(t.name)}</span><span>Curriculum Vitae</span></div>`,
      footerTemplate: `<div style="${small}"><span>${esc(t.email)}</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`,
      margin: { top: "20mm", bottom: "18mm", left: "16mm", right: "16mm" },
    };
  },
};

// --- 9. Tables: contact grid, skills by group, education and certifications tables --------------------
const tables: PdfTemplate = {
  id: "pdf-tables",
  kind: "pdf",
  size: "normal",
  about: "contact in a 2×2 table, skills table (group | skills), education table (degree | institution | year), certifications table",
  render(t) {
    const css = `body{font-family:'Liberation Sans',sans-serif;font-size:9.5pt;color:#222;line-height:1.35}
      h1{font-size:19pt;margin:0 0 4pt}table{border-collapse:collapse;width:100%;margin:3pt 0 6pt}
      td,th{border:1px solid #999;padding:3pt 5pt;vertical-align:top;text-align:left}th{background:#e8eef5}
      h2{font-size:11pt;color:#234;margin:12pt 0 4pt;text-transform:uppercase}.t{font-weight:bold}ul{margin:2pt 0 8pt;padding-left:15pt}`;
    const third = Math.ceil(t.skills.length / 3);
    const groups: Array<[string, string[]]> = [
      ["Core", t.skills.slice(0, third)],
      ["Tools", t.skills.slice(third, 2 * third)],
      ["Other", t.skills.slice(2 * third)],
    ];
    const body: Record<SectionKey, () => string> = {
      summary: () => `<p>${esc(t.summary)}</p>`,
      experience: () => t.experience.map((e) => `<div class="t">${esc(e.title)} | ${esc(e.company)}</div><div>${esc(e.location)}, ${esc(e.dates)}</div>${ul(e.bullets)}`).join(""),
      education: () => `<table><tr><th>Degree</th><th>Institution</th><th>Year</th></tr>${t.education.map((e) => `<tr><td>${esc(e.degree)}</td><td>${esc(e.institution)}</td><td>${esc(e.year)}</td></tr>`).join("")}</table>`,
      skills: () => `<table>${groups.filter(([, s]) => s.length).map(([g, s]) => `<tr><th style="width:18%">${g}</th><td>${s.map(esc).join(", ")}</td></tr>`).join("")}</table>`,
      projects: () => projectBlocks(t),
      certifications: () => `<table>${t.certifications.map((c, i) => `<tr><td style="width:6%">${i + 1}</td><td>${esc(c)}</td></tr>`).join("")}</table>`,
      languages: () => `<p>${t.languages.map(esc).join(", ")}</p>`,
    };
    const sections = ordered(t, ["summary", "skills", "experience", "education", "certifications", "projects", "languages"]);
    const contact = `<table><tr><td>Phone: ${esc(t.phone)}</td><td>Email: ${esc(t.email)}</td></tr><tr><td>Location: ${esc(t.location)}</td><td>Current role: ${esc(t.headline)}</td></tr></table>`;
    return { html: page(css, `<h1>${esc(t.name)}</h1>${contact}${sections.map((s) => `<h2>${esc(s.heading)}</h2>${body[s.key]()}`).join("")}`), margin: MARGIN };
  },
};

// --- 10. Date gutter (timeline) -----------------------------------------------------------------------
const timeline: PdfTemplate = {
  id: "pdf-timeline",
  kind: "pdf",
  size: "normal",
  about: "dates and places in a narrow left gutter beside each role and degree (a grid per entry), full-width headings",
  render(t) {
    const css = `body{font-family:'DejaVu Sans',sans-serif;font-size:8.8pt;color:#222;line-height:1.4}
      h1{font-size:20pt;margin:0}.contact{margin:3pt 0 8pt;color:#555}
      .g{display:grid;grid-template-columns:28mm 1fr;column-gap:6mm;margin-bottom:6pt}
      .h{font-weight:bold;text-transform:uppercase;color:#7a3b8f;font-size:9.5pt;margin:10pt 0 4pt;border-bottom:1px solid #d9c6e0}
      .left{color:#777;font-size:8.3pt}.t{font-weight:bold}ul{margin:2pt 0 4pt;padding-left:13pt}`;
    const row = (left: string, right: string) => `<div class="g"><div class="left">${left}</div><div>${right}</div></div>`;
    const body: Record<SectionKey, () => string> = {
      summary: () => row("", `<p style="margin:0">${esc(t.summary)}</p>`),
      experience: () => t.experience.map((e) => row(`${esc(e.dates)}<br>${esc(e.location)}`, `<div class="t">${esc(e.title)}</div><div>${esc(e.company)}</div>${ul(e.bullets)}`)).join(""),
      education: () => t.education.map((e) => row(esc(e.year), `<div class="t">${esc(e.degree)}</div><div>${esc(e.institution)}</div>`)).join(""),
      skills: () => row("", t.skills.map(esc).join(", ")),
      projects: () => t.projects.map((p) => row("", `<div class="t">${esc(p.name)}</div>${ul(p.bullets)}`)).join(""),
      certifications: () => row("", ul(t.certifications)),
      languages: () => row("", t.languages.map(esc).join(", ")),
    };
    const sections = ordered(t, ["summary", "experience", "education", "skills", "projects", "certifications", "languages"]);
    return {
      html: page(css, `<h1>${esc(t.name)}</h1><div class="contact">${esc(t.headline)} · ${esc(t.location)} · ${esc(t.phone)} · ${esc(t.email)}</div>${sections.map((s) => `<div class="h">${esc(s.heading)}</div>` + body[s.key]()).join("")}`),
      margin: MARGIN,
    };
  },
};

// --- 11. Banner: coloured header with contact block on the right, one-line roles -----------------------
const banner: PdfTemplate = {
  id: "pdf-banner",
  kind: "pdf",
  size: "normal",
  about: "coloured banner with the name on the left and contact lines stacked on the right, roles on one line (Title | Company | City | Dates)",
  render(t) {
    const css = `body{font-family:'Liberation Sans',sans-serif;font-size:9.8pt;color:#222;line-height:1.35}
      .banner{background:#263859;color:#fff;padding:9mm 12mm;display:flex;justify-content:space-between;align-items:center}
      .banner h1{margin:0;font-size:22pt}.banner .hl{font-size:11pt;color:#f4c95d}.banner .ct{text-align:right;font-size:9pt;line-height:1.6}
      .body{padding:2mm 12mm}h2{font-size:11pt;color:#263859;border-bottom:2px solid #f4c95d;margin:12pt 0 4pt;padding-bottom:2pt}
      .r{font-weight:bold;margin-top:6pt}ul{margin:2pt 0 6pt;padding-left:15pt}ul li::marker{content:"– "}`;
    const body: Record<SectionKey, () => string> = {
      summary: () => `<p>${esc(t.summary)}</p>`,
      experience: () => t.experience.map((e) => `<div class="r">${esc(e.title)} | ${esc(e.company)} | ${esc(e.location)} | ${esc(e.dates)}</div>${ul(e.bullets)}`).join(""),
      education: () => t.education.map((e) => `<div>${esc(e.degree)}, ${esc(e.institution)} — ${esc(e.year)}</div>`).join(""),
      skills: () => `<p>${t.skills.map(esc).join(" | ")}</p>`,
      projects: () => projectBlocks(t),
      certifications: () => ul(t.certifications),
      languages: () => `<p>${t.languages.map(esc).join(", ")}</p>`,
    };
    const sections = ordered(t, ["summary", "skills", "experience", "education", "projects", "certifications", "languages"]);
    return {
      html: page(
        css,
        `<div class="banner"><div><h1>${esc(t.name)}</h1><div class="hl">${esc(t.headline)}</div></div><div class="ct">${esc(t.phone)}<br>${esc(t.email)}<br>${esc(t.location)}</div></div>` +
          `<div class="body">${sections.map((s) => `<h2>${esc(s.heading)}</h2>${body[s.key]()}`).join("")}</div>`,
      ),
      margin: { top: "0", bottom: "10mm", left: "0", right: "0" },
    };
  },
};

export const PDF_TEMPLATES: PdfTemplate[] = [classic, sidebarLeft, sidebarRight, letterSpacedText, cssSpacing, smallCaps, icons, headerFooter, tables, timeline, banner];
