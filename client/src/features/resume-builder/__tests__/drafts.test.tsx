import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ResumeDraft, ResumeDraftForm, ResumeDraftSummary } from "../../../api/generated/model";
import { toaster } from "../../../components/ui/toaster";
import { PRIYA, deferred, renderApp, sentBodies, signIn, stubApi, userFrom, type Handler, type Reply } from "../../../testing/test-utils";

const ME = "GET /api/v1/auth/me";
const SUBSCRIPTION = "GET /api/v1/subscription";
const LIST = "GET /api/v1/resume-builder/drafts";
const CREATE = "POST /api/v1/resume-builder/drafts";

const subscription = {
  planId: "pro",
  activatedAt: "2026-01-05T10:00:00Z",
  usage: {
    jobMatches: { date: "2026-01-05", count: 0, limit: null },
    resumeScores: { date: "2026-01-05", count: 0, limit: null },
    mockInterviews: { month: "2026-01", count: 0, limit: 3 },
    resumeBuilds: { month: "2026-01", count: 0, limit: null },
  },
};

const FORM: ResumeDraftForm = {
  info: {
    name: "  Sneha   Kulkarni ",
    email: "sneha.k@example.com",
    phone: "+91 90000 11111",
    location: "हैदराबाद",
    headline: "Data Analyst",
    summary: "Line one.\n\n  Line two.",
    skills: "SQL,, Power BI , ",
    target_role: "Data Analyst",
    target_company: "Swiggy",
    education: "B.Sc Statistics\n\n",
  },
  experience: [
    { title: "Data Analyst", company: "RetailNext", location: "Hyderabad", start: "Aug 2022", end: "Present", bullets: "- Built 12 dashboards\n\n" },
    { title: "", company: "", location: "", start: "", end: "", bullets: "" },
  ],
  projects: [{ name: "Churn model", link: "https://github.com/sneha/churn", bullets: "Predicted churn" }],
  instructions: "One page.",
  existing_resume_text: "Sneha Kulkarni\nData Analyst",
  reference_resume_text: "",
  focus_gaps: true,
  markdown: "",
};

const summary = (id: string, name: string, updated = "2026-11-25T09:00:00.000Z"): ResumeDraftSummary => ({ id, name, target_role: "Data Analyst", created_at: "2026-11-20T09:00:00.000Z", updated_at: updated });
const stored = (id: string, name: string, form: ResumeDraftForm = FORM): ResumeDraft => ({ ...summary(id, name), form });

afterEach(() => {
  toaster.remove();
  vi.restoreAllMocks();
});

async function openBuilder(handlers: Record<string, Handler | Reply>, path = "/resume-builder") {
  signIn();
  const api = stubApi({ [ME]: [200, userFrom(PRIYA, { plan: "pro" })], [SUBSCRIPTION]: [200, subscription], [LIST]: [200, { drafts: [] }], ...handlers });
  const app = renderApp(path);
  await screen.findByRole("heading", { level: 1, name: "Resume Builder" });
  return { ...app, api, drafts: () => screen.getByRole("region", { name: "Drafts" }) };
}

const field = (label: string) => screen.getByLabelText(label, { selector: "input, textarea" }) as HTMLInputElement;

describe("Resume Builder: Save Draft", () => {
  it("saves the form as a new draft under the suggested name, then saves over it", async () => {
    const { api, user, drafts } = await openBuilder({
      [CREATE]: ({ body }) => [201, { ...stored("d-1", (body as { name: string }).name, (body as { form: ResumeDraftForm }).form), updated_at: new Date().toISOString() }],
      "PUT /api/v1/resume-builder/drafts/d-1": ({ body }) => [200, { ...stored("d-1", (body as { name: string }).name, (body as { form: ResumeDraftForm }).form), updated_at: new Date().toISOString() }],
    });
    expect(await within(drafts()).findByText("No drafts yet.")).toBeTruthy();
    expect(within(drafts()).getByTestId("draft-status").textContent).toBe("Nothing to save yet.");
    await user.type(field("Target role"), "Data Analyst");
    await user.type(field("Full name"), "Sneha");
    expect(within(drafts()).getByTestId("draft-status").textContent).toBe("Not saved yet.");
    expect((within(drafts()).getByLabelText("Draft name") as HTMLInputElement).placeholder).toBe("Data Analyst");

    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    expect(await screen.findByText("Draft saved")).toBeTruthy();
    const [first] = sentBodies(api, CREATE) as Array<{ name: string; form: ResumeDraftForm }>;
    expect(first!.name).toBe("Data Analyst");
    expect(first!.form.info).toMatchObject({ name: "Sneha", target_role: "Data Analyst" });
    expect(within(drafts()).getByTestId("draft-status").textContent).toBe("“Data Analyst” saved just now.");

    await user.type(field("Headline"), "Analyst");
    expect(within(drafts()).getByTestId("draft-status").textContent).toBe("“Data Analyst” has unsaved changes.");
    await user.type(within(drafts()).getByLabelText("Draft name"), "Swiggy application");
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    await waitFor(() => expect(sentBodies(api, "PUT /api/v1/resume-builder/drafts/d-1")).toHaveLength(1));
    const [second] = sentBodies(api, "PUT /api/v1/resume-builder/drafts/d-1") as Array<{ name: string; form: ResumeDraftForm }>;
    expect(second!.name).toBe("Swiggy application");
    expect(second!.form.info.headline).toBe("Analyst");
    expect(sentBodies(api, CREATE)).toHaveLength(1);
    await waitFor(() => expect(within(drafts()).getByTestId("draft-status").textContent).toBe("“Swiggy application” saved just now."));
  });

  it("says why when a save fails, and keeps the form", async () => {
    const { user } = await openBuilder({ [CREATE]: [409, { title: "Conflict", status: 409, detail: "You already have 50 saved drafts. Please delete one you no longer need, then save again." }] });
    await user.type(field("Full name"), "Sneha");
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    expect(await screen.findByText("Draft not saved")).toBeTruthy();
    expect(screen.getByText("You already have 50 saved drafts. Please delete one you no longer need, then save again.")).toBeTruthy();
    expect(field("Full name").value).toBe("Sneha");
  });
});

