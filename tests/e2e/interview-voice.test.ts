import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { newPage, signUpThroughUi, startE2e, type E2eApp } from "../support/browser";

// Voice practice for a saved job, in Chromium. The browser's speech APIs are replaced before the app loads:
// speech synthesis records what it is asked to say, getUserMedia hands out a real (silent) audio stream for the
// real MediaRecorder, and webkitSpeechRecognition is a fake the test makes "hear" phrases.
const SPEECH_FAKES = () => {
  const w = window as unknown as Record<string, unknown>;
  const spoken: string[] = [];
  w.__spoken = spoken;
  window.speechSynthesis.speak = (u: SpeechSynthesisUtterance) => void spoken.push(u.text);
  window.speechSynthesis.cancel = () => undefined;
  navigator.mediaDevices.getUserMedia = async () => new AudioContext().createMediaStreamDestination().stream;
  class FakeRecognition {
    lang = "";
    continuous = false;
    interimResults = false;
    onresult: ((e: unknown) => void) | null = null;
    onerror: ((e: unknown) => void) | null = null;
    onend: (() => void) | null = null;
    results: Array<{ isFinal: boolean; length: number; 0: { transcript: string } }> = [];
    start() {
      w.__recognition = this;
    }
    stop() {
      w.__recognition = null;
    }
    abort() {
      w.__recognition = null;
    }
    hear(transcript: string) {
      this.results.push({ isFinal: true, length: 1, 0: { transcript } });
      this.onresult?.({ resultIndex: this.results.length - 1, results: this.results });
    }
  }
  w.webkitSpeechRecognition = FakeRecognition;
  w.SpeechRecognition = FakeRecognition;
};

const POSTING = `Growth Marketing Manager - Kalpaka Commerce

What you will do:
- Own paid acquisition on Google Ads and Meta Ads with a monthly budget of 40 lakh
- Build weekly dashboards in SQL and Looker for the leadership team

Requirements:
- 4+ years in performance marketing
- Strong Google Ads, Meta Ads and SQL`;

let app: E2eApp;
beforeAll(async () => {
  app = await startE2e(); // the launch promotion: a new account is on Pro Plus (an hour of voice a day)
});
afterAll(async () => {
  await app?.stop();
});

const hear = (page: Page, phrase: string) =>
  page.evaluate((p) => ((window as unknown as { __recognition: { hear(t: string): void } }).__recognition).hear(p), phrase);

describe("voice practice for a saved job in the browser", () => {
  it("starts from the tracker, reads the job's question aloud, takes a spoken answer with its transcript, and shows speaking feedback in the answer, Results and the reopened results", async () => {
    const page = await newPage(app);
    await page.addInitScript(SPEECH_FAKES);
    const { accessToken } = await signUpThroughUi(page, "Ananya Rao");
    const created = await page.request.post("/api/v1/applications", {
      headers: { Authorization: `Bearer ${accessToken}` },
      data: { title: "Growth Marketing Manager", company: "Kalpaka Commerce", job_description: POSTING },
    });
    expect(created.status()).toBe(201);

    // The tracker's Practise interview opens the interview set up for that job.
    await page.goto("/applications");
    await page.getByRole("region", { name: "Application board" }).getByRole("button", { name: "Growth Marketing Manager", exact: true }).click();
    await page.getByRole("link", { name: "Practise interview" }).click();
    await page.waitForURL("**/interview?application=*");
    const note = page.getByRole("note", { name: "Practising for a saved job" });
    await note.waitFor();
    expect(await note.textContent()).toContain("Practising for Growth Marketing Manager at Kalpaka Commerce");
    expect(await page.getByLabel("Role").inputValue()).toBe("Growth Marketing Manager");
    await page.getByRole("button", { name: "Start Interview" }).click();

    // The first question quotes the posting, and is read aloud.
    const question = page.getByTestId("current-question");
    await question.waitFor();
    const first = (await question.textContent())!;
    expect(first).toMatch(/^The posting says this job involves: “(Own paid acquisition|Build weekly dashboards)/);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken)).toContain(first);
    expect(await page.getByTestId("voice-minutes-left").textContent()).toBe("60 min left today (60 min a day on Pro Plus)");

    // A spoken answer: the live transcript fills the answer box, and stays editable after stopping.
    await page.getByRole("button", { name: "Answer by voice" }).click();
    await page.getByRole("button", { name: "Stop recording" }).waitFor();
    await hear(page, "so um at Zomato I owned the Diwali acquisition campaign on Google Ads and Meta Ads");
    await hear(page, "basically we moved thirty percent of the budget to the winning creatives and hit two hundred thousand users at seventy rupees CPA");
    await expect.poll(() => page.getByLabel("Your answer").inputValue()).toContain("seventy rupees CPA");
    await page.waitForTimeout(2200);
    await page.getByRole("button", { name: "Stop recording" }).click();
    await page.getByLabel("Your recorded answer").waitFor();
    const box = page.getByLabel("Your answer");
    await box.fill(`${await box.inputValue()}. I owned the budget split myself.`);
    await page.getByRole("button", { name: "Submit Answer" }).click();

    const speaking = page.getByRole("group", { name: "Speaking feedback" }).first();
    await speaking.waitFor();
    const text = (await speaking.textContent())!;
    expect(text).toMatch(/Filler words\s*3/);
    expect(text).toContain("Length:");
    await expect.poll(() => page.getByTestId("voice-minutes-left").textContent()).toMatch(/^(59|60) min left today/);

    // Results: the speaking summary beside the scores; saved, it reopens with it.
    await page.getByRole("button", { name: "Finish & Summary" }).click();
    const summary = page.getByRole("region", { name: "Speaking feedback" });
    await summary.waitFor();
    expect(await summary.textContent()).toMatch(/Spoken answers\s*1/);
    await page.getByRole("button", { name: "Save Results" }).click();
    await page.getByTestId("saved-note").waitFor();

    const sessions = await page.request.get("/api/v1/interview/sessions", { headers: { Authorization: `Bearer ${accessToken}` } });
    const id = (await sessions.json()).sessions[0].session_id as string;
    await page.goto(`/interview?session=${id}`);
    await page.getByRole("region", { name: "Speaking feedback" }).waitFor();
    await page.getByRole("tab", { name: "Interview", exact: true }).click();
    expect(await page.getByRole("group", { name: "Speaking feedback" }).first().textContent()).toMatch(/Filler words\s*3/);

    // The dashboard's plan panel counts today's voice minutes (a started minute counts as used).
    await page.goto("/dashboard");
    const voice = page.getByRole("progressbar", { name: "Voice practice today" });
    await voice.waitFor();
    expect(await voice.getAttribute("aria-valuetext")).toBe("1 of 60 min used");
  });
});
