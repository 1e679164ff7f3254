import sharp from "sharp";
import { expect } from "vitest";
import type { ShopApplyBody } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";

/** A small PNG with EXIF (so re-encoding can be seen to drop it). */
export function png(color = "#3366cc", width = 120, height = 80): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: "secret-exif" } } })
    .toBuffer();
}

/** POSTs one multipart `file` to `url` with a token. */
export async function upload(t: TestApp, url: string, token: string, bytes: Buffer, lang: "zh" | "en" = "en") {
  const boundary = "----souktest" + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: "POST",
    url,
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      authorization: token,
      "accept-language": lang,
    },
    payload,
  });
  return {
    status: res.statusCode,
    ...(res.json() as { code: string; msg: string | null; data: { filePath: string } }),
  };
}

/** Uploads the four images and answers a complete, valid application body for `name`. */
export async function validApplication(t: TestApp, token: string, name: string): Promise<ShopApplyBody> {
  const up = async (type: "logo" | "doc") => {
    const r = await upload(t, `/p/shop/apply/upload?type=${type}`, token, await png());
    expect(r.code, r.msg ?? "").toBe("00000");
    return r.data.filePath;
  };
  return {
    shopName: name,
    mobile: "13912345678",
    provinceId: 44,
    cityId: 4403,
    areaId: 440305,
    addr: "科技园南区1栋101",
    intro: "原创手作皮具，每件都可刻字定制。",
    shopLogo: await up("logo"),
    businessLicense: await up("doc"),
    identityCardFront: await up("doc"),
    identityCardLater: await up("doc"),
  };
}
