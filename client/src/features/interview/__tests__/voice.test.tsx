import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toaster } from "../../../components/ui/toaster";
import { PRIYA, renderApp, sentBodies, signIn, stubApi, userFrom, type Handler, type Reply } from "../../../testing/test-utils";

// Voice practice with fake speech APIs: speech synthesis, the microphone (getUserMedia + MediaRecorder) and
// webkitSpeechRecognition are replaced by fakes the test drives; the screen is the real one.

const ME = "GET /api/v1/auth/me";
const START = "POST /api/v1/interview/start";
const NEXT = "POST /api/v1/interview/next";
const VOICE = "GET /api/v1/interview/voice";

const Q1 = "Tell me about a paid campaign you owned end to end.";
const Q2 = "How do you split a budget between Google Ads and Meta Ads?";
const STARTED = { session_id: "s-1", first_question: Q1, total_questions: 3, time_limit_minutes: null };
const PRO = { available: true, plan_id: "pro", plan: "Pro", daily_minutes: 30, used_seconds: 600, remaining_seconds: 1200, date: "2026-11-25" };
const STARTER = { available: false, plan_id: "starter", plan: "Starter", daily_minutes: 0, used_seconds: 0, remaining_seconds: 0, date: "2026-11-25" };
const SPEAKING = {
  words: 12,
  duration_seconds: 8,
  speaking_seconds: 6,
  words_per_minute: 120,
  pace: "good",
  fillers: [{ word: "um", count: 1 }],
  filler_count: 1,
  fillers_per_minute: 10,
  long_pauses: 1,
  longest_pause_seconds: 3,
  length: "short",
  feedback: ["Pace: 120 words a minute, easy to follow.", "Length: 6 seconds is short of the 60–90 seconds an answer needs; add what you did and the result."],
};

