import { describe, expect, it } from "vitest";
import { SectionLoader, sharedLoad, type SectionState } from "./section-loader";

/** A load the test settles by hand, counting the requests made. */
function manualLoad<T>() {
  const calls: { resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];
  const load = () => new Promise<T>((resolve, reject) => calls.push({ resolve, reject }));
  return { load, calls };
}
const flush = () => new Promise((r) => setTimeout(r, 0));

function track<T>(load: () => Promise<T>) {
  const seen: SectionState<T>["status"][] = [];
  const loader = new SectionLoader(load, (s) => seen.push(s.status));
  return { loader, seen };
}

describe("SectionLoader: a below-the-fold section's loading", () => {
  it("asks nothing until the buyer scrolls near, then loads once however often it is near", async () => {
    const { load, calls } = manualLoad<string[]>();
    const { loader, seen } = track(load);
    expect(loader.current).toEqual({ status: "waiting", data: null });
    expect(calls).toHaveLength(0);
    loader.near();
    loader.near();
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(["card"]);
    await flush();
    loader.near();
    expect(calls).toHaveLength(1);
    expect(loader.current).toEqual({ status: "ready", data: ["card"] });
    expect(seen).toEqual(["loading", "ready"]);
  });

  it.each([
    { name: "the API busy", error: { code: "A00005" }, code: "A00005" },
    { name: "a rate limit", error: { code: "B00016" }, code: "B00016" },
    { name: "a network failure (no code)", error: new TypeError("Failed to fetch"), code: null },
    { name: "the group gone", error: { code: "A01000" }, code: "A01000" },
  ])("a failure ($name) carries the code, and retry loads again", async ({ error, code }) => {
    const { load, calls } = manualLoad<string>();
    const { loader, seen } = track(load);
    loader.retry(); // nothing failed yet: no request
    expect(calls).toHaveLength(0);
    loader.near();
    calls[0]!.reject(error);
    await flush();
    expect(loader.current).toEqual({ status: "failed", data: null, code });
    loader.retry();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve("cards");
    await flush();
    expect(loader.current).toEqual({ status: "ready", data: "cards" });
    expect(seen).toEqual(["loading", "failed", "loading", "ready"]);
  });

  it("ignores an answer arriving after the section is gone", async () => {
    const { load, calls } = manualLoad<string>();
    const { loader, seen } = track(load);
    loader.near();
    loader.dispose();
    calls[0]!.resolve("late");
    await flush();
    expect(seen).toEqual(["loading"]);
  });
});

describe("sharedLoad: one request for the sections reading the same document", () => {
  it("hands every caller the same request, and asks again after a failure", async () => {
    const cache = new Map<string, { version: string; answer: Promise<string> }>();
    const { load, calls } = manualLoad<string>();
    const a = sharedLoad(cache, "zh", "v1", load);
    const b = sharedLoad(cache, "zh", "v1", load);
    expect(b).toBe(a);
    expect(calls).toHaveLength(1);
    sharedLoad(cache, "en", "v1", load);
    expect(calls).toHaveLength(2);
    calls[0]!.reject(new Error("busy"));
    await expect(a).rejects.toThrow("busy");
    const again = sharedLoad(cache, "zh", "v1", load);
    expect(calls).toHaveLength(3);
    calls[2]!.resolve("blocks");
    await expect(again).resolves.toBe("blocks");
    expect(sharedLoad(cache, "zh", "v1", load)).toBe(again);
    expect(calls).toHaveLength(3);
  });

  it("asks again for a page rendered from another version of the document, and keeps only the latest", async () => {
    const cache = new Map<string, { version: string; answer: Promise<string> }>();
    const { load, calls } = manualLoad<string>();
    const first = sharedLoad(cache, "zh", "v1", load);
    calls[0]!.resolve("old blocks");
    await expect(first).resolves.toBe("old blocks");
    // The buyer navigates away and back; the merchant republished meanwhile: new headings, new cards.
    const second = sharedLoad(cache, "zh", "v2", load);
    expect(calls).toHaveLength(2);
    calls[1]!.resolve("new blocks");
    await expect(second).resolves.toBe("new blocks");
    expect(cache.size).toBe(1);
    expect(sharedLoad(cache, "zh", "v2", load)).toBe(second);
    expect(calls).toHaveLength(2);
  });
});
