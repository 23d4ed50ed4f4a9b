// Lint: TypeScript-aware recommended rules everywhere, React hooks rules in the client, and the
// import boundaries of the zones.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "dist",
      "dist-deploy",
      ".wrangler",
      "worker-configuration.d.ts",
      "test-results",
      "**/*.generated.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["client/**/*.{ts,tsx}", "test/client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
    languageOptions: { globals: globals.browser },
  },
  {
    files: ["**/*.{js,mjs,cjs}", "test/e2e/**/*.ts", "*.config.ts"],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  // Zone rules (test/shared/boundaries.test.ts shows they bite): the browser's code never imports
  // the engine, the calibration, the quote core, the what-if core or the worker — it reads the API's contract
  // (shared/api) and the worker's AppType, which comes type-only as generated declarations.
  {
    files: ["client/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: String.raw`^(\.\.?/)+(.*/)?shared/(engine|calibration|quote|quotechanges|whatif)(/|$)`,
              message:
                "The client never imports the engine, the calibration, the quote core, the change-order core or the what-if core: use the API.",
            },
            {
              regex: String.raw`^(\.\.?/)+(.*/)?worker(/|$)`,
              message: "The client never imports the worker: its AppType comes from c2c-worker, type-only.",
            },
            {
              regex: "^c2c-worker$",
              allowTypeImports: true,
              message: "Only the worker's types come from c2c-worker (import type).",
            },
          ],
        },
      ],
    },
  },
  // Shared code runs in both: it never imports the worker or the client.
  {
    files: ["shared/**/*.{ts,tsx,js,mjs}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: String.raw`^(\.\.?/)+(.*/)?(worker|client)(/|$)`,
              message: "Shared code never imports the worker or the client.",
            },
          ],
        },
      ],
    },
  },
);
