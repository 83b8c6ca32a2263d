import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Playbook, PlaybookList } from "../../../api/generated/model";
import { callsTo, deferred, PRIYA, renderApp, sentBodies, signIn, stubApi, userFrom, type Handler, type Reply } from "../../../testing/test-utils";

const PLAYBOOK = {
  id: "9b2e4f6a-1c3d-4e5f-8a7b-6c5d4e3f2a1b",
  title: "Data Analyst playbook (senior level)",
  summary: "What a senior data analyst owns at Swiggy, how the role is measured, and a plan for SQL and dashboards.",
  pdf_url: "/api/v1/notes/9b2e4f6a-1c3d-4e5f-8a7b-6c5d4e3f2a1b/pdf",
  filename: "data-analyst-playbook.pdf",
  sections: [
    { heading: "Role overview", bullets: ["Turns raw data into decisions", "Owns the metric definitions"] },
    { heading: "Deep dive: SQL", bullets: ["Window functions for cohorts"] },
  ],
  resources: ["Storytelling with Data — Cole Nussbaumer Knaflic", "Mode SQL Tutorial"],
} satisfies Playbook;

const EMPTY_LIST: PlaybookList = { playbooks: [] };
const LIST_KEY = "GET /api/v1/notes?limit=5";

function setup(handlers: Record<string, Handler | Reply> = {}) {
  signIn();
  const mock = stubApi({ "GET /api/v1/auth/me": [200, userFrom(PRIYA)], [LIST_KEY]: [200, EMPTY_LIST], ...handlers });
  return { mock, ...renderApp("/notes") };
}

/** The playbook's PDF download, answered with raw bytes. */
const PDF_KEY = `GET ${PLAYBOOK.pdf_url}`;
const pdfBytes = () => new Response("%PDF-1.7", { status: 200, headers: { "content-type": "application/pdf" } });

