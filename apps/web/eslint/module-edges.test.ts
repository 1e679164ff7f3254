import { RuleTester } from "eslint";
import { afterAll, describe, it } from "vitest";
import souk from "./module-edges.mjs";

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: "module" } });
const src = "/repo/apps/web/src";

tester.run("souk/module-edges", souk.rules["module-edges"], {
  valid: [
    // Shared code, the module's own files, another module's public faces, packages.
    { filename: `${src}/modules/cart/components/a.tsx`, code: 'import { x } from "@/lib/money/price";' },
    { filename: `${src}/modules/cart/components/a.tsx`, code: 'import { x } from "@/components/ui/money";' },
    { filename: `${src}/modules/cart/components/a.tsx`, code: 'import { x } from "../lib/selection";' },
    { filename: `${src}/modules/cart/components/a.tsx`, code: 'import { x } from "@/modules/cart/lib/totals";' },
    { filename: `${src}/modules/cart/components/a.tsx`, code: 'import { x } from "@/modules/checkout";' },
    { filename: `${src}/modules/decoration/a.tsx`, code: 'import { x } from "@/modules/shop/server";' },
    { filename: `${src}/modules/cart/a.tsx`, code: 'import { z } from "zod";' },
    // Routes compose modules: they may reach templates.
    { filename: `${src}/app/[locale]/cart/page.tsx`, code: 'import { x } from "@/modules/cart/templates/t";' },
  ],
  invalid: [
    {
      filename: `${src}/modules/cart/components/a.tsx`,
      code: 'import { x } from "@/modules/auth/lib/logout";',
      errors: [{ messageId: "internal" }],
    },
    {
      filename: `${src}/modules/cart/components/a.tsx`,
      code: 'import { x } from "../../order/components/uc-order";',
      errors: [{ messageId: "internal" }],
    },
    {
      filename: `${src}/modules/cart/a.tsx`,
      code: 'export { x } from "@/modules/review/templates/t";',
      errors: [{ messageId: "internal" }],
    },
    {
      filename: `${src}/modules/cart/a.tsx`,
      code: 'const m = import("@/modules/chat/lib/socket");',
      errors: [{ messageId: "internal" }],
    },
    {
      filename: `${src}/lib/money/a.ts`,
      code: 'import { x } from "@/modules/cart";',
      errors: [{ messageId: "shared" }],
    },
    {
      filename: `${src}/components/ui/a.tsx`,
      code: 'import { x } from "../../modules/auth";',
      errors: [{ messageId: "shared" }],
    },
  ],
});
