import { createSystem, defaultBaseConfig, defineConfig } from "@chakra-ui/react";
import {
  alertSlotRecipe,
  animationStyles,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from "@chakra-ui/react/theme";

/**
 * Chakra's default theme (tokens, text and layer styles, global CSS) with only the recipes of the components the
 * app uses: `defaultConfig` carries the styles of all ~80 components (about 25 KB gzipped in the first download).
 * The recipes are in two parts: here those of the app shell and the open screens' forms (a first visit to /login
 * downloads only these), and in theme-more.ts all the others, added to the system by `loadMoreRecipes()` before any
 * other screen renders. Using a Chakra component that has a recipe and is not listed in either renders it unstyled:
 * add its recipe to theme-more.ts (or here, when the shell or the sign-in screens use it). theme.test.ts checks both.
 */
const defaultTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    // The shell's and the sign-in screens' components; every other recipe comes with the first other screen
    // (theme-more.ts, loaded by the router before that screen renders).
    recipes: {
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/**
 * Hirewise's visual identity: a confident indigo brand colour, warm amber accents, clean system typography.
 * Use `colorPalette="brand"` on any Chakra component to get the brand colour.
 */
const config = defineConfig({
  globalCss: {
    "html, body": {
      bg: "bg.canvas",
      color: "fg",
      fontFeatureSettings: '"cv11", "ss01"',
    },
    "*:focus-visible": {
      outlineColor: "brand.focusRing",
    },
  },
  theme: {
    tokens: {
      fonts: {
        heading: {
          value: "'Inter', 'Segoe UI', system-ui, -apple-system, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
        },
        body: {
          value: "'Inter', 'Segoe UI', system-ui, -apple-system, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
        },
      },
      colors: {
        brand: {
          50: { value: "#eef2ff" },
          100: { value: "#e0e7ff" },
          200: { value: "#c7d2fe" },
          300: { value: "#a5b4fc" },
          400: { value: "#818cf8" },
          500: { value: "#6366f1" },
          600: { value: "#4f46e5" },
          700: { value: "#4338ca" },
          800: { value: "#3730a3" },
          900: { value: "#312e81" },
          950: { value: "#1e1b4b" },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: { _light: "{colors.brand.600}", _dark: "{colors.brand.500}" } },
          contrast: { value: "white" },
          fg: { value: { _light: "{colors.brand.700}", _dark: "{colors.brand.300}" } },
          muted: { value: { _light: "{colors.brand.100}", _dark: "{colors.brand.900}" } },
          subtle: { value: { _light: "{colors.brand.50}", _dark: "{colors.brand.950}" } },
          emphasized: { value: { _light: "{colors.brand.200}", _dark: "{colors.brand.800}" } },
          focusRing: { value: { _light: "{colors.brand.500}", _dark: "{colors.brand.400}" } },
        },
        // Components left on the default gray palette (plain inputs, switches, outline buttons) get the brand focus
        // ring too: gray.400 on white is under 3:1, too faint to show where keyboard focus is.
        gray: {
          focusRing: { value: { _light: "{colors.brand.500}", _dark: "{colors.brand.400}" } },
        },
        // Solid green (badges such as 'Current plan' and 'Relevant match', score badges, status badges) carries white
        // text: Chakra's default green.600 gives only 3.3:1; green.700 gives 5:1 (WCAG AA for small text).
        green: {
          solid: { value: { _light: "{colors.green.700}", _dark: "{colors.green.600}" } },
        },
        // Text colours in light mode, raised to WCAG AA (4.5:1) on white and on the page canvas. Chakra's defaults are
        // lighter: fine print on fg.subtle (gray.400) is 2.6:1, fg.success (green.600) 3.3:1, fg.warning (orange.600)
        // 3.6:1 and fg.error (red.500, every form's error text) 3.8:1.
        fg: {
          subtle: { value: { _light: "{colors.gray.500}", _dark: "{colors.gray.500}" } },
          success: { value: { _light: "{colors.green.700}", _dark: "{colors.green.300}" } },
          warning: { value: { _light: "{colors.orange.700}", _dark: "{colors.orange.300}" } },
          error: { value: { _light: "{colors.red.600}", _dark: "{colors.red.400}" } },
        },
        "bg.canvas": { value: { _light: "#f7f8fc", _dark: "{colors.gray.950}" } },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, defaultTheme, config);

let more: Promise<unknown> | undefined;
/**
 * Adds the recipes of theme-more.ts to the system (once; the router awaits it with every screen but the sign-in
 * ones). It must complete before a component using one of them first renders: Chakra caches a recipe's style
 * function on first use.
 */
export function loadMoreRecipes(): Promise<unknown> {
  more ??= import("./theme-more").then(addRecipes);
  return more;
}

/** Adds recipes to the system; Chakra reads `theme.recipes` when a component first asks for its recipe. */
export function addRecipes(recipes: { moreRecipes: object; moreSlotRecipes: object }): void {
  const theme = system._config.theme!;
  theme.recipes = Object.assign(theme.recipes ?? {}, recipes.moreRecipes);
  theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, recipes.moreSlotRecipes);
}
