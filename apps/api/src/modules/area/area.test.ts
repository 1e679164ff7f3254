import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Area } from "@souk/contract";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { get } from "../../../test/http.ts";
import { areaChain, DEFAULT_PROVINCE_ID } from "./service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("GET /area/administrativeDivision", () => {
  it("answers the province → city → district tree with division codes", async () => {
    const r = await t.app.inject({ url: "/area/administrativeDivision" });
    expect(r.statusCode).toBe(200);
    expect(r.headers["content-type"]).toMatch(/application\/json/);
    expect(r.headers["cache-control"]).toMatch(/max-age/);
    const body = r.json();
    expect(body).toMatchObject({ code: "00000", success: true });
    const provinces = body.data as Area[];
    expect(provinces).toHaveLength(34); // 31 mainland + Taiwan, Hong Kong, Macau
    const gd = provinces.find((p) => p.areaId === 44)!;
    expect(gd).toMatchObject({ areaName: "广东省", areaType: 1, parentId: 0, areaEnable: 1 });
    const gz = gd.areas.find((c) => c.areaId === 4401)!;
    expect(gz).toMatchObject({ areaName: "广州市", areaType: 2, parentId: 44 });
    expect(gz.areas.find((d) => d.areaId === 440106)).toMatchObject({
      areaName: "天河区",
      areaType: 3,
      parentId: 4401,
      areas: [],
    });
    let districts = 0;
    for (const p of provinces) {
      expect(p.areas.length, p.areaName).toBeGreaterThan(0);
      for (const c of p.areas) {
        expect(String(c.areaId).startsWith(String(p.areaId))).toBe(true);
        expect(c.areas.length, c.areaName).toBeGreaterThan(0);
        for (const d of c.areas) expect(String(d.areaId).startsWith(String(c.areaId))).toBe(true);
        districts += c.areas.length;
      }
    }
    expect(districts).toBeGreaterThan(2800);
  });

  it("names the city level of municipalities after the municipality", async () => {
    const provinces = (await get(t, "/area/administrativeDivision")).body.data as Area[];
    const bj = provinces.find((p) => p.areaId === 11)!;
    expect(bj.areas[0]).toMatchObject({ areaId: 1101, areaName: "北京市" });
    expect(bj.areas[0]!.areas.map((d) => d.areaName)).toContain("东城区");
    expect(provinces.find((p) => p.areaId === 81)!.areaName).toBe("香港特别行政区");
  });

  it("validates a province/city/district chain for addresses", () => {
    expect(areaChain(44, 4401, 440106)).toEqual({ province: "广东省", city: "广州市", area: "天河区" });
    expect(areaChain(44, 4403, 440106)).toBeNull();
    expect(areaChain(11, 4401, 440106)).toBeNull();
    expect(areaChain(44, 4401, 4401)).toBeNull();
  });
});

describe("GET /area/provinceIdByUserIp", () => {
  it.each(["127.0.0.1", "192.168.1.20", "10.0.0.8", "203.0.113.9"])(
    "guesses the default province for %s",
    async (ip) => {
      const r = await t.app.inject({ url: "/area/provinceIdByUserIp", remoteAddress: ip });
      expect(r.json()).toMatchObject({ code: "00000", data: { areaId: DEFAULT_PROVINCE_ID, areaName: "广东省" } });
    },
  );
});