class FakeRecognition {
  static instances: FakeRecognition[] = [];
  lang = "";
  continuous = false;
  interimResults = false;
  running = false;
  onresult: ((e: unknown) => void) | null = null;
  onerror: ((e: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  results: Array<{ isFinal: boolean; length: number; 0: { transcript: string } }> = [];
  constructor() {
    FakeRecognition.instances.push(this);
  }
  start() {
    this.running = true;
  }
  stop() {
    this.running = false;
  }
  abort() {
    this.running = false;
  }
  /** The recogniser hears a phrase (final) or part of one (interim). */
  hear(transcript: string, isFinal: boolean) {
    const last = this.results.at(-1);
    const entry = { isFinal, length: 1, 0: { transcript } };
    const index = last && !last.isFinal ? this.results.length - 1 : this.results.length;
    this.results[index] = entry;
    this.onresult?.({ resultIndex: index, results: Object.assign([...this.results], { length: this.results.length }) });
  }
}

class FakeRecorder {
  static instances: FakeRecorder[] = [];
  state: "inactive" | "recording" = "inactive";
  mimeType = "audio/webm";
  ondataavailable: ((e: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor() {
    FakeRecorder.instances.push(this);
  }
  start() {
    this.state = "recording";
  }
  stop() {
    this.state = "inactive";
    this.ondataavailable?.({ data: new Blob(["voice"], { type: "audio/webm" }) });
    this.onstop?.();
  }
}

let clock = 0;
let speak: ReturnType<typeof vi.fn>;
let getUserMedia: ReturnType<typeof vi.fn>;
const spoken = () => speak.mock.calls.map(([u]) => (u as { text: string }).text);

function installSpeech({ recognition = true } = {}) {
  speak = vi.fn();
  vi.stubGlobal("speechSynthesis", { speak, cancel: vi.fn() });
  vi.stubGlobal(
    "SpeechSynthesisUtterance",
    class {
      lang = "";
      rate = 1;
      constructor(public text: string) {}
    },
  );
  getUserMedia = vi.fn(async () => ({ getTracks: () => [{ stop: vi.fn() }] }));
  Object.defineProperty(navigator, "mediaDevices", { value: { getUserMedia }, configurable: true });
  vi.stubGlobal("MediaRecorder", FakeRecorder);
  vi.stubGlobal("webkitSpeechRecognition", recognition ? FakeRecognition : undefined);
  URL.createObjectURL = vi.fn(() => "blob:recorded-answer");
  URL.revokeObjectURL = vi.fn();
}

async function openInterview(plan: "pro" | "starter", handlers: Record<string, Handler | Reply> = {}) {
  signIn();
  const api = stubApi({ [ME]: [200, userFrom(PRIYA, { plan })], [VOICE]: [200, plan === "pro" ? PRO : STARTER], [START]: [201, STARTED], ...handlers });
  const app = renderApp("/interview");
  await app.user.click(await screen.findByRole("button", { name: "Start Interview" }, { timeout: 10_000 }));
  await screen.findByTestId("current-question", {}, { timeout: 10_000 });
  return { ...app, api };
}

const answerBox = () => screen.getByLabelText("Your answer") as HTMLTextAreaElement;

beforeEach(() => {
  FakeRecognition.instances = [];
  FakeRecorder.instances = [];
  clock = 1_000_000;
  vi.spyOn(Date, "now").mockImplementation(() => clock);
  window.localStorage.removeItem("hirewise.interview.muted");
  vi.stubGlobal("alert", vi.fn());
});
afterEach(() => {
  toaster.remove();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("voice practice on Pro", () => {
  it("reads each question aloud, and the mute switch stops it and is remembered", async () => {
    installSpeech();
    const { user } = await openInterview("pro", { [NEXT]: [200, { finished: false, next_question: Q2, score: 7, feedback: "Good.", turn: 1 }] });
    await waitFor(() => expect(spoken()).toEqual([Q1]));
    expect(screen.getByTestId("voice-minutes-left").textContent).toBe("20 min left today (30 min a day on Pro)");

    await user.click(screen.getByRole("checkbox", { name: "Read questions aloud" }));
    expect(window.localStorage.getItem("hirewise.interview.muted")).toBe("true");
    await user.click(answerBox());
    await user.paste("I split the budget by marginal CPA, reviewed weekly.");
    await user.click(screen.getByRole("button", { name: "Submit Answer" }));
    await screen.findByText(Q2);
    expect(spoken()).toEqual([Q1]);
    expect((screen.getByRole("checkbox", { name: "Read questions aloud" }) as HTMLInputElement).checked).toBe(false);
  });

  it("records a spoken answer with a live, editable transcript and sends its timing; the speaking feedback shows beside the score", async () => {
    installSpeech();
    const reply = { finished: false, next_question: Q2, score: 7.5, feedback: "Good: a clear result.", turn: 1, speaking: SPEAKING, voice_seconds_left: 1192 };
    const { user, api } = await openInterview("pro", { [NEXT]: [200, reply] });

    await user.click(screen.getByRole("button", { name: "Answer by voice" }));
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    await screen.findByRole("button", { name: "Stop recording" });
    const recognition = FakeRecognition.instances[0]!;
    expect(recognition).toMatchObject({ running: true, continuous: true, interimResults: true, lang: "en-IN" });

    clock += 1000;
    recognition.hear("so um I owned", false);
    await waitFor(() => expect(answerBox().value).toBe("so um I owned"));
    clock += 500;
    recognition.hear("so um I owned the Diwali campaign", true);
    clock += 3000; // a pause
    recognition.hear("we hit 236k users", true);
    await waitFor(() => expect(answerBox().value).toBe("so um I owned the Diwali campaign we hit 236k users"));
    clock += 1500;
    await user.click(screen.getByRole("button", { name: "Stop recording" }));
    expect(await screen.findByLabelText("Your recorded answer")).toBeTruthy();

    // The transcript is the person's to correct before submitting.
    await user.clear(answerBox());
    await user.click(answerBox());
    await user.paste("So um I owned the Diwali campaign. We hit 236k users.");
    await user.click(screen.getByRole("button", { name: "Submit Answer" }));

    await screen.findByText(Q2);
    expect(sentBodies(api, NEXT)).toEqual([
      {
        session_id: "s-1",
        answer: "So um I owned the Diwali campaign. We hit 236k users.",
        voice: { duration_seconds: 6, speech_start_seconds: 1, speech_end_seconds: 4.5, pauses: [{ start_seconds: 1.5, end_seconds: 4.5 }], recognition: true },
      },
    ]);
    const speaking = screen.getByRole("group", { name: "Speaking feedback" });
    expect(within(speaking).getByText("120 wpm (easy to follow)")).toBeTruthy();
    expect(within(speaking).getByText(SPEAKING.feedback[1]!)).toBeTruthy();
    expect(screen.getByTestId("voice-minutes-left").textContent).toBe("19 min left today (30 min a day on Pro)");
    expect(screen.queryByLabelText("Your recorded answer")).toBeNull();
  });

  it("says why when the microphone is blocked, and typing works as before", async () => {
    installSpeech();
    getUserMedia.mockRejectedValueOnce(Object.assign(new Error("denied"), { name: "NotAllowedError" }));
    const { user, api } = await openInterview("pro", { [NEXT]: [200, { finished: false, next_question: Q2, score: 6, feedback: "Add a number.", turn: 1 }] });
    await user.click(screen.getByRole("button", { name: "Answer by voice" }));
    expect(await screen.findByText("Microphone access was blocked. Allow the microphone for this site to answer by voice, or type your answer below.")).toBeTruthy();
    await user.click(answerBox());
    await user.paste("I ran weekly creative tests on Meta.");
    await user.click(screen.getByRole("button", { name: "Submit Answer" }));
    await screen.findByText(Q2);
    expect(sentBodies(api, NEXT)).toEqual([{ session_id: "s-1", answer: "I ran weekly creative tests on Meta." }]);
  });

  it("records without a live transcript where the browser has no speech recognition, and the typed transcript goes with the timing", async () => {
    installSpeech({ recognition: false });
    const { user, api } = await openInterview("pro", { [NEXT]: [200, { finished: false, next_question: Q2, score: 6, feedback: "Fine.", turn: 1 }] });
    await user.click(screen.getByRole("button", { name: "Answer by voice" }));
    expect(await screen.findByText(/This browser cannot transcribe speech/)).toBeTruthy();
    clock += 20_000;
    await user.click(screen.getByRole("button", { name: "Stop recording" }));
    await user.click(answerBox());
    await user.paste("We grew installs by 30 percent.");
    await user.click(screen.getByRole("button", { name: "Submit Answer" }));
    await screen.findByText(Q2);
    expect(sentBodies(api, NEXT)).toEqual([{ session_id: "s-1", answer: "We grew installs by 30 percent.", voice: { duration_seconds: 20, pauses: [], recognition: false } }]);
  });

  it("keeps the answer for typing when the voice minutes are used up (402), without an alert", async () => {
    installSpeech();
    const detail = "You've used today's 30 voice minutes on the Pro plan. Your answer was not scored; submit it as typed text. Voice minutes renew tomorrow.";
    let calls = 0;
    const next: Handler = () => (++calls === 1 ? [402, { title: "Payment Required", status: 402, detail }] : [200, { finished: false, next_question: Q2, score: 6, feedback: "Fine.", turn: 1 }]);
    const { user, api } = await openInterview("pro", { [NEXT]: next });
    await user.click(screen.getByRole("button", { name: "Answer by voice" }));
    await screen.findByRole("button", { name: "Stop recording" });
    FakeRecognition.instances[0]!.hear("we doubled sign ups", true);
    await waitFor(() => expect(answerBox().value).toBe("we doubled sign ups"));
    clock += 5000;
    await user.click(screen.getByRole("button", { name: "Submit Answer" }));
    expect(await screen.findByText(detail)).toBeTruthy();
    expect(answerBox().value).toBe("we doubled sign ups");
    expect(window.alert).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Submit Answer" }));
    await screen.findByText(Q2);
    expect(sentBodies(api, NEXT)[1]).toEqual({ session_id: "s-1", answer: "we doubled sign ups" });
  });
});

describe("voice practice on other plans", () => {
  it("explains voice practice as a Pro feature with a link to the plans, and reads nothing aloud", async () => {
    installSpeech();
    await openInterview("starter");
    const note = await screen.findByRole("note", { name: "Voice practice" });
    expect(note.textContent).toContain("Answer by voice is a Pro feature");
    expect(within(note).getByRole("link", { name: "See Pro plans" }).getAttribute("href")).toBe("/pricing");
    expect(screen.queryByRole("button", { name: "Answer by voice" })).toBeNull();
    expect(speak).not.toHaveBeenCalled();
  });
});

describe("practise for a saved job", () => {
  it("opens /interview?application=<id> with the job's title and company, and starts the interview for that job", async () => {
    installSpeech();
    signIn();
    const app = { id: "a-1", title: "Growth Marketing Manager", company: "Kalpaka Commerce" };
    const job = { application_id: "a-1", title: app.title, company: app.company, skills: ["Google Ads", "SQL"] };
    const first = "The posting says this job involves: “Own paid acquisition on Google Ads”. Tell me about a time you did this.";
    const api = stubApi({
      [ME]: [200, userFrom(PRIYA, { plan: "pro" })],
      [VOICE]: [200, PRO],
      "GET /api/v1/applications/a-1": [200, app],
      [START]: [201, { ...STARTED, first_question: first, job }],
    });
    const { user } = renderApp("/interview?application=a-1");
    const note = await screen.findByRole("note", { name: "Practising for a saved job" }, { timeout: 10_000 });
    expect(note.textContent).toContain("Practising for Growth Marketing Manager at Kalpaka Commerce");
    expect((screen.getByLabelText("Role") as HTMLInputElement).value).toBe("Growth Marketing Manager");
    expect((screen.getByLabelText("Company (optional)") as HTMLInputElement).value).toBe("Kalpaka Commerce");

    await user.click(screen.getByRole("button", { name: "Start Interview" }));
    expect(await screen.findByText(first)).toBeTruthy();
    expect(screen.getByTestId("practising-for").textContent).toBe("Practising for Growth Marketing Manager at Kalpaka Commerce");
    expect(sentBodies(api, START)).toEqual([
      { role: "Growth Marketing Manager", seniority: "mid", skills: [], company: "Kalpaka Commerce", application_id: "a-1", style: "behavioral+technical" },
    ]);
  });
});
