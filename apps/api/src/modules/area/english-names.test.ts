import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Area } from "@souk/contract";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { englishAreaName } from "./english-names.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("English region names", () => {
  it.each([
    ["广东省", "Guangdong"],
    ["北京市", "Beijing"],
    ["重庆市", "Chongqing"],
    ["陕西省", "Shaanxi"],
    ["内蒙古自治区", "Inner Mongolia"],
    ["香港特别行政区", "Hong Kong"],
    ["广州市", "Guangzhou"],
    ["厦门市", "Xiamen"],
    ["天河区", "Tianhe District"],
    ["新津县", "Xinjin County"],
  ])("%s → %s", (zh, en) => {
    expect(englishAreaName(zh)).toBe(en);
  });

  it("the tree and the guessed province follow Accept-Language, with Vary: Accept-Language and the same ids", async () => {
    const en = await t.app.inject({
      url: "/area/administrativeDivision",
      headers: { "accept-language": "en-US,en;q=0.9" },
    });
    expect(en.headers.vary).toMatch(/Accept-Language/i);
    const tree = en.json().data as Area[];
    const gd = tree.find((p) => p.areaId === 44)!;
    expect(gd.areaName).toBe("Guangdong");
    expect(gd.areas.find((c) => c.areaId === 4401)!.areas.find((d) => d.areaId === 440106)!.areaName).toBe(
      "Tianhe District",
    );
    const walk = (list: Area[]): boolean => list.every((a) => !/\p{Script=Han}/u.test(a.areaName) && walk(a.areas));
    expect(walk(tree)).toBe(true);
    const zh = await t.app.inject({ url: "/area/administrativeDivision", headers: { "accept-language": "zh-CN" } });
    expect((zh.json().data as Area[]).find((p) => p.areaId === 44)!.areaName).toBe("广东省");

    const ip = await t.app.inject({ url: "/area/provinceIdByUserIp", headers: { "accept-language": "en" } });
    expect(ip.headers.vary).toMatch(/Accept-Language/i);
    expect(ip.json().data).toEqual({ areaId: 44, areaName: "Guangdong" });
  });
});
