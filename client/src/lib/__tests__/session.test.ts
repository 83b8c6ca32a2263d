import { describe, expect, it } from "vitest";
import { session } from "../session";
import { STORAGE_KEYS, writeJson, readJson } from "../storage";

describe("the session", () => {
  it("forgets the job workspace and the subscription record with the tokens, so the next person on this browser starts clean", () => {
    session.set({ email: "a@b.co", name: "A", id: "1", accessToken: "t", refreshToken: "r" });
    writeJson(STORAGE_KEYS.workspace, { resumeData: { name: "A", email: "a@b.co" } });
    writeJson(STORAGE_KEYS.subscription, { planId: "pro", activatedAt: "2026-01-01T00:00:00.000Z" });
    session.clear();
    expect(readJson(STORAGE_KEYS.auth)).toBeNull();
    expect(readJson(STORAGE_KEYS.workspace)).toBeNull();
    expect(readJson(STORAGE_KEYS.subscription)).toBeNull();
  });
});
