import { afterEach, describe, expect, it, vi } from "vitest";
import { absoluteUrl, siteUrl } from "./site-url";

afterEach(() => vi.unstubAllEnvs());

describe("siteUrl / absoluteUrl", () => {
  it("defaults to the local storefront", () => {
    vi.stubEnv("PUBLIC_URL", "");
    expect(siteUrl().href).toBe("http://127.0.0.1:3000/");
    expect(absoluteUrl("/detail/3")).toBe("http://127.0.0.1:3000/detail/3");
  });
  it("keeps a path prefix of PUBLIC_URL", () => {
    vi.stubEnv("PUBLIC_URL", "https://mall.example/shop");
    expect(absoluteUrl("/shopIndex?sid=2")).toBe("https://mall.example/shop/shopIndex?sid=2");
    expect(absoluteUrl("/")).toBe("https://mall.example/shop/");
  });
  it("falls back on a malformed value", () => {
    vi.stubEnv("PUBLIC_URL", "not a url");
    expect(siteUrl().href).toBe("http://127.0.0.1:3000/");
  });
});
