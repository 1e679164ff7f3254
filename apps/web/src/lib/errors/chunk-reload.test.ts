import { describe, expect, it } from "vitest";
import { CHUNK_RELOAD_MIN_INTERVAL_MS, isChunkLoadError, mayReload } from "./chunk-reload";

describe("isChunkLoadError", () => {
  it.each([
    [{ name: "ChunkLoadError", message: "x" }, true],
    [new Error("Loading chunk 123 failed."), true],
    [new Error("Loading CSS chunk app-layout failed"), true],
    [new TypeError("Failed to fetch dynamically imported module: /_next/static/chunks/a.js"), true],
    [new Error("Cannot read properties of undefined"), false],
    [null, false],
    ["ChunkLoadError", false],
  ])("%s → %s", (err, expected) => {
    expect(isChunkLoadError(err)).toBe(expected);
  });
});

describe("mayReload", () => {
  const now = 1_000_000;
  it.each([
    ["never reloaded", null, true],
    ["reloaded 10 s ago", now - 10_000, false],
    ["reloaded just under a minute ago", now - CHUNK_RELOAD_MIN_INTERVAL_MS + 1, false],
    ["reloaded a minute ago", now - CHUNK_RELOAD_MIN_INTERVAL_MS, true],
    ["garbage stamp", Number.NaN, true],
    ["stamp in the future", now + 5000, true],
  ] as const)("%s", (_n, last, expected) => {
    expect(mayReload(last, now)).toBe(expected);
  });
});
