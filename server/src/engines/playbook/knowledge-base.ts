// Loads server/data/role-kb.json (built by scripts/build-role-kb.ts) once and checks its shape.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { RoleKb } from "./kb-types";

export const DEFAULT_KB_PATH = fileURLToPath(new URL("../../../data/role-kb.json", import.meta.url));

let cached: RoleKb | undefined;

export function parseRoleKb(json: string): RoleKb {
  const kb = JSON.parse(json) as Partial<RoleKb>;
  const ok =
    typeof kb.version === "string" &&
    Array.isArray(kb.roles) &&
    Array.isArray(kb.topics) &&
    Array.isArray(kb.families) &&
    Array.isArray(kb.occupations) &&
    kb.families.length > 0;
  if (!ok) throw new Error("role-kb.json is malformed; run `npm run roles:build`");
  return kb as RoleKb;
}

export function loadRoleKb(path: string = DEFAULT_KB_PATH): RoleKb {
  if (path !== DEFAULT_KB_PATH) return parseRoleKb(readFileSync(path, "utf8"));
  cached ??= parseRoleKb(readFileSync(path, "utf8"));
  return cached;
}
