import { describe, expect, it } from "vitest";
import { analyseSpeaking, countFillers, summariseSpeaking } from "./speaking";

const words = (n: number) => Array.from({ length: n }, (_, i) => (i % 7 === 0 ? "campaign" : "results")).join(" ");
const fillersOf = (text: string) => Object.fromEntries(countFillers(text).map((f) => [f.word, f.count]));

describe("filler words", () => {
  it("counts hesitation sounds under one name whatever the spelling", () => {
    expect(fillersOf("Umm I think, uh, we grew by ummm twenty percent, erm, and hmm")).toEqual({ um: 2, uh: 2, hmm: 1 });
  });

  it("counts basically, actually and literally wherever they stand", () => {
    expect(fillersOf("Basically we actually literally doubled sign ups")).toEqual({ basically: 1, actually: 1, literally: 1 });
  });

  it("counts 'like' as a filler but not as a verb or a comparison", () => {
    expect(fillersOf("I like working with data and we would like to grow")).toEqual({});
    expect(fillersOf("It looks like the funnel leaked")).toEqual({});
    expect(fillersOf("So we were like, the budget is gone, and like we had to move fast")).toMatchObject({ like: 2 });
    expect(fillersOf("it was like 200 users a day")).toEqual({ like: 1 });
  });

  it("counts 'you know' only when it fills, not when it asks or states what someone knows", () => {
    expect(fillersOf("We shipped it, you know, in two weeks")).toEqual({ "you know": 1 });
    expect(fillersOf("Do you know how attribution works? You know the answer")).toEqual({});
  });

  it("counts 'so' only when it opens a sentence, not 'so that' or 'so far'", () => {
    expect(fillersOf("So we launched it. So, the result was good")).toEqual({ so: 2 });
    expect(fillersOf("We cut the budget so that margins held and it was so good. So far so good")).toEqual({});
  });

  it("counts common Indian-English fillers: na as a tag, yaar, matlab, achha, what to say", () => {
    expect(fillersOf("The launch was tough na. Achha, matlab we had two weeks yaar. What to say, it worked")).toEqual({
      na: 1,
      achha: 1,
      matlab: 1,
      yaar: 1,
      "what to say": 1,
    });
    expect(fillersOf("We said no to the client")).toEqual({});
  });

  it("counts hedges 'kind of' and 'sort of' but not 'what kind of'", () => {
    expect(fillersOf("It was kind of hard and sort of slow")).toEqual({ "kind of": 1, "sort of": 1 });
    expect(fillersOf("What kind of campaign was it")).toEqual({});
  });
});

describe("speaking metrics", () => {
  it("times a well-paced 75-second answer as good pace and good length", () => {
    const m = analyseSpeaking(words(175), { durationSeconds: 77, speechStartSeconds: 1, speechEndSeconds: 76 });
    expect(m.words).toBe(175);
    expect(m.speaking_seconds).toBe(75);
    expect(m.words_per_minute).toBe(140);
    expect(m.pace).toBe("good");
    expect(m.length).toBe("good");
    expect(m.filler_count).toBe(0);
    expect(m.feedback).toContain("Pace: 140 words a minute, easy to follow.");
    expect(m.feedback).toContain("Length: 75 seconds, within the 60–90 seconds an answer needs.");
  });

  it("calls a rushed answer fast and a dragging one slow", () => {
    expect(analyseSpeaking(words(120), { durationSeconds: 36 }).pace).toBe("fast");
    expect(analyseSpeaking(words(100), { durationSeconds: 70 }).pace).toBe("slow");
  });

  it("flags answers shorter than 60 seconds and longer than 90", () => {
    const short = analyseSpeaking(words(60), { durationSeconds: 25 });
    expect(short.length).toBe("short");
    expect(short.feedback.at(-1)).toMatch(/^Length: 25 seconds is short of the 60–90 seconds/);
    expect(analyseSpeaking(words(300), { durationSeconds: 130 }).length).toBe("long");
  });

  it("gives no words per minute for an answer too short to time", () => {
    const m = analyseSpeaking("Yes", { durationSeconds: 2 });
    expect(m.words_per_minute).toBeNull();
    expect(m.pace).toBe("unknown");
  });

  it("counts pauses of 3 seconds or more inside the answer, merging overlaps and ignoring the thinking time before the first word", () => {
    const m = analyseSpeaking(words(150), {
      durationSeconds: 80,
      speechStartSeconds: 6,
      speechEndSeconds: 79,
      pauses: [
        { startSeconds: 0, endSeconds: 6 },
        { startSeconds: 20, endSeconds: 22 },
        { startSeconds: 30, endSeconds: 33 },
        { startSeconds: 32, endSeconds: 35.5 },
        { startSeconds: 50, endSeconds: 49 },
      ],
    });
    expect(m.long_pauses).toBe(1);
    expect(m.longest_pause_seconds).toBe(5.5);
    expect(m.feedback.some((f) => f.startsWith("You took 6 seconds to start"))).toBe(true);
  });

  it("reports the filler rate and names the most frequent ones", () => {
    const text = `Um so basically ${words(40)} um you know ${words(40)} um basically`;
    const m = analyseSpeaking(text, { durationSeconds: 40 });
    expect(m.fillers[0]).toEqual({ word: "um", count: 3 });
    // "so" after "Um" is inside the sentence, so it is not counted.
    expect(m.filler_count).toBe(6);
    expect(m.fillers_per_minute).toBe(9);
    expect(m.feedback[1]).toBe("Fillers: 6 fillers (“um” ×3, “basically” ×2, “you know”), about 9 a minute. Pause silently instead of filling the gap.");
  });

  it("keeps timing inside the recording whatever the browser reports", () => {
    const m = analyseSpeaking(words(50), { durationSeconds: 30, speechStartSeconds: 45, speechEndSeconds: -3, pauses: [{ startSeconds: 10, endSeconds: 400 }] });
    expect(m.speaking_seconds).toBeLessThanOrEqual(30);
    expect(m.longest_pause_seconds).toBeLessThanOrEqual(30);
  });

  it("is deterministic", () => {
    const timing = { durationSeconds: 70, speechStartSeconds: 2, speechEndSeconds: 68, pauses: [{ startSeconds: 10, endSeconds: 14 }] };
    expect(analyseSpeaking("Um so we like grew", timing)).toEqual(analyseSpeaking("Um so we like grew", timing));
  });
});

describe("speaking summary", () => {
  it("is null when no answer was spoken", () => {
    expect(summariseSpeaking([])).toBeNull();
  });

  it("adds up the spoken answers: pace over all timed words, fillers merged, answers within 60–90 seconds", () => {
    const a = analyseSpeaking(`um ${words(149)}`, { durationSeconds: 75 });
    const b = analyseSpeaking(`um basically ${words(48)}`, { durationSeconds: 30 });
    const s = summariseSpeaking([a, b])!;
    expect(s.answers).toBe(2);
    expect(s.words_per_minute).toBe(Math.round((200 * 60) / 105));
    expect(s.fillers).toEqual([{ word: "um", count: 2 }, { word: "basically", count: 1 }]);
    expect(s.answers_in_range).toBe(1);
    expect(s.average_seconds).toBe(52.5);
    expect(s.feedback.at(-1)).toBe("Length: 1 of 2 spoken answers took 60–90 seconds (52.5 seconds on average); 1 was short, so add what you did and the result.");
  });
});
