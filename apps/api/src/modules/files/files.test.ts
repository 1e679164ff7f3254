import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/harness.ts";
import { BANNERS } from "./banners.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { isSafeFileKey } from "../../infra/files/local-store.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp(20);
});
afterAll(async () => t.close());

const fetchFile = (url: string) => t.app.inject({ url });

describe("GET /files/*", () => {
  it("generates a product picture as WebP on first request, with a long cache lifetime, and keeps it on disk", async () => {
    const r = await fetchFile("/files/prod/1.webp");
    expect(r.statusCode).toBe(200);
    expect(r.headers["content-type"]).toBe("image/webp");
    expect(r.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(r.headers["x-content-type-options"]).toBe("nosniff");
    const meta = await sharp(r.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 800, height: 800 });
    const onDisk = path.join(t.ctx.config.dataDir, "files", "prod", "1.webp");
    expect(fs.readFileSync(onDisk).equals(r.rawPayload)).toBe(true);
    const again = await fetchFile("/files/prod/1.webp");
    expect(again.rawPayload.equals(r.rawPayload)).toBe(true);
  });

  it("serves every kind of generated picture the seed refers to", async () => {
    const [p] = await t.ctx.database.query<{ pic: string; imgs: string[]; content_zh: string }>(
      "select pic, imgs, content_zh from products where prod_id = 2",
    );
    const [sku] = await t.ctx.database.query<{ pic: string }>("select pic from skus where prod_id = 2 limit 1");
    const [c] = await t.ctx.database.query<{ pic: string }>("select pic from categories limit 1");
    const [b] = await t.ctx.database.query<{ img_url: string }>("select img_url from brands limit 1");
    const [s] = await t.ctx.database.query<{ logo: string }>("select logo from shops limit 1");
    const detail = /src="([^"]+)"/.exec(p!.content_zh)![1]!;
    const urls = [
      p!.pic,
      ...p!.imgs,
      sku!.pic,
      detail,
      c!.pic,
      b!.img_url,
      s!.logo,
      "/files/site/logo.webp",
      "/files/site/qrcode.webp",
      "/files/site/signs-bg.webp",
      "/files/site/avatar.webp",
      ...Object.keys(BANNERS).map((k) => `/files/banner/${k}.webp`),
    ];
    for (const url of urls) {
      const r = await fetchFile(url);
      expect(r.statusCode, url).toBe(200);
      expect(r.headers["content-type"], url).toBe("image/webp");
    }
    const favicon = await fetchFile("/files/site/favicon.png");
    expect(favicon.headers["content-type"]).toBe("image/png");
    expect((await sharp(favicon.rawPayload).metadata()).format).toBe("png");
  });

  it("answers the 404 envelope for unknown files and ids", async () => {
    for (const url of [
      "/files/prod/999999.webp",
      "/files/prod/1-0.webp",
      "/files/banner/nope.webp",
      "/files/site/other.webp",
      "/files/nothing/1.webp",
      "/files/prod/1.exe",
      "/files/",
    ]) {
      const r = await fetchFile(url);
      expect(r.statusCode, url).toBe(404);
      expect(r.json(), url).toMatchObject({ code: "A00013", success: false });
    }
  });

  it("rejects path traversal in every spelling", async () => {
    fs.mkdirSync(t.ctx.config.dataDir, { recursive: true });
    fs.writeFileSync(path.join(t.ctx.config.dataDir, "secret.webp"), "secret");
    for (const url of [
      "/files/../secret.webp",
      "/files/prod/../../secret.webp",
      "/files/%2e%2e/secret.webp",
      "/files/prod/%2e%2e%2f%2e%2e%2fsecret.webp",
      "/files/prod/..%5c..%5csecret.webp",
      "/files//etc/passwd",
      "/files/prod/%00.webp",
    ]) {
      const r = await fetchFile(url);
      expect(r.statusCode, url).toBe(404);
      expect(r.json(), url).toMatchObject({ code: "A00013", success: false }); // never the file's bytes
    }
    expect(isSafeFileKey("../secret.webp")).toBe(false);
    expect(isSafeFileKey("prod/..webp")).toBe(false);
    expect(isSafeFileKey("/etc/x.webp")).toBe(false);
    expect(isSafeFileKey("prod/1.svg")).toBe(false);
    expect(isSafeFileKey("prod/1.webp")).toBe(true);
  });

  it("renders a picture once when many ask at the same time", async () => {
    const rs = await Promise.all(Array.from({ length: 8 }, () => fetchFile("/files/prod/3-2.webp")));
    for (const r of rs) expect(r.statusCode).toBe(200);
    expect(new Set(rs.map((r) => r.rawPayload.toString("base64"))).size).toBe(1);
  });
});
