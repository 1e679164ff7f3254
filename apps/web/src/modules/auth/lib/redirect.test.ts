import { describe, expect, it } from "vitest";
import { returnPath, sameOriginPath, withRedirect } from "./redirect";

const O = "http://127.0.0.1:3000";

describe("sameOriginPath", () => {
  it.each([
    [null, null],
    ["", null],
    ["   ", null],
    ["/", "/"],
    ["/detail/1?x=1#y", "/detail/1?x=1#y"],
    ["/user-center?currentPage=uc-address", "/user-center?currentPage=uc-address"],
    [`${O}/cart`, "/cart"],
    ["http://127.0.0.1:3000", "/"],
    ["https://127.0.0.1:3000/cart", null], // another scheme is another origin
    ["http://127.0.0.1:3001/p/user", null], // another port
    ["http://evil.example/", null],
    ["//evil.example/path", null], // protocol-relative
    ["/\\evil.example", null],
    ["\\\\evil.example", null],
    ["/ok\u0000", null],
    ["javascript:alert(1)", null],
    ["data:text/html,x", null],
    ["detail/1", null], // relative paths are not accepted
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"], // stays a path on our origin
  ] as const)("%j → %j", (raw, expected) => {
    expect(sameOriginPath(raw, O)).toBe(expected);
  });
});

describe("returnPath", () => {
  it.each([
    ["redirect wins", { redirect: "/cart", referrer: `${O}/list` }, "/cart"],
    [
      "foreign redirect falls back to the referrer",
      { redirect: "https://evil.example", referrer: `${O}/list?pn=a` },
      "/list?pn=a",
    ],
    ["no redirect: referrer", { redirect: null, referrer: `${O}/detail/3` }, "/detail/3"],
    ["foreign referrer: home", { redirect: null, referrer: "https://www.baidu.com/s?wd=x" }, "/"],
    ["nothing: home", {}, "/"],
    ["auth pages are never returned to", { redirect: "/login", referrer: `${O}/register?redirect=/cart` }, "/"],
    ["auth page check ignores the query and case", { redirect: "/logintojump?token=abc" }, "/"],
    ["a page that merely starts like one is fine", { redirect: "/login-help" }, "/login-help"],
  ] as const)("%s", (_n, opts, expected) => {
    expect(returnPath({ origin: O, ...opts })).toBe(expected);
  });
});

describe("withRedirect", () => {
  it.each([
    ["/register", "/", "/register"],
    ["/register", "", "/register"],
    ["/register", "/detail/1?a=b", "/register?redirect=%2Fdetail%2F1%3Fa%3Db"],
    ["/login", "/user-center", "/login?redirect=%2Fuser-center"],
  ] as const)("%s back to %j → %s", (path, back, expected) => {
    expect(withRedirect(path, back)).toBe(expected);
  });
});
