import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FilePreviewView } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { refunds } from "../../infra/db/schema/index.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { buyer, onSaleSkus, type Sku } from "../checkout/test-support.ts";
import { api } from "../../../test/http.ts";
import { apply, application, orderOf, staffToken, type Buyer } from "./test-support.ts";

/*
 * /FilePreview?type=proof (ADR 0024): the proof photos of an after-sales application are
 * shown to the applicant (and to the shop's staff on their side), never to anyone else — neither
 * the preview's names and URLs nor the bytes behind them.
 */

let t: TestApp;
let skus: Sku[];
beforeAll(async () => {
  t = await createSeededApp();
  skus = (await onSaleSkus(t)).filter((s) => s.price >= 200 && s.stock >= 5);
});
afterAll(async () => t.close());

/** Posts one small PNG as the buyer to an upload route (the private proof upload unless told). */
async function post(b: Buyer, color: string, url = "/p/orderRefund/proof/upload") {
  const sharp = (await import("sharp")).default;
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: color } })
    .png()
    .toBuffer();
  return t.app.inject({
    method: "POST",
    url,
    headers: { authorization: b.token, "content-type": "multipart/form-data; boundary=x" },
    payload: Buffer.concat([
      Buffer.from(
        '--x\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n',
      ),
      png,
      Buffer.from("\r\n--x--\r\n"),
    ]),
  });
}

/** Uploads one proof photo and answers its private key. */
async function upload(b: Buyer, color: string, url?: string): Promise<string> {
  const r = await post(b, color, url);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.filePath as string;
}

const ownUpload = (key: string) => `/p/orderRefund/proof/upload?path=${encodeURIComponent(key)}`;

const bytes = (url: string, token?: string, lang: "zh" | "en" = "zh") =>
  t.app.inject({
    method: "GET",
    url,
    headers: { "accept-language": lang, ...(token ? { authorization: token } : {}) },
  });

