import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { DATA_INPUTS } from "./data/inputs";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const shared = path.resolve(repo, "../shared/data");

describe("derived data is reproducible", () => {
  it("When the O*NET inputs are read, Then each has the version's recorded checksum (a changed input is never used silently)", () => {
    for (const input of DATA_INPUTS) {
      const file = path.join(shared, input.path);
      expect(existsSync(file), `${input.path} (${input.version}) is missing from ../shared/data`).toBe(true);
      const sha = createHash("sha256").update(readFileSync(file)).digest("hex");
      expect(sha, `${input.path} changed: rebuild ${input.feeds.join(", ")} and record the new checksum in scripts/data/inputs.ts`).toBe(input.sha256);
    }
  });

  it("When skills-taxonomy.json is rebuilt from O*NET and the curated list, Then it equals the committed file (run npm run taxonomy:build)", () => {
    const out = path.join(mkdtempSync(path.join(os.tmpdir(), "hw-taxonomy-")), "skills-taxonomy.json");
    execFileSync(process.execPath, ["--import", "tsx", path.join(repo, "scripts/build-taxonomy.ts")], { env: { ...process.env, SKILLS_TAXONOMY_OUT: out }, stdio: "pipe" });
    expect(readFileSync(out, "utf8") === readFileSync(path.join(repo, "server/data/skills-taxonomy.json"), "utf8")).toBe(true);
  }, 60_000);

  it("When the derived files are listed, Then every one has a drift test", () => {
    const tested = ["skills-taxonomy.json", "role-skill-profiles.json", "role-kb.json", "role-taxonomy.json"];
    const files = execFileSync("git", ["ls-files", "server/data"], { cwd: repo, encoding: "utf8" }).split("\n").filter((f) => f.endsWith(".json")).map((f) => path.basename(f));
    expect(files.filter((f) => !tested.includes(f))).toEqual([]);
  });
});