describe("Resume Builder: opening drafts", () => {
  it("lists the drafts and opens one: its form replaces the form on screen exactly, and saving it again sends the same form", async () => {
    const { api, user, drafts } = await openBuilder({
      [LIST]: [200, { drafts: [summary("d-7", "Swiggy application"), summary("d-8", "Older one", "2026-11-01T09:00:00.000Z")] }],
      "GET /api/v1/resume-builder/drafts/d-7": [200, stored("d-7", "Swiggy application")],
      "PUT /api/v1/resume-builder/drafts/d-7": ({ body }) => [200, { ...stored("d-7", "Swiggy application", (body as { form: ResumeDraftForm }).form), updated_at: new Date().toISOString() }],
    });
    const list = await within(drafts()).findByRole("list", { name: "Your drafts" });
    expect(within(list).getAllByRole("listitem").map((li) => li.querySelector("p")?.textContent)).toEqual(["Swiggy application", "Older one"]);
    await user.click(within(list).getByRole("button", { name: "Open draft Swiggy application" }));
    expect(await screen.findByText("Draft opened")).toBeTruthy();
    expect(field("Full name").value).toBe("  Sneha   Kulkarni ");
    expect(field("Skills").value).toBe("SQL,, Power BI , ");
    expect(within(drafts()).getByTestId("draft-status").textContent).toMatch(/^“Swiggy application” saved/);
    expect(within(list).getByText("On screen")).toBeTruthy();

    // Saved again untouched, the form that goes back is the one that came.
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    await waitFor(() => expect(sentBodies(api, "PUT /api/v1/resume-builder/drafts/d-7")).toHaveLength(1));
    // (A draft saved before the form had certifications, languages and links gains them empty, and no built document or stored resume.)
    expect((sentBodies(api, "PUT /api/v1/resume-builder/drafts/d-7")[0] as { form: ResumeDraftForm }).form).toEqual({
      ...FORM,
      resume_id: null,
      info: { ...FORM.info, certifications: "", languages: "", links: "" },
    });
  });

  it("asks before an opened draft replaces unsaved changes, and does nothing when told no", async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    const { api, user, drafts } = await openBuilder({ [LIST]: [200, { drafts: [summary("d-7", "Swiggy application")] }], "GET /api/v1/resume-builder/drafts/d-7": [200, stored("d-7", "Swiggy application")] });
    await user.type(field("Full name"), "Unsaved Person");
    await user.click(await within(drafts()).findByRole("button", { name: "Open draft Swiggy application" }));
    expect(confirm).toHaveBeenCalledWith("Open “Swiggy application”? The changes to the form on screen that are not saved will be lost.");
    expect(field("Full name").value).toBe("Unsaved Person");
    expect(api.calls.some((call) => call.path === "/api/v1/resume-builder/drafts/d-7")).toBe(false);
  });

  it("deletes a draft from the list", async () => {
    let drafts = [summary("d-7", "Swiggy application")];
    const { user, drafts: card } = await openBuilder({ [LIST]: () => [200, { drafts }], "DELETE /api/v1/resume-builder/drafts/d-7": () => ((drafts = []), [204]) });
    await user.click(await within(card()).findByRole("button", { name: "Delete draft Swiggy application" }));
    expect(await screen.findByText("Draft deleted")).toBeTruthy();
    expect(await within(card()).findByText("No drafts yet.")).toBeTruthy();
  });

  it("opens /resume-builder?draft=<id> (the dashboard's link), then drops the link", async () => {
    const held = deferred<Reply>();
    const { router } = await openBuilder({ "GET /api/v1/resume-builder/drafts/d-7": () => held.promise }, "/resume-builder?draft=d-7");
    expect(await screen.findByText("Opening your draft...")).toBeTruthy();
    held.resolve([200, stored("d-7", "Swiggy application")]);
    await waitFor(() => expect(field("Full name").value).toBe("  Sneha   Kulkarni "));
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("says so when the linked draft cannot be opened, and starts an empty form on request", async () => {
    const { user, router } = await openBuilder({ "GET /api/v1/resume-builder/drafts/gone": [404, { title: "Not Found", status: 404, detail: "That draft was not found. It may have been deleted." }] }, "/resume-builder?draft=gone");
    expect(await screen.findByText("We couldn't open that draft")).toBeTruthy();
    expect(screen.getByText("That draft was not found. It may have been deleted.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Start with an empty form" }));
    expect(await screen.findByRole("button", { name: "Save Draft" })).toBeTruthy();
    expect(router.state.location.search).toBe("");
  });
});
