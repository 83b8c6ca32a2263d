import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { recipes as chakraRecipes, slotRecipes as chakraSlotRecipes } from "@chakra-ui/react/theme";
import { describe, expect, it } from "vitest";
import { system } from "./theme";

/**
 * The theme carries only the recipes of the components the app uses (a smaller first download). A Chakra
 * component used without its recipe renders unstyled, which no other test notices: this one reads every
 * import from "@chakra-ui/react" in the client and checks that each component with a Chakra recipe has it here.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "generated" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const camel = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

describe("the Chakra theme", () => {
  it("has the recipe of every Chakra component the app uses", () => {
    const used = new Map<string, string>();
    for (const file of sourceFiles(SRC)) {
      const text = readFileSync(file, "utf8");
      for (const m of text.matchAll(/import\s*\{([^}]+)\}\s*from\s*"@chakra-ui\/react"/g)) {
        for (const raw of m[1]!.split(",")) {
          const name = raw.replace(/^\s*type\s+/, "").split(/\s+as\s+/)[0]!.trim();
          if (name) used.set(camel(name), path.relative(SRC, file));
        }
      }
    }
    const withRecipe = (key: string) => key in chakraRecipes || key in chakraSlotRecipes;
    const missing = [...used.entries()].filter(([key]) => withRecipe(key) && !system.getRecipe(key) && !system.getSlotRecipe(key));
    expect(missing.map(([key, file]) => `${key} (used in ${file})`)).toEqual([]);
  });
});
