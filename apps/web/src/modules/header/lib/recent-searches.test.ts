import { describe, expect, it } from "vitest";
import { clearRecentSearches, MAX_RECENT_SEARCHES, recentSearches, rememberSearch } from "./recent-searches";

function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, v),
  };
}

describe("recent searches", () => {
  it("keeps the newest first, once each, per mode, at most MAX_RECENT_SEARCHES", () => {
    const s = memoryStorage();
    for (const k of ["手机", "earphone", " 手机 ", "Earphone"]) rememberSearch(s, "goods", k);
    rememberSearch(s, "shops", "数码港");
    expect(recentSearches(s, "goods")).toEqual(["Earphone", "手机"]);
    expect(recentSearches(s, "shops")).toEqual(["数码港"]);
    for (let i = 0; i < 20; i++) rememberSearch(s, "goods", `k${i}`);
    expect(recentSearches(s, "goods")).toHaveLength(MAX_RECENT_SEARCHES);
    expect(recentSearches(s, "goods")[0]).toBe("k19");
  });

  it("clears one mode, ignores blanks, and survives a corrupt entry", () => {
    const s = memoryStorage();
    rememberSearch(s, "goods", "手机");
    rememberSearch(s, "shops", "数码港");
    rememberSearch(s, "goods", "  ");
    clearRecentSearches(s, "goods");
    expect(recentSearches(s, "goods")).toEqual([]);
    expect(recentSearches(s, "shops")).toEqual(["数码港"]);
    s.setItem("souk.recentSearches", "{not json");
    expect(recentSearches(s, "goods")).toEqual([]);
  });
});
