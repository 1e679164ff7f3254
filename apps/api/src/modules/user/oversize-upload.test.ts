import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { listenLocally } from "../../../test/http.ts";

/**
 * Issue 18 #6, over a real socket: a 20 MB multipart upload used to answer 500 after 30 s. Every
 * upload route refuses an oversize body at once with 413 and the limit in the message — whether
 * the client declares its length (refused before reading it) or streams it chunked (refused when
 * the file part passes the limit).
 */
/** The buyer's upload routes: avatars and other pictures, and chat pictures. */
const UPLOAD_ROUTES = ["/p/file/upload", "/p/file/uploadImFile"];
let t: TestApp;
let port: number;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  port = await listenLocally(t);
  token = (await t.login()).token;
});
afterAll(async () => t.close());

function upload(
  url: string,
  size: number,
  opts: { chunked: boolean; lang: "zh" | "en" },
): Promise<{ status: number; body: { code: string; msg: string }; ms: number }> {
  const boundary = "----souk-oversize";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: url,
        method: "POST",
        headers: {
          "content-type": `multipart/form-data; boundary=${boundary}`,
          authorization: token,
          "accept-language": opts.lang,
          ...(opts.chunked ? {} : { "content-length": String(head.length + size + tail.length) }),
        },
      },
      (res) => {
        let body = "";
        res.on("data", (d) => (body += d));
        res.on("end", () => resolve({ status: res.statusCode!, body: JSON.parse(body), ms: Date.now() - started }));
      },
    );
    req.on("error", (e) => (e.message.includes("EPIPE") || e.message.includes("ECONNRESET") ? undefined : reject(e)));
    req.write(head);
    // Send the file in 64 KB chunks, giving the server a chance to answer early.
    const chunk = Buffer.alloc(64 * 1024, 7);
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      req.end(tail);
    };
    pump();
  });
}

describe.each(UPLOAD_ROUTES)("oversize multipart upload to %s", (url) => {
  it("20 MB with Content-Length: 413 at once, naming the limit", async () => {
    const r = await upload(url, 20 * 1024 * 1024, { chunked: false, lang: "en" });
    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({ code: "A00001", msg: "The image must be at most 2 MB" });
    expect(r.ms).toBeLessThan(3000);
  });

  it("20 MB streamed without a length: 413 when the file passes the limit", async () => {
    const r = await upload(url, 20 * 1024 * 1024, { chunked: true, lang: "zh" });
    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({ code: "A00001", msg: "图片大小不能超过2MB" });
    expect(r.ms).toBeLessThan(3000);
  });
});