/** Captures what the page hands to the browser as a download. */
function captureDownloads() {
  const saved: Array<{ name: string; blob: Blob }> = [];
  let last: Blob | undefined;
  vi.spyOn(URL, "createObjectURL").mockImplementation((b) => {
    last = b as Blob;
    return "blob:playbook";
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: last! });
  });
  return saved;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Role Playbook screen", () => {
  it("starts with the SPEC defaults and invites a first request", async () => {
    setup();
    expect(await screen.findByLabelText(/Target role/)).toHaveProperty("value", "Product Manager");
    expect(screen.getByLabelText("Experience level")).toHaveProperty("value", "mid");
    expect(screen.getByLabelText("Tone")).toHaveProperty("value", "concise");
    expect(screen.getByLabelText("Target company (optional)")).toHaveProperty("value", "");
    const chips = within(screen.getByRole("list", { name: "Focus areas added" })).getAllByRole("listitem");
    expect(chips.map((c) => c.textContent)).toEqual(["product strategy", "analytics"]);
    expect(screen.getByText("Request a playbook to see guided notes")).toBeTruthy();
    const level = screen.getByLabelText("Experience level");
    expect(within(level).getAllByRole("option").map((o) => (o as HTMLOptionElement).value)).toEqual(["entry", "mid", "senior", "lead"]);
    expect(within(screen.getByLabelText("Tone")).getAllByRole("option").map((o) => (o as HTMLOptionElement).value)).toEqual(["concise", "friendly", "detailed", "coach-like"]);
  });

  it("adds focus areas with Enter or Add, splits an entry, ignores duplicates and empties, removes chips and stops at 8", async () => {
    const { user } = setup();
    const input = await screen.findByLabelText("Focus areas");
    await user.type(input, "SQL; dashboards, Analytics{Enter}");
    const list = () => within(screen.getByRole("list", { name: "Focus areas added" })).getAllByRole("listitem").map((c) => c.textContent);
    expect(list()).toEqual(["product strategy", "analytics", "SQL", "dashboards"]);
    expect(screen.getByText("Already added: Analytics.")).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe("");

    await user.type(input, "   ");
    await user.click(screen.getByRole("button", { name: "Add focus area" }));
    expect(list()).toHaveLength(4);

    await user.click(screen.getByRole("button", { name: "Remove analytics" }));
    expect(list()).toEqual(["product strategy", "SQL", "dashboards"]);

    await user.type(input, "a1, a2, a3, a4, a5, a6");
    await user.click(screen.getByRole("button", { name: "Add focus area" }));
    expect(list()).toHaveLength(8);
    expect(list().slice(-1)).toEqual(["a5"]);
    expect(screen.getByText("You can add up to 8 focus areas; remove one to add a6.")).toBeTruthy();
    // What did not fit stays in the box rather than vanishing.
    expect((input as HTMLInputElement).value).toBe("a6");
  });

  it("flags, before generating, a focus area that fits no part of the role and offers the role's own topics", async () => {
    const check = "GET /api/v1/notes/focus-check?role=Staff+Nurse&focus_areas=product+strategy&focus_areas=patient+safety";
    const { user } = setup({
      [check]: [
        200,
        {
          role: "Staff Nurse",
          focus_areas: [
            { text: "product strategy", fit: "other_role", note: "Product strategy (a Product Manager topic) fits no part of the Staff Nurse role." },
            { text: "patient safety", fit: "fits", note: "Part of the Staff Nurse guide (Patient care and clinical practice)." },
          ],
          suggestions: ["Medication safety and pharmacology"],
        },
      ],
    });
    const role = await screen.findByLabelText(/Target role/);
    await user.clear(role);
    await user.type(role, "Staff Nurse");
    const focus = screen.getByLabelText("Focus areas");
    await user.type(focus, "product strategy; patient safety{Enter}");
    expect(await screen.findByText("Product strategy (a Product Manager topic) fits no part of the Staff Nurse role.", {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText("Some focus areas do not fit this role")).toBeTruthy();
    expect(screen.getByText("(does not fit the role)")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Add Medication safety and pharmacology" }));
    const chips = within(screen.getByRole("list", { name: "Focus areas added" })).getAllByRole("listitem").map((c) => c.textContent);
    expect(chips.map((c) => c?.replace(" (does not fit the role)", ""))).toEqual(["product strategy", "patient safety", "Medication safety and pharmacology"]);
  });

  it("requires a target role before sending anything", async () => {
    const { user, mock } = setup({ "POST /api/v1/notes/generate": [201, PLAYBOOK] });
    const role = await screen.findByLabelText(/Target role/);
    await user.clear(role);
    await user.click(screen.getByRole("button", { name: "Generate playbook" }));
    expect(await screen.findByText("Please enter a target role.")).toBeTruthy();
    expect(sentBodies(mock, "POST /api/v1/notes/generate")).toHaveLength(0);
  });

  it("shows 'Drafting your notes...' while generating, then the title, summary, sections and resources", async () => {
    const answer = deferred<Reply>();
    const { user, mock } = setup({ "POST /api/v1/notes/generate": () => answer.promise });
    const role = await screen.findByLabelText(/Target role/);
    await user.clear(role);
    await user.type(role, "Data Analyst");
    await user.selectOptions(screen.getByLabelText("Experience level"), "senior");
    await user.selectOptions(screen.getByLabelText("Tone"), "friendly");
    await user.type(screen.getByLabelText("Target company (optional)"), "Swiggy");
    // Typed but not added: the request still includes it.
    await user.type(screen.getByLabelText("Focus areas"), "SQL");
    await user.click(screen.getByRole("button", { name: "Generate playbook" }));

    expect(await screen.findByText("Drafting your notes...")).toBeTruthy();
    expect(screen.queryByText("Request a playbook to see guided notes")).toBeNull();
    expect(sentBodies(mock, "POST /api/v1/notes/generate")).toEqual([
      // The default focus areas belong to the default role: a Data Analyst playbook does not inherit them.
      { role: "Data Analyst", experience_level: "senior", focus_areas: ["SQL"], target_company: "Swiggy", writing_style: "friendly" },
    ]);

    answer.resolve([201, PLAYBOOK]);
    expect(await screen.findByRole("heading", { level: 2, name: PLAYBOOK.title })).toBeTruthy();
    expect(screen.getByText(PLAYBOOK.summary)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download PDF" })).toBeTruthy();
    const sections = within(screen.getByRole("list", { name: "Playbook sections" }));
    expect(sections.getByRole("heading", { level: 3, name: /Role overview/ })).toBeTruthy();
    expect(sections.getByRole("heading", { level: 3, name: /Deep dive: SQL/ })).toBeTruthy();
    expect(sections.getByText("Window functions for cohorts")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Suggested resources" })).toBeTruthy();
    expect(screen.getByText("Mode SQL Tutorial")).toBeTruthy();
    expect(screen.queryByText("Drafting your notes...")).toBeNull();
  });

  it("on a stacked (phone) layout brings the new playbook into view and focuses its title", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query === "(max-width: 61.99em)", media: query }) as MediaQueryList);
    const scrolled = vi.spyOn(HTMLElement.prototype, "scrollIntoView").mockImplementation(() => undefined);
    const { user } = setup({ "POST /api/v1/notes/generate": [201, PLAYBOOK] });
    await user.click(await screen.findByRole("button", { name: "Generate playbook" }));
    const title = await screen.findByRole("heading", { level: 2, name: PLAYBOOK.title });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(scrolled.mock.contexts.at(-1)).toBe(title);
    expect(scrolled).toHaveBeenLastCalledWith({ behavior: "smooth", block: "start" });
  });

  it("credits O*NET under every playbook, with or without resources", async () => {
    const { user } = setup({ "POST /api/v1/notes/generate": [201, { ...PLAYBOOK, resources: [] }] });
    await user.click(await screen.findByRole("button", { name: "Generate playbook" }));
    await screen.findByRole("heading", { level: 2, name: PLAYBOOK.title });
    expect(screen.queryByRole("heading", { name: "Suggested resources" })).toBeNull();
    const credit = screen.getByText(/Occupation data: O\*NET 28\.2 Database by the U\.S\. Department of Labor/);
    expect(credit.textContent).toContain("O*NET® is a trademark of USDOL/ETA");
    const licence = within(credit).getByRole("link", { name: "CC BY 4.0" });
    expect(licence.getAttribute("href")).toBe("https://creativecommons.org/licenses/by/4.0/");
  });

  it("shows 'Unable to generate notes right now.' or the server's detail, and a new request clears the earlier result and error", async () => {
    let reply: Reply = [500, {}];
    const { user } = setup({ "POST /api/v1/notes/generate": () => reply });
    await user.click(await screen.findByRole("button", { name: "Generate playbook" }));
    expect(await screen.findByText("Unable to generate notes right now.")).toBeTruthy();

    reply = [400, { title: "Bad Request", status: 400, detail: "Please enter a target role." }];
    await user.click(screen.getByRole("button", { name: "Generate playbook" }));
    expect(await screen.findByText("Please enter a target role.")).toBeTruthy();
    expect(screen.queryByText("Unable to generate notes right now.")).toBeNull();

    const held = deferred<Reply>();
    reply = [201, PLAYBOOK];
    await user.click(screen.getByRole("button", { name: "Generate playbook" }));
    expect(await screen.findByRole("heading", { level: 2, name: PLAYBOOK.title })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();

    // Generating again clears the earlier playbook while the new one is drafted.
    let calls = 0;
    stubApi({ "GET /api/v1/auth/me": [200, userFrom(PRIYA)], [LIST_KEY]: [200, EMPTY_LIST], "POST /api/v1/notes/generate": () => (calls++, held.promise) });
    await user.click(screen.getByRole("button", { name: "Generate playbook" }));
    expect(await screen.findByText("Drafting your notes...")).toBeTruthy();
    expect(screen.queryByRole("heading", { level: 2, name: PLAYBOOK.title })).toBeNull();
    held.resolve([500, { detail: "The playbook service is busy." }]);
    expect(await screen.findByText("The playbook service is busy.")).toBeTruthy();
    expect(calls).toBe(1);
  });

  it("downloads the PDF: 'Preparing...' then saved as an application/pdf file with the server's filename", async () => {
    const bytes = deferred<Response>();
    const { user, mock } = setup({ "POST /api/v1/notes/generate": [201, PLAYBOOK], [PDF_KEY]: () => bytes.promise });
    const saved = captureDownloads();
    await user.click(await screen.findByRole("button", { name: "Generate playbook" }));
    await user.click(await screen.findByRole("button", { name: "Download PDF" }));

    expect(await screen.findByText("Preparing...")).toBeTruthy();
    const [pdfCall] = callsTo(mock, PDF_KEY);
    expect(pdfCall?.path).toBe(PLAYBOOK.pdf_url);
    expect(pdfCall?.headers.get("Authorization")).toBe(`Bearer ${PRIYA.accessToken}`);

    bytes.resolve(new Response("%PDF-1.7 test", { status: 200, headers: { "content-type": "application/pdf" } }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe("data-analyst-playbook.pdf");
    expect(saved[0]!.blob.type).toBe("application/pdf");
    await waitFor(() => expect(screen.queryByText("Preparing...")).toBeNull());
    expect(screen.getByRole("button", { name: "Download PDF" })).toHaveProperty("disabled", false);
  });

  it("saves as role-notes.pdf when the playbook has no filename", async () => {
    const { user } = setup({ "POST /api/v1/notes/generate": [201, { ...PLAYBOOK, filename: "" }], [PDF_KEY]: pdfBytes });
    const saved = captureDownloads();
    await user.click(await screen.findByRole("button", { name: "Generate playbook" }));
    await user.click(await screen.findByRole("button", { name: "Download PDF" }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(["role-notes.pdf"]));
  });

  it("says 'Download failed. Please try again.' when the PDF cannot be fetched", async () => {
    const { user } = setup({ "POST /api/v1/notes/generate": [201, PLAYBOOK], [PDF_KEY]: [404, { detail: "That playbook was not found." }] });
    const saved = captureDownloads();
    await user.click(await screen.findByRole("button", { name: "Generate playbook" }));
    await user.click(await screen.findByRole("button", { name: "Download PDF" }));
    expect(await screen.findByText("Download failed. Please try again.")).toBeTruthy();
    expect(saved).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Download PDF" })).toHaveProperty("disabled", false);
  });

  it("lists recent playbooks and opens one again", async () => {
    const list: PlaybookList = {
      playbooks: [
        {
          id: PLAYBOOK.id,
          title: PLAYBOOK.title,
          role: "Data Analyst",
          experience_level: "senior",
          target_company: "Swiggy",
          pdf_url: PLAYBOOK.pdf_url,
          filename: PLAYBOOK.filename,
          created_at: "2026-11-21T11:05:00.000Z",
        },
      ],
    };
    const { user } = setup({ [LIST_KEY]: [200, list], [`GET /api/v1/notes/${PLAYBOOK.id}`]: [200, PLAYBOOK] });
    const recent = await screen.findByRole("region", { name: "Recent playbooks" });
    await user.click(await within(recent).findByRole("button", { name: (name) => name.includes(PLAYBOOK.title) }));
    expect(await screen.findByRole("heading", { level: 2, name: PLAYBOOK.title })).toBeTruthy();
    expect(screen.getByText("Window functions for cohorts")).toBeTruthy();
  });
});

describe("Role Playbook screen: a server that sends only SPEC section 3's fields", () => {
  it("generates, shows and downloads a playbook that has no id or filename, with no list of recent playbooks", async () => {
    // Spec-minimal: /auth/me without plan; no recent-playbooks list (404); the playbook {title, summary, pdf_url, sections, resources}.
    const { id: _id, filename: _filename, ...minimal } = PLAYBOOK;
    signIn();
    stubApi({ "GET /api/v1/auth/me": [200, { id: PRIYA.id, email: PRIYA.email, name: PRIYA.name }], "POST /api/v1/notes/generate": [201, minimal], [PDF_KEY]: pdfBytes });
    const { user } = renderApp("/notes");
    const saved = captureDownloads();
    await user.click(await screen.findByRole("button", { name: "Generate playbook" }));
    expect(await screen.findByRole("heading", { level: 2, name: PLAYBOOK.title })).toBeTruthy();
    expect(screen.getByText(PLAYBOOK.summary)).toBeTruthy();
    expect(within(screen.getByRole("list", { name: "Playbook sections" })).getByText("Window functions for cohorts")).toBeTruthy();
    expect(screen.getByText("Mode SQL Tutorial")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Download PDF" }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(["role-notes.pdf"]));
    expect(screen.queryByText("Unable to generate notes right now.")).toBeNull();
  });
});
