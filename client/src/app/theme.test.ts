import { recipes as chakraRecipes, slotRecipes as chakraSlotRecipes } from "@chakra-ui/react/theme";
import { describe, expect, it } from "vitest";
import { addRecipes, system } from "./theme";
import { moreRecipes, moreSlotRecipes } from "./theme-more";

// The whole theme, as once any screen beyond the sign-in ones has loaded (loadMoreRecipes).
addRecipes({ moreRecipes, moreSlotRecipes });

/**
 * The theme carries only the recipes of the components the app uses (a smaller first download). A Chakra
 * component used without its recipe renders unstyled, which no other test notices: this one reads every
 * import from "@chakra-ui/react" in the client and checks that each component with a Chakra recipe has it here.
 */
// Every client source file as text, read through Vite (the client has no Node types); tests and generated code aside.
const SOURCES = import.meta.glob(["../**/*.{ts,tsx}", "!../**/*.test.{ts,tsx}", "!../api/generated/**"], { query: "?raw", import: "default", eager: true }) as Record<string, string>;

const camel = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

describe("the Chakra theme", () => {
  it("has the recipe of every Chakra component the app uses", () => {
    const used = new Map<string, string>();
    for (const [file, text] of Object.entries(SOURCES)) {
      for (const m of text.matchAll(/import\s*\{([^}]+)\}\s*from\s*"@chakra-ui\/react"/g)) {
        for (const raw of m[1]!.split(",")) {
          const name = raw.replace(/^\s*type\s+/, "").split(/\s+as\s+/)[0]!.trim();
          if (name) used.set(camel(name), file);
        }
      }
    }
    const withRecipe = (key: string) => key in chakraRecipes || key in chakraSlotRecipes;
    const missing = [...used.entries()].filter(([key]) => withRecipe(key) && !system.getRecipe(key) && !system.getSlotRecipe(key));
    expect(used.size).toBeGreaterThan(20);
    expect(missing.map(([key, file]) => `${key} (used in ${file})`)).toEqual([]);
  });

  it("has in its first part the recipe of every component the app shell and the sign-in screens use", () => {
    // These render before loadMoreRecipes() (router.tsx): the shell, the loaders, the toaster, the sign-in screens and
    // the shared components they use. Chakra caches a recipe on first use, so a late one would stay unstyled.
    const shell = /^\.\.\/(app\/(?!.*\.test\.)|components\/(layout|loader|illustrations)\/|components\/ui\/(toaster|toast-|error-alert|form-field)|features\/auth\/)/;
    const late = new Set([...Object.keys(moreRecipes), ...Object.keys(moreSlotRecipes)]);
    const used: string[] = [];
    for (const [file, text] of Object.entries(SOURCES)) {
      if (!shell.test(file.replace(/^\.\//, "../app/"))) continue;
      for (const m of text.matchAll(/import\s*\{([^}]+)\}\s*from\s*"@chakra-ui\/react"/g)) {
        for (const raw of m[1]!.split(",")) {
          const key = camel(raw.replace(/^\s*type\s+/, "").split(/\s+as\s+/)[0]!.trim());
          if (late.has(key)) used.push(`${key} (used in ${file})`);
        }
      }
    }
    expect(Object.keys(SOURCES).some((f) => f.includes("features/auth/components/login-page"))).toBe(true);
    expect(used).toEqual([]);
  });
});
