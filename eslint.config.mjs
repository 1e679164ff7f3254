import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";
import souk from "./apps/web/eslint/module-edges.mjs";
import soukApi from "./apps/api/eslint/module-internals.mjs";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/.next/**",
      "**/dist/**",
      "data/**",
      ".ci-out/**",
      "**/next-env.d.ts",
      "apps/api/drizzle/**",
      "e2e/test-results/**",
      "e2e/playwright-report/**",
      "bench/results/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": "off",
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y, souk },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Domain modules meet through src/lib, src/components/ui and each other's index.ts only.
      "souk/module-edges": "error",
    },
  },
  {
    files: ["apps/api/src/**/*.ts"],
    plugins: { "souk-api": soukApi },
    rules: {
      // A module's SQL and raw rows are its own: others go through its services or published reads.
      "souk-api/module-internals": "error",
    },
  },
);
