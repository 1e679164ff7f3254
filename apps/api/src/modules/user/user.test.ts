import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { newMobile, register, sendCode } from "../account/test-support.ts";
import { call, expectOk } from "../../../test/http.ts";
import { AVATAR_UPLOADS_PER_HOUR } from "./service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A multipart body with one file part. */
function multipart(filename: string, contentType: string, bytes: Buffer, field = "file") {
  const boundary = "----souktest" + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(token: string, filename: string, contentType: string, bytes: Buffer) {
  const m = multipart(filename, contentType, bytes);
  const res = await t.app.inject({
    method: "POST",
    url: "/p/file/upload",
    headers: { ...m.headers, authorization: token, "accept-language": "en" },
    payload: m.payload,
  });
  return {
    status: res.statusCode,
    ...(res.json() as { code: string; msg: string; data: { filePath: string } | null }),
  };
}

const png = (w = 64, h = 48) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();

describe("GET /p/user/userInfo and PUT /p/user/setUserInfo", () => {
  it("answers the top-bar info and changes the nickname", async () => {
    const u = await register(t, "profile_1");
    const info = await call(t, "GET", "/p/user/userInfo", { token: u.token });
    expect(info.data).toMatchObject({ nickName: "profile_1", pic: "" });
    expect(Object.keys(info.data as object).sort()).toEqual(["nickName", "pic", "userId"]); // nothing more (no hash, no phone)
    expectOk(await call(t, "PUT", "/p/user/setUserInfo", { token: u.token, body: { nickName: "  小明同学  " } }));
    expect((await call(t, "GET", "/p/user/userInfo", { token: u.token })).data).toMatchObject({ nickName: "小明同学" });
  });

  it.each([
    ["empty", ""],
    ["blank", "   "],
    ["16 characters", "一二三四五六七八九十一二三四五六"],
    ["missing", undefined],
    ["a control character", "bad\u0007name"],
  ])("rejects a nickname that is %s", async (_n, nickName) => {
    const { token } = await t.login();
    const r = await call(t, "PUT", "/p/user/setUserInfo", { token, body: { nickName } });
    expect([r.status, r.code]).toEqual([400, "A00002"]);
    expect(r.data).toEqual([{ field: "nickName", message: "Nickname is required, at most 15 characters" }]);
  });

  it("accepts exactly 15 characters, emoji counted as one", async () => {
    const { token } = await t.login();
    expectOk(await call(t, "PUT", "/p/user/setUserInfo", { token, body: { nickName: "😀".repeat(15) } }));
  });

  it.each([
    ["an outside URL", "https://evil.example/a.png"],
    ["a script URL", "javascript:alert(1)"],
    ["an avatar path that was never uploaded", "/files/avatar/AAAAAAAAAAAAAAAAAAAAAA.webp"],
    ["a path escaping the avatar folder", "/files/avatar/../site/x.webp"],
  ])("rejects %s as the avatar", async (_n, pic) => {
    const { token } = await t.login();
    const r = await call(t, "PUT", "/p/user/setUserInfo", { token, body: { nickName: "ok", pic } });
    expect(r.code).toBe("A00002");
    expect(r.data).toEqual([{ field: "pic", message: "Invalid image, please upload again" }]);
  });

  it("requires a session", async () => {
    expect((await call(t, "GET", "/p/user/userInfo")).status).toBe(401);
    expect((await call(t, "PUT", "/p/user/setUserInfo", { body: { nickName: "x" } })).status).toBe(401);
  });
});

describe("POST /p/file/upload (avatar)", () => {
  it("re-encodes an image to a 400×400 WebP without metadata, served under /files/avatar, and usable as the avatar", async () => {
    const u = await register(t, "avatar_1");
    const withExif = await sharp(await png(640, 480))
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: "secret-gps-owner" } } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const r = await upload(u.token, "me.jpg", "image/jpeg", withExif);
    expect([r.status, r.code]).toEqual([200, "00000"]);
    expect(r.data!.filePath).toMatch(/^\/files\/avatar\/[A-Za-z0-9_-]{22}\.webp$/);
    const file = await t.app.inject({ url: r.data!.filePath });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.icc, meta.xmp]).toEqual([
      "webp",
      400,
      400,
      undefined,
      undefined,
      undefined,
    ]);
    expectOk(
      await call(t, "PUT", "/p/user/setUserInfo", {
        token: u.token,
        body: { nickName: "avatar_1", pic: r.data!.filePath },
      }),
    );
    expect((await call(t, "GET", "/p/user/userInfo", { token: u.token })).data).toMatchObject({
      pic: r.data!.filePath,
    });
    // Sending the current picture back unchanged is fine too.
    expectOk(
      await call(t, "PUT", "/p/user/setUserInfo", {
        token: u.token,
        body: { nickName: "avatar_2", pic: r.data!.filePath },
      }),
    );
  });

  it.each([
    ["PNG", "a.png", "image/png", () => png()],
    [
      "WebP declared as octet-stream",
      "a.bin",
      "application/octet-stream",
      () =>
        sharp(Buffer.alloc(30 * 30 * 3, 90), { raw: { width: 30, height: 30, channels: 3 } })
          .webp()
          .toBuffer(),
    ],
    [
      "GIF",
      "a.gif",
      "image/gif",
      () =>
        sharp({ create: { width: 10, height: 10, channels: 3, background: "#0a0" } })
          .gif()
          .toBuffer(),
    ],
  ])("accepts a %s", async (_n, name, type, make) => {
    const { token } = await t.login();
    const r = await upload(token, name, type, await make());
    expect(r.code).toBe("00000");
  });

  it.each([
    [
      "a text file renamed .png",
      "evil.png",
      "image/png",
      () => Buffer.from("this is not an image, just text pretending\n".repeat(20)),
    ],
    ["an HTML page renamed .jpg", "x.jpg", "image/jpeg", () => Buffer.from("<html><script>alert(1)</script></html>")],
    [
      "an SVG (scriptable)",
      "x.svg",
      "image/svg+xml",
      () =>
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
    ],
    [
      "a PNG header with garbage after it",
      "x.png",
      "image/png",
      async () => Buffer.concat([(await png()).subarray(0, 40), Buffer.alloc(100, 7)]),
    ],
    ["a TIFF", "x.tif", "image/tiff", () => png().then((b) => sharp(b).tiff().toBuffer())],
  ])("rejects %s by its content", async (_n, name, type, make) => {
    const { token } = await t.login();
    const r = await upload(token, name, type, await make());
    expect([r.status, r.code, r.msg]).toEqual([415, "A00001", "Please upload a JPG, PNG, WEBP or GIF image"]);
  });

  it("rejects a file over 2 MB and accepts one just under", async () => {
    const { token } = await t.login();
    const big = Buffer.concat([await png(), Buffer.alloc(2 * 1024 * 1024, 1)]);
    const r = await upload(token, "big.png", "image/png", big);
    expect([r.status, r.code, r.msg]).toEqual([413, "A00001", "The image must be at most 2 MB"]);
    // Random pixels do not compress: a ~1.9 MB PNG, larger than the JSON body limit of 1 MB.
    const noise = Buffer.alloc(790 * 790 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const near = await sharp(noise, { raw: { width: 790, height: 790, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(near.length).toBeGreaterThan(1024 * 1024);
    expect(near.length).toBeLessThan(2 * 1024 * 1024);
    expect((await upload(token, "near.png", "image/png", near)).code).toBe("00000");
  });

  it("answers A00002 without a file, and A00004 without a session", async () => {
    const { token } = await t.login();
    const empty = await t.app.inject({
      method: "POST",
      url: "/p/file/upload",
      headers: { authorization: token, "content-type": "application/json" },
      payload: "{}",
    });
    expect(empty.json().code).toBe("A00002");
    const anon = await t.app.inject({
      method: "POST",
      url: "/p/file/upload",
      ...multipart("a.png", "image/png", await png()),
    });
    expect(anon.json().code).toBe("A00004");
  });

  it(`limits uploads to ${AVATAR_UPLOADS_PER_HOUR} per hour per buyer`, async () => {
    const { token, userId } = await t.login();
    for (let i = 0; i < AVATAR_UPLOADS_PER_HOUR; i++) await t.ctx.kv.incr(`upload:avatar:${userId}`, 3600);
    const r = await upload(token, "a.png", "image/png", await png());
    expect([r.status, r.code]).toEqual([429, "B00016"]);
  });
});

describe("GET /p/user/centerInfo", () => {
  it("tells whether a password is set, with zero order counts per status and no shop", async () => {
    const u = await register(t, "center_1");
    const r = await call(t, "GET", "/p/user/centerInfo", { token: u.token });
    expect(r.data).toEqual({
      isSetPassword: true,
      orderCountData: {
        pendingPayment: 0,
        pendingDelivery: 0,
        pendingReceipt: 0,
        pendinEvaluation: 0,
        evaluated: 0,
        shipped: 0,
        completed: 0,
        canceled: 0,
        grouping: 0,
      },
      shopStatus: -1,
      shopAuditStatus: null,
      shopId: null,
    });
    const mobile = newMobile();
    const code = await sendCode(t, "/sso/sendLoginCode", mobile);
    const sms = await call(t, "POST", "/sso/smsLogin", { body: { userName: mobile, passWord: code } });
    const c = await call(t, "GET", "/p/user/centerInfo", { token: (sms.data as { token: string }).token });
    expect(c.data).toMatchObject({ isSetPassword: false });
  });
});
