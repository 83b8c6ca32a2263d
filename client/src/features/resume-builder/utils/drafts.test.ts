import { describe, expect, it } from "vitest";
import type { ResumeDraftForm } from "../../../api/generated/model";
import { builderReducer, initialBuilderState } from "./builder-state";
import { defaultDraftName, draftTime, formKey, fromDraftForm, toDraftForm } from "./drafts";
import type { BuilderDraft } from "./form";

/** A form as a person leaves it: odd spacing, blank lines and entries, CRLF, non-Latin text, bullets with markers. */
const AWKWARD: ResumeDraftForm = {
  info: {
    name: "  Priya   Sharma ",
    email: "priya.sharma@example.com",
    phone: "+91 98765 43210",
    location: "बेंगलुरु, Karnataka",
    headline: "Performance Marketing Manager 🚀",
    summary: "Line one.\r\n\r\n  Indented line two.\n",
    skills: "Google Ads,, Meta Ads ,SQL,  ",
    target_role: "Growth Marketing Lead",
    target_company: "",
    education: "MBA (Marketing), NMIMS Mumbai, 2018\n\n\nB.Com\n",
    certifications: "Google Ads Search\n\n",
    languages: "Hindi,  English",
    links: "linkedin.com/in/priya\n",
  },
  experience: [
    { title: "Performance Marketing Manager", company: "Swiggy", location: "Bengaluru", start: "Jan 2021", end: "Present", bullets: "- Scaled installs\n• Cut CPI 18%\n\n   " },
    { title: "", company: "", location: "", start: "", end: "", bullets: "" },
  ],
  projects: [{ name: "Attribution model", link: "https://example.com/a?b=c&d=e", bullets: "1) Built in SQL" }],
  instructions: "Keep it to one page.\tLead with analytics.",
  existing_resume_text: "PRIYA SHARMA\n\u00a0Experience…\n",
  reference_resume_text: "",
  focus_gaps: true,
  markdown: "# Priya Sharma\n",
  built: { name: "Priya Sharma", contact: [], headline: "", sections: [{ heading: "Skills", blocks: [{ kind: "list", items: ["Google Ads"] }] }] },
  resume_id: "5b2f9c1e-7a3d-4e8b-9c6f-1d2e3f4a5b6c",
};

/** A draft saved before the form showed the whole document: no certifications, languages, links, built document or id. */
const { built: _built, resume_id: _id, ...OLD_FORM } = AWKWARD;
const OLD: ResumeDraftForm = { ...OLD_FORM, info: { ...AWKWARD.info, certifications: undefined, languages: undefined, links: undefined } };

const withoutIds = (draft: BuilderDraft) => ({
  ...draft,
  experience: draft.experience.map(({ id: _id, ...rest }) => rest),
  projects: draft.projects.map(({ id: _id, ...rest }) => rest),
});

describe("drafts: the form to and from the stored draft", () => {
  it("stored -> form -> stored gives back exactly what was stored", () => {
    const { draft, markdown, built } = fromDraftForm(AWKWARD);
    expect(toDraftForm(draft, markdown, built)).toEqual(AWKWARD);
  });

  it("opens a draft saved before documents existed: the new fields are empty and the preview has only its markdown", () => {
    const { draft, markdown, built } = fromDraftForm(JSON.parse(JSON.stringify(OLD)) as ResumeDraftForm);
    expect(draft.info).toMatchObject({ certifications: "", languages: "", links: "", name: AWKWARD.info.name });
    expect(draft.resumeId).toBeNull();
    expect(built).toBeNull();
    expect(markdown).toBe("# Priya Sharma\n");
  });

  it("form -> stored -> form gives back the same form (entries get new keys, nothing else changes)", () => {
    const { draft, markdown } = fromDraftForm(AWKWARD);
    const again = fromDraftForm(JSON.parse(JSON.stringify(toDraftForm(draft, markdown))) as ResumeDraftForm);
    expect(withoutIds(again.draft)).toEqual(withoutIds(draft));
    expect(again.markdown).toBe(markdown);
    expect(again.draft.experience.map((e) => e.id)).not.toEqual(draft.experience.map((e) => e.id));
  });

  it("keys a form the same way whatever order the server sent its fields in", () => {
    const reverse = (o: object) => Object.fromEntries(Object.entries(o).reverse());
    const reordered = { ...reverse(AWKWARD), info: reverse(AWKWARD.info) } as ResumeDraftForm;
    expect(Object.keys(reordered)[0]).toBe("resume_id");
    const a = fromDraftForm(AWKWARD);
    const b = fromDraftForm(reordered);
    expect(formKey(a.draft, a.markdown, a.built)).toBe(formKey(b.draft, b.markdown, b.built));
    expect(formKey(a.draft, a.markdown)).not.toBe(formKey({ ...a.draft, focusGaps: false }, a.markdown));
  });

  it("opening a draft replaces the form and the built resume, and forgets the analysis of the old one", () => {
    const before = { ...initialBuilderState, comparison: { alignment_score: 50, gaps: [], recommendations: [], strengths: [], overview: "", benchmark_excerpt: "" }, tab: "preview" as const, markdown: "# Old" };
    const state = builderReducer(before, { type: "draftOpened", form: AWKWARD });
    expect(toDraftForm(state.draft, state.markdown, state.built)).toEqual(AWKWARD);
    expect(state).toMatchObject({ tab: "form", comparison: null, insights: null, review: [] });
  });

  it("names a first save after the target, else the person", () => {
    const info = fromDraftForm(AWKWARD).draft.info;
    expect(defaultDraftName({ info })).toBe("Growth Marketing Lead");
    expect(defaultDraftName({ info: { ...info, target_company: " Razorpay " } })).toBe("Growth Marketing Lead at Razorpay");
    expect(defaultDraftName({ info: { ...info, target_role: "" } })).toBe("Priya Sharma's resume");
    expect(defaultDraftName({ info: { ...info, target_role: "", name: " " } })).toBe("Resume draft");
  });

  it("says when a draft was saved", () => {
    const now = new Date("2026-11-25T12:00:00.000Z");
    expect(draftTime("2026-11-25T11:59:30.000Z", now)).toBe("just now");
    expect(draftTime("2026-11-25T11:55:00.000Z", now)).toBe("5 minutes ago");
    expect(draftTime("2026-11-25T09:00:00.000Z", now)).toBe("3 hours ago");
    expect(draftTime("2026-11-20T09:00:00.000Z", now)).toMatch(/^on 20 Nov 2026/);
  });
});
