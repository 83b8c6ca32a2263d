// `npm run lint`: code lint for the whole repo (the contract has its own, `npm run lint:api`).
// Syntax-only typescript-eslint (no type information) so it stays fast on 2 cores; `npm run typecheck` covers types.
import fs from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import importPlugin from "eslint-plugin-import";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = import.meta.dirname;
const client = "client/src";

// One zone per feature: client/src/features/X may import only from itself (bulletproof-react's rule; features meet in app/).
// Read from disk so a new feature is covered without touching this file.
const features = fs
  .readdirSync(path.join(root, client, "features"), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const crossFeatureZones = features.map((f) => ({
  target: `./${client}/features/${f}`,
  from: `./${client}/features`,
  except: [`./${f}`],
  message: "Features do not import each other: move the shared code to client/src/components, hooks or lib, or compose the features in client/src/app.",
}));

// Server modules (server/src/modules/X, one per contract tag) meet only through each other's public index.ts: a
// module may import its own files, another module's index.ts and module.ts (the shared types), nothing deeper.
const server = "server/src";
const modules = fs
  .readdirSync(path.join(root, server, "modules"), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const moduleBoundaryZones = modules.map((m) => ({
  target: `./${server}/modules/${m}`,
  from: `./${server}/modules`,
  except: [`./${m}`, "./module.ts", ...modules.filter((other) => other !== m).map((other) => `./${other}/index.ts`)],
  message: "Modules reach each other only through the other module's index.ts (its public interface): export what you need there.",
}));

// Kebab-case file names (bulletproof-react enforces this with check-file); a few lines here instead of another plugin.
const kebabCase = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+)*$/;
const local = {
  rules: {
    "kebab-case-filename": {
      meta: { type: "suggestion", schema: [], messages: { name: "File name '{{name}}' is not kebab-case." } },
      create(context) {
        const name = path.basename(context.filename);
        return {
          Program(node) {
            if (!kebabCase.test(name)) context.report({ node, messageId: "name", data: { name } });
          },
        };
      },
    },
  },
};

export default defineConfig(
  {
    ignores: [
      "**/node_modules/",
      "**/dist/",
      "**/coverage/",
      ".scratch/",
      "test-results/",
      "server/public/",
      // Generated from the contract (`npm run gen`): never edited by hand, so never linted.
      "common/generated/",
      "client/src/api/generated/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // `_name` marks an argument kept for its position; `...rest` destructuring drops keys on purpose.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["server/**", "scripts/**", "tests/**", "*.{js,ts}", "client/vite.config.ts"],
    languageOptions: { globals: globals.node },
  },
  {
    // CommonJS by necessity (dredd loads hook files with require): require() is how these import.
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: globals.node },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: [`${client}/**`],
    languageOptions: { globals: globals.browser },
  },
  {
    files: [`${client}/**/*.{ts,tsx}`],
    plugins: { "react-hooks": reactHooks, import: importPlugin },
    settings: { "import/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".json"] } } },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "import/no-restricted-paths": [
        "error",
        {
          basePath: root,
          zones: [
            ...crossFeatureZones,
            {
              target: `./${client}/features`,
              from: `./${client}/app`,
              message: "Imports go shared → features → app: a feature does not import from app/.",
            },
            {
              target: ["components", "hooks", "lib", "api", "utils", "config"].map((d) => `./${client}/${d}`),
              from: [`./${client}/features`, `./${client}/app`],
              message: "Imports go shared → features → app: shared code does not import features or app/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${server}/**/*.ts`],
    // Migrations are frozen history: they may keep calling the helper they were written against.
    ignores: [`${server}/db/migrations/**`],
    plugins: { import: importPlugin },
    settings: { "import/resolver": { node: { extensions: [".ts", ".js", ".json"] } } },
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          basePath: root,
          zones: [
            ...moduleBoundaryZones,
            {
              target: `./${server}/engines`,
              from: `./${server}/modules`,
              message: "Engines import no module: a module passes an engine what it needs.",
            },
            {
              target: ["app.ts", "server.ts", "main.ts", "config.ts", "http", "lib", "jobs", "db", "types"].map((p) => `./${server}/${p}`),
              from: `./${server}/modules`,
              except: ["./registry.ts", "./module.ts", ...modules.map((m) => `./${m}/index.ts`)],
              message: "Outside the modules, import a module only through registry.ts, module.ts or its index.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // Only repositories own SQL (STYLE.md): knex is imported by db/ and by files named *-repository.ts, nothing else.
    // Services and module wiring hold the database as db/handle's `Db` and open transactions with its `transaction`.
    files: [`${server}/**/*.ts`],
    ignores: [`${server}/db/**`, `${server}/**/*-repository.ts`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["knex", "knex-pglite"].map((name) => ({
            name,
            message: "Only repositories (*-repository.ts) and db/ import knex: take the database as `Db` and open transactions with `transaction` from db/handle, and put the SQL in a repository.",
          })),
        },
      ],
    },
  },
  {
    // Handlers get their path, query and body typed from the contract (http/operations.ts OperationRequest): a cast
    // would hide a handler drifting from the operation it serves.
    files: [`${server}/modules/**/*.ts`],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "TSAsExpression > MemberExpression.expression[object.name='req'][property.name=/^(body|query|params)$/]",
          message: "req.body, req.query and req.params are typed from the contract; read them without a cast.",
        },
      ],
    },
  },
  {
    // common/ holds the few pure helpers both the web app and the server run (keyword cleaning, the seeded PRNG).
    files: ["common/**/*.ts"],
    plugins: { import: importPlugin },
    settings: { "import/resolver": { node: { extensions: [".ts", ".js", ".json"] } } },
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          basePath: root,
          zones: [{ target: "./common", from: ["./client", "./server"], message: "common/ imports neither the client nor the server: both import it." }],
        },
      ],
    },
  },
  {
    // No import cycles, in the server or the client (type-only imports are not cycles: they vanish at runtime).
    files: [`${server}/**/*.ts`, `${client}/**/*.{ts,tsx}`],
    plugins: { import: importPlugin },
    settings: {
      "import/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      // Packages are never part of a cycle of ours: not parsed at all (parsing them is most of the rule's cost).
      "import/ignore": ["node_modules"],
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".json"] } },
    },
    rules: { "import/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    files: [`${client}/**/*.{ts,tsx}`, "server/src/**/*.ts", "common/**/*.ts"],
    ignores: ["server/src/db/migrations/**"],
    plugins: { local },
    rules: { "local/kebab-case-filename": "error" },
  },
);
