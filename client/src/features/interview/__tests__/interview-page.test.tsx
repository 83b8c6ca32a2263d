import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toaster } from "../../../components/ui/toaster";
import { PRIYA, deferred, renderApp, sentBodies, signIn, stubApi, userFrom, type Handler, type Reply } from "../../../testing/test-utils";

const ME = "GET /api/v1/auth/me";
const START = "POST /api/v1/interview/start";
const NEXT = "POST /api/v1/interview/next";
const FINISH = "POST /api/v1/interview/finish";

const Q1 = "Tell me about a paid campaign you scaled while holding CPA.";
const Q2 = "How would you set up incrementality testing for Meta Ads?";
const Q3 = "What would you do in your first 90 days at Nykaa?";

const STARTED = { session_id: "s-1", first_question: Q1, total_questions: 3, time_limit_minutes: null };
const RESULT = {
  overall: 64,
  section_scores: { communication: 7, structure: 6.5, role_knowledge: 5, impact_evidence: 8, confidence: 6 },
  summary: "Best area: impact and evidence (8/10). Weakest: role knowledge (5/10). Practise explaining two concepts.",
};

const STRONG =
  "At Acme I owned a ₹40 lakh monthly Google Ads budget. Our CPA had risen 30%, so I rebuilt the account structure, moved to tCPA bidding and ran weekly creative tests. Within eight weeks CPA fell 22% while conversions grew 35%.";
const WEAK = "I am good at marketing.";

function answerReply(score: number, feedback: string, turn: number, nextQuestion: string | null, finished = false): Reply {
  return [200, { finished, next_question: nextQuestion, score, feedback, turn }];
}

async function openInterview(handlers: Record<string, Handler | Reply>) {
  signIn();
  const api = stubApi({ [ME]: [200, userFrom(PRIYA, { plan: "free" })], ...handlers });
  const app = renderApp("/interview");
  await screen.findByRole("heading", { level: 1, name: "Interview AI" });
  return { ...app, api };
}

type User = ReturnType<typeof renderApp>["user"];

/** Typing long text key by key re-renders the screen per key under happy-dom: paste it instead. */
async function fill(user: User, label: string, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (text) {
    await user.click(field);
    await user.paste(text);
  }
}

const tab = (name: string) => screen.getByRole("tab", { name }) as HTMLButtonElement;
const average = () => screen.getByTestId("average-score").textContent;

let alertSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  alertSpy = vi.fn();
  vi.stubGlobal("alert", alertSpy);
});
afterEach(() => {
  toaster.remove();
  vi.restoreAllMocks();
});

