import { RuleTester } from "eslint";
import { afterAll, describe, it } from "vitest";
import souk from "./module-internals.mjs";

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: "module" } });
const mod = "/repo/apps/api/src/modules";

tester.run("souk/module-internals", souk.rules["module-internals"], {
  valid: [
    // Own queries, another module's service or published reads, infra, tests.
    { filename: `${mod}/refund/service.ts`, code: 'import * as q from "./queries.ts";' },
    { filename: `${mod}/refund/service.ts`, code: 'import { walletServiceOf } from "../wallet/service.ts";' },
    { filename: `${mod}/refund/service.ts`, code: 'import * as orders from "../order/reads.ts";' },
    { filename: `${mod}/refund/service.ts`, code: 'import { db } from "../../infra/db/client.ts";' },
    { filename: `${mod}/refund/money.test.ts`, code: 'import * as oq from "../order/queries.ts";' },
    { filename: `${mod}/refund/test-support.ts`, code: 'import * as oq from "../order/queries.ts";' },
    { filename: "/repo/apps/api/src/cli/orders.ts", code: 'import * as oq from "../modules/order/queries.ts";' },
  ],
  invalid: [
    {
      filename: `${mod}/refund/service.ts`,
      code: 'import * as oq from "../order/queries.ts";',
      errors: [{ messageId: "queries" }],
    },
    {
      filename: `${mod}/payment/routes/notify.ts`,
      code: 'import { lockTrade } from "../../order/queries.ts";',
      errors: [{ messageId: "queries" }],
    },
    {
      filename: `${mod}/chat/service.ts`,
      code: 'import { x } from "../search/product-queries.ts";',
      errors: [{ messageId: "queries" }],
    },
    {
      filename: `${mod}/chat/service.ts`,
      code: 'export { x } from "../order/queries.ts";',
      errors: [{ messageId: "queries" }],
    },
  ],
});