describe("proof preview (type=proof)", () => {
  it("shows the applicant their photos inline; a stranger, an unknown id, a wrong type and a photo out of range get no bytes", async () => {
    const s = skus[0]!;
    const owner = await buyer(t);
    const o = await orderOf(t, owner, s, { receive: true });
    const photos = [await upload(owner, "#c00"), await upload(owner, "#0c0")];
    const a = await apply(t, owner, application(o, { imgUrls: photos }));
    expect(a.code, a.msg ?? "").toBe("00000");
    const sn = a.data.refundSn;

    // The owner: a title, and one inline URL per photo (in the order they were attached).
    const zh = await api<FilePreviewView>(t, "GET", `/p/file/preview?type=proof&id=${sn}`, {
      token: owner.token,
      lang: "zh",
    });
    expect(zh.code, zh.msg ?? "").toBe("00000");
    expect(zh.data).toMatchObject({
      type: "proof",
      id: sn,
      name: `售后凭证 ${sn}`,
      contentType: "image/webp",
      url: `/p/orderRefund/proof/${sn}/1`,
    });
    expect(zh.data.files.map((f) => f.url)).toEqual([`/p/orderRefund/proof/${sn}/1`, `/p/orderRefund/proof/${sn}/2`]);
    const en = await api<FilePreviewView>(t, "GET", `/p/file/preview?type=proof&id=${sn}`, {
      token: owner.token,
      lang: "en",
    });
    expect(en.data.name).toBe(`After-sales proof ${sn}`);
    for (const [i, f] of zh.data.files.entries()) {
      const r = await bytes(f.url, owner.token);
      expect(r.statusCode).toBe(200);
      expect(r.headers["content-type"]).toBe("image/webp");
      expect(r.headers["content-disposition"]).toBe(`inline; filename="proof-${sn}-${i + 1}.webp"`);
      expect(r.headers["cache-control"]).toBe("private, no-store");
      // The very bytes that were uploaded for this position.
      const stored = await bytes(ownUpload(photos[i]!), owner.token);
      expect(r.rawPayload.equals(stored.rawPayload)).toBe(true);
    }

    // A stranger (another buyer): the same refusal as for a missing file, in their language, and no bytes.
    const stranger = await buyer(t);
    const theirs = await api(t, "GET", `/p/file/preview?type=proof&id=${sn}`, { token: stranger.token, lang: "zh" });
    expect([theirs.status, theirs.code, theirs.msg, theirs.data]).toEqual([
      404,
      "A00013",
      "文件不存在或无权查看",
      null,
    ]);
    const theirsEn = await api(t, "GET", `/p/file/preview?type=proof&id=${sn}`, { token: stranger.token, lang: "en" });
    expect(theirsEn.msg).toBe("The file does not exist or is not yours");
    for (const lang of ["zh", "en"] as const) {
      const r = await bytes(`/p/orderRefund/proof/${sn}/1`, stranger.token, lang);
      expect(r.statusCode).toBe(404);
      expect(r.headers["content-type"]).toMatch(/^application\/json/);
      expect(r.json()).toMatchObject({
        code: "A00013",
        msg: lang === "zh" ? "文件不存在或无权查看" : "The file does not exist or is not yours",
      });
    }
    // Signed out: no bytes either.
    expect((await bytes(`/p/orderRefund/proof/${sn}/1`)).statusCode).toBe(401);
    expect((await api(t, "GET", `/p/file/preview?type=proof&id=${sn}`)).status).toBe(401);

    // An unknown id, a position without a photo: the same 404.
    const unknown = await api(t, "GET", `/p/file/preview?type=proof&id=${"9".repeat(24)}`, { token: owner.token });
    expect([unknown.status, unknown.code]).toEqual([404, "A00013"]);
    expect((await bytes(`/p/orderRefund/proof/${"9".repeat(24)}/1`, owner.token)).statusCode).toBe(404);
    expect((await bytes(`/p/orderRefund/proof/${sn}/3`, owner.token)).statusCode).toBe(404);
    expect((await bytes(`/p/orderRefund/proof/${sn}/0`, owner.token)).json().code).toBe("A00002");
    expect((await bytes(`/p/orderRefund/proof/${sn}/..%2F..%2Fetc`, owner.token)).json().code).toBe("A00002");

    // A wrong type: a validation error; a refundSn asked as an invoice is no invoice of this buyer.
    const badType = await api(t, "GET", `/p/file/preview?type=passport&id=${sn}`, { token: owner.token, lang: "en" });
    expect([badType.code, badType.msg]).toEqual(["A00002", "type: This kind of file cannot be previewed"]);
    const asInvoice = await api(t, "GET", `/p/file/preview?type=invoice&id=${sn}`, { token: owner.token });
    expect([asInvoice.status, asInvoice.code]).toEqual([404, "A00013"]);
    const badId = await api(t, "GET", `/p/file/preview?type=proof&id=abc`, { token: owner.token });
    expect(badId.code).toBe("A00002");

    // The shop's staff see the photos on their side; another shop's staff do not.
    const staff = await staffToken(t, s.shopId);
    expect((await bytes(`/m/refund/proof/${sn}/2`, staff)).statusCode).toBe(200);
    const other = skus.find((k) => k.shopId !== s.shopId)!;
    expect((await bytes(`/m/refund/proof/${sn}/2`, await staffToken(t, other.shopId))).statusCode).toBe(404);
    // …and a buyer's token is no staff token.
    expect((await bytes(`/m/refund/proof/${sn}/2`, owner.token)).statusCode).not.toBe(200);
  });

  it("keeps proof uploads private: never on the public file route, only the uploader sees a draft, only their own keys can be attached", async () => {
    const s = skus[2]!;
    const owner = await buyer(t);
    const key = await upload(owner, "#00c");
    expect(key).toMatch(new RegExp(`^refund-proof/${owner.userId}/[A-Za-z0-9_-]{22}\\.webp$`));
    // Not reachable as a public file, whatever the path is dressed as.
    expect((await bytes(`/files/${key}`)).statusCode).toBe(404);
    expect((await bytes(`/files/../private/${key}`)).statusCode).toBe(404);
    // The uploader sees their draft (the form's thumbnail); a stranger and a signed-out reader do not.
    const mine = await bytes(ownUpload(key), owner.token);
    expect([mine.statusCode, mine.headers["content-type"], mine.headers["cache-control"]]).toEqual([
      200,
      "image/webp",
      "private, no-store",
    ]);
    const stranger = await buyer(t);
    const theirs = await bytes(ownUpload(key), stranger.token, "en");
    expect([theirs.statusCode, theirs.json().code, theirs.json().msg]).toEqual([
      404,
      "A00013",
      "The file does not exist or is not yours",
    ]);
    expect((await bytes(ownUpload(key))).statusCode).toBe(401);

    // Someone else's key, a public avatar path and a made-up key cannot be attached; nothing is created.
    const so = await orderOf(t, stranger, s, { receive: true });
    const avatar = await upload(stranger, "#0cc", "/p/file/upload");
    for (const imgs of [[key], [avatar], [`refund-proof/${stranger.userId}/${"a".repeat(22)}.webp`]]) {
      const r = await apply(t, stranger, application(so, { imgUrls: imgs }), "en");
      expect([r.code, r.msg]).toEqual(["A00002", "imgUrls: Invalid image, please upload again"]);
    }
    const list = await api<{ total: number }>(t, "GET", "/p/orderRefund/page?tab=0", { token: stranger.token });
    expect(list.data.total).toBe(0);

    // Attached: the buyer's detail names the photos by the buyer's checked URLs, the shop's by its own.
    const o = await orderOf(t, owner, s, { receive: true });
    const a = await apply(t, owner, application(o, { imgUrls: [key] }));
    expect(a.code, a.msg ?? "").toBe("00000");
    const sn = a.data.refundSn;
    const d = await api<{ imgUrls: string[]; proofUrls: string[] }>(t, "GET", `/p/orderRefund/info?refundSn=${sn}`, {
      token: owner.token,
    });
    expect(d.data).toMatchObject({ imgUrls: [key], proofUrls: [`/p/orderRefund/proof/${sn}/1`] });
    const staff = await staffToken(t, s.shopId);
    const md = await api<{ proofUrls: string[] }>(t, "GET", `/m/refund/info?refundSn=${sn}`, { token: staff });
    expect(md.data.proofUrls).toEqual([`/m/refund/proof/${sn}/1`]);
    const shopSees = await bytes(md.data.proofUrls[0]!, staff);
    expect(shopSees.rawPayload.equals(mine.rawPayload)).toBe(true);

    // An application from before proofs were private holds a public avatar path: still shown, through the checked route.
    const old = await upload(owner, "#cc0", "/p/file/upload");
    await t.ctx.database.db
      .update(refunds)
      .set({ imgUrls: [old, key] })
      .where(eq(refunds.refundSn, sn));
    const od = await api<{ proofUrls: string[] }>(t, "GET", `/p/orderRefund/info?refundSn=${sn}`, {
      token: owner.token,
    });
    expect(od.data.proofUrls).toEqual([`/p/orderRefund/proof/${sn}/1`, `/p/orderRefund/proof/${sn}/2`]);
    const legacy = await bytes(od.data.proofUrls[0]!, owner.token);
    expect(legacy.rawPayload.equals((await bytes(old)).rawPayload)).toBe(true);
  });

  it("refuses an oversize proof upload at once with 413, naming the limit", async () => {
    const b = await buyer(t);
    const r = await t.app.inject({
      method: "POST",
      url: "/p/orderRefund/proof/upload",
      headers: {
        authorization: b.token,
        "accept-language": "en",
        "content-type": "multipart/form-data; boundary=x",
      },
      payload: Buffer.concat([
        Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n\r\n'),
        Buffer.alloc(3 * 1024 * 1024, 1),
        Buffer.from("\r\n--x--\r\n"),
      ]),
    });
    expect([r.statusCode, r.json().msg]).toEqual([413, "The image must be at most 2 MB"]);
  });

  it("has nothing to preview for an application without photos (the same 404)", async () => {
    const b = await buyer(t);
    const o = await orderOf(t, b, skus[1]!, { receive: true });
    const a = await apply(t, b, application(o));
    expect(a.code, a.msg ?? "").toBe("00000");
    const r = await api(t, "GET", `/p/file/preview?type=proof&id=${a.data.refundSn}`, { token: b.token });
    expect([r.status, r.code]).toEqual([404, "A00013"]);
  });
});
