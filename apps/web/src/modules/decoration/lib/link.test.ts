import type { DecorationLink } from "@souk/contract";
import { describe, expect, it } from "vitest";
import { resolveDecorationLink, type ResolvedLink } from "./link";

const same = (href: string): ResolvedLink => ({ href, newTab: false, external: false });
const L = (type: number, link: unknown, shopId?: number) => ({ type, link, shopId }) as unknown as DecorationLink;

const rows: [string, DecorationLink | null, ResolvedLink | null][] = [
  // 1 product detail, new tab
  ["1: product id", L(1, 42), { href: "/detail/42", newTab: true, external: false }],
  ["1: id as a string", L(1, " 42 "), { href: "/detail/42", newTab: true, external: false }],
  ["1: id in a list", L(1, [7]), { href: "/detail/7", newTab: true, external: false }],
  ["1: empty", L(1, ""), null],
  ["1: zero", L(1, 0), null],
  ["1: not an id", L(1, "42; drop"), null],
  // 2 product list by categories, or shop index by shop category
  ["2: three levels", L(2, [1, 11, 111]), same("/list?cpid=1&cid=11&thCid=111")],
  ["2: first level only", L(2, [3]), same("/list?cpid=3")],
  ["2: scalar first level", L(2, 3), same("/list?cpid=3")],
  ["2: strings", L(2, ["1", "11", ""]), same("/list?cpid=1&cid=11")],
  ["2: only a third level", L(2, [null, "", 111]), same("/list?thCid=111")],
  ["2: nothing usable", L(2, []), null],
  ["2: with shopId → shop category", L(2, 9, 5), same("/shopIndex?sid=5&cid=9")],
  ["2: with shopId, no category", L(2, "", 5), same("/shopIndex?sid=5")],
  ["2: shopId 0 is the platform", L(2, [1, 2], 0), same("/list?cpid=1&cid=2")],
  // 3 shop index when the id is not empty
  ["3: shop id", L(3, 5), same("/shopIndex?sid=5")],
  ["3: shop id string", L(3, "5"), same("/shopIndex?sid=5")],
  ["3: empty", L(3, ""), null],
  ["3: null", L(3, null), null],
  // 4 internal path
  ["4: path", L(4, "/coupons"), same("/coupons")],
  ["4: path with query", L(4, "/list?st=1"), same("/list?st=1")],
  ["4: missing slash", L(4, "coupons"), same("/coupons")],
  ["4: protocol-relative refused", L(4, "//evil.example"), null],
  ["4: backslash trick refused", L(4, "/\\evil.example"), null],
  ["4: javascript refused", L(4, "javascript:alert(1)"), null],
  ["4: external URL is not a path", L(4, "https://example.com"), null],
  ["4: blank", L(4, "  "), null],
  // 5 micro-page
  ["5: renovation and shop", L(5, 12, 5), same("/select-decorate?renovationId=12&sid=5")],
  ["5: renovation only", L(5, "12"), same("/select-decorate?renovationId=12")],
  ["5: empty", L(5, ""), null],
  // 6 internal path (same tab) or external URL (new tab)
  ["6: internal path", L(6, "/group-buy"), same("/group-buy")],
  ["6: https URL", L(6, "https://example.com/app"), { href: "https://example.com/app", newTab: true, external: true }],
  ["6: http URL", L(6, "HTTP://example.com"), { href: "http://example.com/", newTab: true, external: true }],
  ["6: javascript refused", L(6, "javascript:alert(1)"), null],
  ["6: data URL refused", L(6, "data:text/html,hi"), null],
  ["6: protocol-relative refused", L(6, "//evil.example/x"), null],
  // unusable
  ["unknown type", L(9, "/x"), null],
  ["type as a string", L("1" as unknown as number, 3), { href: "/detail/3", newTab: true, external: false }],
  ["no link", null, null],
];

describe("resolveDecorationLink (spec part 2, link types 1–6)", () => {
  it.each(rows)("%s", (_name, link, expected) => {
    expect(resolveDecorationLink(link)).toEqual(expected);
  });
});
