import { describe, expect, it } from "vitest";
import { documentFromForm, formFromDocument } from "../../client/src/features/resume-builder/utils/form";
import { documentFromParsed, normaliseDocument, parsedFromDocument, type ResumeDoc } from "../../server/src/engines/resume-parser/document";
import { corpusEntries } from "./corpus";
import type { ResumeTruth } from "./truth";

/**
 * Parsed once, used everywhere (issue 14): the Resume Builder's form is a view of the stored document. Over every
 * truth of the layout corpus (96 resumes, 16 templates, tech and non-tech, India and elsewhere), the document a
 * resume should parse into goes through the form and back, through the store, and through the engines' shape and
 * back, and nothing is lost or reordered.
 */
function documentOf(t: ResumeTruth): ResumeDoc {
  return {
    contact: { name: t.name, email: t.email, phone: t.phone, location: t.location, headline: t.headline, links: [] },
    summary: t.summary,
    experience: t.experience.map((e) => ({ title: e.title, company: e.company, location: e.location, start: e.start, end: e.end, bullets: [...e.bullets] })),
    education: t.education.map((e) => [e.degree, e.institution, e.year].filter(Boolean).join(", ")),
    projects: t.projects.map((p) => ({ name: p.name, link: "", bullets: [...p.bullets] })),
    certifications: [...t.certifications],
    skills: [...t.skills],
    languages: [...t.languages],
  };
}

const keyless = (f: ReturnType<typeof formFromDocument>) => ({
  ...f,
  experience: f.experience.map(({ id: _id, ...e }) => e),
  projects: f.projects.map(({ id: _id, ...p }) => p),
});

const docs = corpusEntries().map((e) => ({ id: e.id, doc: documentOf(e.truth) }));

describe("the builder form over the layout corpus truths", () => {
  it("has every kind of content to carry: certifications, languages, projects and multi-role careers", () => {
    expect(docs.length).toBeGreaterThanOrEqual(80);
    expect(docs.filter((d) => d.doc.certifications.length).length).toBeGreaterThan(10);
    expect(docs.filter((d) => d.doc.languages.length).length).toBeGreaterThan(10);
    expect(docs.filter((d) => d.doc.projects.length).length).toBeGreaterThan(10);
    expect(docs.filter((d) => d.doc.experience.length > 1).length).toBeGreaterThan(40);
  });

  it("document → form → document is the identity for every resume", () => {
    for (const { id, doc } of docs) expect(documentFromForm(formFromDocument(doc)), id).toEqual(doc);
  });

  it("form → document → form is the identity for every resume (targets kept, entry keys aside)", () => {
    for (const { id, doc } of docs) {
      const form = formFromDocument(doc, { target_role: "Team Lead", target_company: "Acme" });
      expect(keyless(formFromDocument(documentFromForm(form), form.info)), id).toEqual(keyless(form));
    }
  });

  it("storing a document (normalised on PUT /resume/{id}) changes nothing", () => {
    for (const { id, doc } of docs) expect(normaliseDocument(JSON.parse(JSON.stringify(doc))), id).toEqual(doc);
  });

  it("the engines' shape of a document (what match, cover letters and ranking read) carries all of it back", () => {
    for (const { id, doc } of docs) expect(documentFromParsed(parsedFromDocument(doc)), id).toEqual(doc);
  });
});