describe("Interview AI: Setup", () => {
  it("shows the header average, the Setup form with its defaults, the tip and the showcase, with Interview and Results disabled", async () => {
    await openInterview({});
    expect(average()).toBe("–/10");
    expect(tab("Setup").getAttribute("aria-selected")).toBe("true");
    expect(tab("Interview").disabled).toBe(true);
    expect(tab("Results").disabled).toBe(true);
    expect((screen.getByLabelText("Role") as HTMLInputElement).value).toBe("Performance Marketing Manager");
    const seniority = screen.getByLabelText("Seniority") as HTMLSelectElement;
    expect(seniority.value).toBe("mid");
    expect([...seniority.options].map((o) => o.value)).toEqual(["junior", "mid", "senior"]);
    expect((screen.getByLabelText("Company (optional)") as HTMLInputElement).value).toBe("");
    expect(screen.getByLabelText("Skills (comma separated)")).toBeTruthy();
    expect(screen.getByLabelText("Resume text (optional)")).toBeTruthy();
    expect(screen.getByRole("note", { name: "Tip" }).textContent).toContain("60–120 seconds");
    expect(screen.getByRole("heading", { name: "What you get" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Start Interview" })).toBeTruthy();
  });

  it("sends the setup with skills split, trimmed and blanks removed, shows 'Starting...', then opens the Interview tab at Turn 1", async () => {
    const hold = deferred<Reply>();
    const { user, api } = await openInterview({ [START]: () => hold.promise });
    await fill(user, "Role", "  Growth Marketing Lead ");
    await user.selectOptions(screen.getByLabelText("Seniority"), "senior");
    await fill(user, "Company (optional)", "Nykaa");
    await fill(user, "Skills (comma separated)", " Google Ads ,, Meta Ads , ,GA4");
    expect(within(screen.getByRole("list", { name: "Skills to be asked about" })).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Google Ads",
      "Meta Ads",
      "GA4",
    ]);
    await user.click(screen.getByRole("button", { name: "Start Interview" }));
    expect(await screen.findByRole("button", { name: /Starting\.\.\./ })).toBeTruthy();
    hold.resolve([201, STARTED]);

    expect(await screen.findByText(Q1)).toBeTruthy();
    expect(tab("Interview").getAttribute("aria-selected")).toBe("true");
    expect(tab("Results").disabled).toBe(false);
    expect(screen.getByTestId("turn-badge").textContent).toBe("Turn 1");
    expect(sentBodies(api, START)).toEqual([
      { role: "Growth Marketing Lead", seniority: "senior", skills: ["Google Ads", "Meta Ads", "GA4"], company: "Nykaa", style: "behavioral+technical" },
    ]);
    expect(screen.queryByRole("timer")).toBeNull();
  });

  it("offers the stored resume by its file name, chosen from the keyboard, and then sends its resume_id instead of pasted text", async () => {
    const stored = {
      id: "5b2f9c1e-7a3d-4e8b-9c6f-1d2e3f4a5b6c",
      origin: "job_search",
      file_name: "priya-sharma-resume.pdf",
      file_kind: "pdf",
      created_at: "2026-11-20T10:00:00.000Z",
      updated_at: "2026-11-20T10:00:00.000Z",
      document: { contact: { name: "Priya Sharma", email: "", phone: "", location: "", headline: "", links: [] }, summary: "", experience: [], education: [], projects: [], certifications: [], skills: [], languages: [] },
    };
    const { user, api } = await openInterview({ "GET /api/v1/resume": [200, stored], [START]: [201, STARTED] });
    const choice = (await screen.findByRole("checkbox", { name: "Base the questions on my stored resume (priya-sharma-resume.pdf)" })) as HTMLInputElement;
    expect(choice.checked).toBe(false);
    expect(choice.getAttribute("aria-describedby")).toBe("interview-stored-resume-hint");
    await fill(user, "Resume text (optional)", "Analyst at Acme");
    choice.focus();
    await user.keyboard(" ");
    expect(choice.checked).toBe(true);
    await user.click(screen.getByRole("button", { name: "Start Interview" }));
    expect(await screen.findByText(Q1)).toBeTruthy();
    expect(sentBodies(api, START)).toEqual([
      { role: "Performance Marketing Manager", seniority: "mid", skills: [], resume_id: stored.id, style: "behavioral+technical" },
    ]);
  });

  it("shows no stored-resume choice to someone who has stored none (GET /resume answers 404)", async () => {
    const { user, api } = await openInterview({ "GET /api/v1/resume": [404, { title: "Not Found", status: 404, detail: "You have not stored a resume yet." }], [START]: [201, STARTED] });
    await fill(user, "Resume text (optional)", "Analyst at Acme");
    await user.click(screen.getByRole("button", { name: "Start Interview" }));
    expect(await screen.findByText(Q1)).toBeTruthy();
    expect(screen.queryByRole("checkbox", { name: /stored resume/ })).toBeNull();
    expect(sentBodies(api, START)).toEqual([{ role: "Performance Marketing Manager", seniority: "mid", skills: [], resume_text: "Analyst at Acme", style: "behavioral+technical" }]);
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it("shows the limit callout with the server's text and a link to /pricing on 402, without an alert", async () => {
    const detail = "You've used all mock interviews included in the Free plan. Upgrade to unlock more practice sessions and advanced coaching.";
    const { user } = await openInterview({ [START]: [402, { title: "Quota exceeded", status: 402, detail }] });
    await user.click(screen.getByRole("button", { name: "Start Interview" }));
    const callout = await screen.findByRole("alert");
    expect(within(callout).getByText("Mock interviews limit reached")).toBeTruthy();
    expect(within(callout).getByText(detail)).toBeTruthy();
    expect(within(callout).getByRole("link").getAttribute("href")).toBe("/pricing");
    expect(alertSpy).not.toHaveBeenCalled();
    expect(tab("Interview").disabled).toBe(true);
  });

  it("alerts the server's detail when starting fails", async () => {
    const { user } = await openInterview({ [START]: [400, { title: "Bad Request", status: 400, detail: "Please enter the role you are practising for." }] });
    await user.clear(screen.getByLabelText("Role"));
    await user.click(screen.getByRole("button", { name: "Start Interview" }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith("Please enter the role you are practising for."));
    expect(tab("Setup").getAttribute("aria-selected")).toBe("true");
  });
});

describe("Interview AI: answering and results", () => {
  async function startedInterview(handlers: Record<string, Handler | Reply>, started: object = STARTED) {
    const app = await openInterview({ [START]: [201, started], ...handlers });
    await app.user.click(screen.getByRole("button", { name: "Start Interview" }));
    await screen.findByText(Q1);
    return app;
  }

  it("ignores blank answers, scores each answer with a coloured badge, a 6-second toast and a running average, and ends in Results", async () => {
    const toastSpy = vi.spyOn(toaster, "create");
    const hold = deferred<Reply>();
    const replies: Array<() => Reply | Promise<Reply>> = [
      () => hold.promise,
      () => answerReply(3, "Add a concrete example and a result.", 2, Q3),
      () => answerReply(6.5, "Good plan; add a metric.", 3, null, true),
    ];
    const { user, api } = await startedInterview({ [NEXT]: () => replies.shift()!(), [FINISH]: [200, RESULT] });

    // Blank: silently ignored.
    await fill(user, "Your answer", "   ");
    await user.click(screen.getByRole("button", { name: "Submit Answer" }));
    expect(sentBodies(api, NEXT)).toEqual([]);
    expect(alertSpy).not.toHaveBeenCalled();

    await fill(user, "Your answer", STRONG);
    await user.click(screen.getByRole("button", { name: "Submit Answer" }));
    expect(await screen.findByRole("button", { name: /Processing\.\.\./ })).toBeTruthy();
    hold.resolve(answerReply(8, "Strong STAR answer with clear numbers.", 1, Q2));

    expect(await screen.findByText(Q2)).toBeTruthy();
    expect(screen.getByTestId("turn-badge").textContent).toBe("Turn 2");
    expect(sentBodies(api, NEXT)).toEqual([{ session_id: "s-1", answer: STRONG }]);
    expect((screen.getByLabelText("Your answer") as HTMLTextAreaElement).value).toBe("");
    const transcript = screen.getByRole("list", { name: "Questions and answers" });
    const first = within(transcript).getAllByRole("listitem")[0]!;
    expect(within(first).getByText(Q1)).toBeTruthy();
    expect(within(first).getByText("Strong STAR answer with clear numbers.")).toBeTruthy();
    expect(within(first).getByLabelText("Score 8 out of 10").getAttribute("data-band")).toBe("green");
    expect(await screen.findByText("Feedback • Score 8/10")).toBeTruthy();
    expect(toastSpy).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: "Feedback • Score 8/10", description: "Strong STAR answer with clear numbers.", duration: 6000 }),
    );
    expect(average()).toBe("8.0/10");

    await fill(user, "Your answer", WEAK);
    await user.click(screen.getByRole("button", { name: "Submit Answer" }));
    expect(await screen.findByText(Q3)).toBeTruthy();
    expect(screen.getByLabelText("Score 3 out of 10").getAttribute("data-band")).toBe("red");
    expect(average()).toBe("5.5/10");

    await fill(user, "Your answer", "I would audit tracking, then plan tests.");
    await user.keyboard("{Control>}{Enter}{/Control}");
    // Finished: the question becomes '(finished)', the summary is fetched and Results opens.
    expect(await screen.findByTestId("overall-score")).toBeTruthy();
    expect(screen.getByTestId("overall-score").textContent).toBe("64/100");
    expect(tab("Results").getAttribute("aria-selected")).toBe("true");
    expect(screen.getByLabelText("Score 6.5 out of 10").getAttribute("data-band")).toBe("yellow");
    expect(sentBodies(api, FINISH)).toEqual([{ session_id: "s-1" }]);
    expect(average()).toBe("5.8/10");

    const meters = screen.getAllByRole("meter");
    expect(meters.map((m) => m.getAttribute("aria-valuenow"))).toEqual(["7", "6.5", "5", "8", "6"]);
    expect(screen.getByRole("meter", { name: "Role knowledge" }).getAttribute("aria-valuetext")).toBe("5 out of 10");
    expect(screen.getByRole("meter", { name: "Impact & evidence" })).toBeTruthy();
    expect(screen.getByTestId("summary").textContent).toBe(RESULT.summary);
    expect(screen.getByRole("img", { name: /Score by answer: question 1: 8 out of 10, question 2: 3 out of 10, question 3: 6.5 out of 10/ })).toBeTruthy();
    for (const tip of ["Use the STAR method", "Quantify your achievements", "Be concise: 60–90 second answers", "Ask questions"]) {
      expect(screen.getByText(tip)).toBeTruthy();
    }
    await user.click(screen.getByRole("button", { name: "Save Results" }));
    expect(tab("Results").getAttribute("aria-selected")).toBe("true");

    await user.click(tab("Interview"));
    expect(screen.getByTestId("current-question").textContent).toBe("(finished)");
    expect(screen.getByTestId("turn-badge").textContent).toBe("Finished");
    expect((screen.getByRole("button", { name: "Submit Answer" }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(tab("Results"));
    await user.click(screen.getByRole("button", { name: "Start New Interview" }));
    expect(tab("Setup").getAttribute("aria-selected")).toBe("true");
    expect(tab("Interview").disabled).toBe(true);
    expect(average()).toBe("–/10");
  });

  it("shows each answer's feedback toast in its score band's calm style (never the error type), one at a time", async () => {
    const toastSpy = vi.spyOn(toaster, "create");
    const replies: Reply[] = [
      answerReply(3, "Add a concrete example and a result.", 1, Q2),
      answerReply(6.5, "Good plan; add a metric.", 2, Q3),
      answerReply(9, "Excellent, with numbers.", 3, "One more?"),
    ];
    const { user } = await startedInterview({ [NEXT]: () => replies.shift()! });
    const toastRoot = async (title: string) => (await screen.findByText(title)).closest("[data-part='root']");

    await fill(user, "Your answer", WEAK);
    await user.click(screen.getByRole("button", { name: "Submit Answer" }));
    const low = await toastRoot("Feedback • Score 3/10");
    expect(low?.getAttribute("data-type")).toBe("warning");
    expect(toastSpy).toHaveBeenLastCalledWith(expect.objectContaining({ type: "warning", meta: { accent: "red" }, duration: 6000 }));

    await fill(user, "Your answer", "I would audit tracking, then plan tests.");
    await user.click(screen.getByRole("button", { name: "Submit Answer" }));
    expect((await toastRoot("Feedback • Score 6.5/10"))?.getAttribute("data-type")).toBe("info");
    expect(toastSpy).toHaveBeenLastCalledWith(expect.objectContaining({ type: "info", meta: { accent: "yellow" } }));
    // The earlier feedback toast makes way for the new one (its text stays in the transcript).
    await waitFor(() => expect(screen.queryByText("Feedback • Score 3/10")).toBeNull());

    await fill(user, "Your answer", STRONG);
    await user.click(screen.getByRole("button", { name: "Submit Answer" }));
    expect((await toastRoot("Feedback • Score 9/10"))?.getAttribute("data-type")).toBe("success");
    expect(toastSpy).toHaveBeenLastCalledWith(expect.objectContaining({ type: "success", meta: { accent: "green" } }));
    expect(toastSpy.mock.calls.some(([t]) => t.type === "error")).toBe(false);
  });

  it("moves to Results when the server gives no next question, even if not marked finished", async () => {
    const { user } = await startedInterview({ [NEXT]: answerReply(7, "Fine.", 1, null, false), [FINISH]: [200, RESULT] });
    await fill(user, "Your answer", "An answer.");
    await user.click(screen.getByRole("button", { name: "Submit Answer" }));
    expect(await screen.findByTestId("overall-score")).toBeTruthy();
  });

  it("Finish & Summary ends early with a loader, and Restart clears everything and returns to Setup", async () => {
    const hold = deferred<Reply>();
    const { user } = await startedInterview({ [NEXT]: answerReply(9, "Excellent.", 1, Q2), [FINISH]: () => hold.promise });
    await fill(user, "Your answer", STRONG);
    await user.click(screen.getByRole("button", { name: "Submit Answer" }));
    await screen.findByText(Q2);
    await user.click(screen.getByRole("button", { name: "Finish & Summary" }));
    expect(tab("Results").getAttribute("aria-selected")).toBe("true");
    expect(await screen.findByText("Scoring your interview...")).toBeTruthy();
    hold.resolve([200, RESULT]);
    expect(await screen.findByTestId("overall-score")).toBeTruthy();

    await user.click(tab("Interview"));
    await user.click(screen.getByRole("button", { name: "Restart" }));
    expect(tab("Setup").getAttribute("aria-selected")).toBe("true");
    expect(tab("Interview").disabled).toBe(true);
    expect(tab("Results").disabled).toBe(true);
    expect(average()).toBe("–/10");
    expect(screen.queryByText(Q2)).toBeNull();
  });

  it("shows a countdown when the session has a time limit", async () => {
    await startedInterview({}, { ...STARTED, time_limit_minutes: 5 });
    const timer = screen.getByRole("timer", { name: "Time left" });
    expect(timer.textContent).toMatch(/Time left (5:00|4:5\d)/);
  });

  it("when the server ends a timed interview without scoring the answer, says why instead of repeating the last score", async () => {
    const toastSpy = vi.spyOn(toaster, "create");
    const timeUp = "Time is up: this 5-minute interview has ended, so this answer was not scored. Finish to see your summary of the answers you gave.";
    const replies: Reply[] = [answerReply(8, "Strong STAR answer with clear numbers.", 1, Q2), answerReply(8, timeUp, 1, null, true)];
    const { user } = await startedInterview({ [NEXT]: () => replies.shift()!, [FINISH]: [200, RESULT] }, { ...STARTED, time_limit_minutes: 5 });
    await fill(user, "Your answer", STRONG);
    await user.click(screen.getByRole("button", { name: "Submit Answer" }));
    await screen.findByText(Q2);
    await fill(user, "Your answer", "A late answer about incrementality tests.");
    await user.click(screen.getByRole("button", { name: "Submit Answer" }));

    expect(await screen.findByTestId("overall-score")).toBeTruthy();
    expect(toastSpy).toHaveBeenLastCalledWith(expect.objectContaining({ title: "Interview over", description: timeUp, type: "info" }));
    expect(toastSpy.mock.calls.filter(([t]) => t.title === "Feedback • Score 8/10")).toHaveLength(1);
    // Only the scored answer is in the transcript and the average.
    await user.click(tab("Interview"));
    expect(within(screen.getByRole("list", { name: "Questions and answers" })).getAllByRole("listitem")).toHaveLength(1);
    expect(average()).toBe("8.0/10");
  });

  it("alerts the error when an answer cannot be scored, and keeps the answer", async () => {
    const { user } = await startedInterview({ [NEXT]: [404, { title: "Not Found", status: 404, detail: "That interview session was not found." }] });
    await fill(user, "Your answer", "My answer");
    await user.click(screen.getByRole("button", { name: "Submit Answer" }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith("That interview session was not found."));
    expect((screen.getByLabelText("Your answer") as HTMLTextAreaElement).value).toBe("My answer");
    expect(screen.getByTestId("turn-badge").textContent).toBe("Turn 1");
  });

  it("alerts the error when the summary fails and returns to the Interview tab", async () => {
    const { user } = await startedInterview({ [FINISH]: [500, { title: "Error", status: 500, detail: "This interview's result could not be read." }] });
    await user.click(screen.getByRole("button", { name: "Finish & Summary" }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith("This interview's result could not be read."));
    await waitFor(() => expect(tab("Interview").getAttribute("aria-selected")).toBe("true"));
  });

  it("offers Finish & Summary on the Results tab before the interview ends", async () => {
    const { user } = await startedInterview({ [FINISH]: [200, RESULT] });
    await user.click(tab("Results"));
    expect(screen.getByText("Your results appear when the interview ends")).toBeTruthy();
    await user.click(within(screen.getByRole("tabpanel")).getByRole("button", { name: "Finish & Summary" }));
    expect(await screen.findByTestId("overall-score")).toBeTruthy();
  });
});

describe("Interview AI: a server that sends only SPEC section 3's fields", () => {
  it("counts the turns itself when the next answer carries no turn, and still reaches Results", async () => {
    const toastSpy = vi.spyOn(toaster, "create");
    // Spec-minimal: /auth/me without plan or created_at; start without total_questions or time limit; next without turn.
    const replies: Reply[] = [
      [200, { finished: false, next_question: Q2, score: 8, feedback: "Strong STAR answer with clear numbers." }],
      [200, { finished: false, next_question: Q3, score: 3, feedback: "Add a concrete example and a result." }],
      [200, { finished: true, next_question: null, score: 6.5, feedback: "Good plan; add a metric." }],
    ];
    signIn();
    const api = stubApi({
      [ME]: [200, { id: PRIYA.id, email: PRIYA.email, name: PRIYA.name }],
      [START]: [201, { session_id: "s-1", first_question: Q1 }],
      [NEXT]: () => replies.shift()!,
      [FINISH]: [200, RESULT],
    });
    const { user } = renderApp("/interview");
    await user.click(await screen.findByRole("button", { name: "Start Interview" }));
    expect(await screen.findByText(Q1)).toBeTruthy();
    expect(screen.getByTestId("turn-badge").textContent).toBe("Turn 1");
    expect(screen.getByText(/· 0 questions answered$/)).toBeTruthy();

    await fill(user, "Your answer", STRONG);
    await user.click(screen.getByRole("button", { name: "Submit Answer" }));
    expect(await screen.findByText(Q2)).toBeTruthy();
    expect(screen.getByTestId("turn-badge").textContent).toBe("Turn 2");
    expect(screen.getByText(/· 1 question answered$/)).toBeTruthy();
    expect(toastSpy).toHaveBeenLastCalledWith(expect.objectContaining({ title: "Feedback • Score 8/10", description: "Strong STAR answer with clear numbers." }));

    await fill(user, "Your answer", WEAK);
    await user.click(screen.getByRole("button", { name: "Submit Answer" }));
    expect(await screen.findByText(Q3)).toBeTruthy();
    expect(screen.getByTestId("turn-badge").textContent).toBe("Turn 3");
    expect(average()).toBe("5.5/10");

    await fill(user, "Your answer", "I would audit tracking, then plan tests.");
    await user.click(screen.getByRole("button", { name: "Submit Answer" }));
    expect(await screen.findByTestId("overall-score")).toBeTruthy();
    expect(tab("Results").getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("img", { name: /question 1: 8 out of 10, question 2: 3 out of 10, question 3: 6.5 out of 10/ })).toBeTruthy();
    expect(average()).toBe("5.8/10");
    expect(sentBodies(api, NEXT)).toHaveLength(3);
    expect(alertSpy).not.toHaveBeenCalled();
  });
});
