import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { KeywordModel } from "./keyword-model";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it("settles 100 ms after the last keystroke, and flush never loses the last one", () => {
  const m = new KeywordModel(100);
  m.input("手");
  m.input("手机");
  vi.advanceTimersByTime(99);
  expect(m.flush()).toBe("手机");
  m.input("手机壳");
  vi.advanceTimersByTime(100);
  m.set("笔记本");
  expect(m.flush()).toBe("笔记本");
});
