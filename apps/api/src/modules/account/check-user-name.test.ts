import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSeededApp } from "../../seed/test-support.ts";
import type { TestApp } from "../../../test/harness.ts";
import { DEMO_ACCOUNT } from "./service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(async () => t.close());

const check = async (userName: string, lang = "zh") =>
  (
    await t.app.inject({
      url: `/user/checkUserName?userName=${encodeURIComponent(userName)}`,
      headers: { "accept-language": lang },
    })
  ).json();

describe("GET /user/checkUserName (register form, when the account field is left)", () => {
  it("says a taken name (any case) is not available and a free one is, without sending any code", async () => {
    expect((await check(DEMO_ACCOUNT.userName)).data).toEqual({ available: false });
    expect((await check(DEMO_ACCOUNT.userName.toUpperCase())).data).toEqual({ available: false });
    expect((await check("fresh_name_42")).data).toEqual({ available: true });
  });

  it("checks the name's form like registration does, in the request's language", async () => {
    expect(await check("ab")).toMatchObject({ code: "A00002", msg: expect.stringContaining("账号为4-16位") });
    expect(await check("12345", "en")).toMatchObject({ code: "A00002", msg: expect.stringContaining("digits only") });
  });
});
