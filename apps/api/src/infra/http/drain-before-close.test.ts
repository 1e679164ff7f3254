import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { listenLocally } from "../../../test/http.ts";
import { DRAIN_MAX_BYTES } from "./drain-before-close.ts";

/**
 * A 20 MB JSON body over real sockets: the client reads a 413 with the envelope in its language,
 * not a reset connection (EPIPE / ECONNRESET while it is still sending), and the connection then
 * closes. Two clients: a plain socket that writes the whole request before reading, and fetch (undici).
 */
describe("a JSON body over the limit", () => {
  let t: TestApp;
  let port = 0;
  const body = JSON.stringify({ remarks: "x".repeat(20 * 1024 * 1024) });
  beforeAll(async () => {
    t = await createTestApp();
    port = await listenLocally(t);
  });
  afterAll(async () => t?.close());

  /**
   * What curl, Python requests and most HTTP clients do: write the whole request, then read the
   * answer. A connection reset while writing (EPIPE) loses the answer.
   */
  const writeThenRead = (lang: string) =>
    new Promise<{ head: string; json: Record<string, unknown>; errors: string[] }>((resolve) => {
      const errors: string[] = [];
      const received: Buffer[] = [];
      const socket = net.connect(port, "127.0.0.1");
      socket.on("data", (c: Buffer) => received.push(c));
      socket.on("error", (e) => errors.push(String(e)));
      socket.on("close", () => {
        const text = Buffer.concat(received).toString();
        const split = text.indexOf("\r\n\r\n");
        resolve({
          head: split < 0 ? text : text.slice(0, split),
          json: split < 0 ? {} : (JSON.parse(text.slice(split + 4)) as Record<string, unknown>),
          errors,
        });
      });
      const buf = Buffer.from(body);
      socket.write(
        `POST /p/order/submit HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\n` +
          `accept-language: ${lang}\r\ncontent-length: ${buf.length}\r\n\r\n`,
      );
      let at = 0;
      const pump = () => {
        while (at < buf.length) {
          const chunk = buf.subarray(at, at + 64 * 1024);
          at += chunk.length;
          if (!socket.write(chunk)) return void socket.once("drain", pump);
        }
      };
      pump();
    });

  it.each([
    ["en", "The request is too large"],
    ["zh", "请求内容过大"],
  ])(
    "answers 413 in %s to a client that writes its whole body first, then closes the connection",
    async (lang, msg) => {
      const r = await writeThenRead(lang);
      // The whole body went out and nothing was reset: no EPIPE, no ECONNRESET; then the server closed.
      expect(r.errors).toEqual([]);
      expect(r.head).toMatch(/^HTTP\/1\.1 413 /);
      expect(r.json).toMatchObject({ code: "A00014", msg, success: false, fail: true, data: null });
    },
  );

  it("answers 413 to fetch", async () => {
    const r = await fetch(`http://127.0.0.1:${port}/p/order/submit`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "en" },
      body,
    });
    expect(r.status).toBe(413);
    expect(await r.json()).toMatchObject({ code: "A00014", msg: "The request is too large" });
  });

  it("cuts a client whose body never ends once it has sent more than the drain allows", async () => {
    const declared = 1024 * 1024 * 1024; // 1 GiB declared; the server must not read it all
    const chunk = Buffer.alloc(256 * 1024, 0x61);
    const { sent, head } = await new Promise<{ sent: number; head: string }>((resolve) => {
      let sent = 0;
      let head = "";
      let closed = false;
      const socket = net.connect(port, "127.0.0.1");
      socket.on("data", (c: Buffer) => (head += String(c)));
      socket.on("error", () => undefined);
      socket.on("close", () => {
        closed = true;
        resolve({ sent, head });
      });
      socket.write(
        `POST /p/order/submit HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\n` +
          `content-length: ${declared}\r\n\r\n{"remarks":"`,
      );
      const pump = () => {
        while (!closed && sent < declared) {
          sent += chunk.length;
          if (!socket.write(chunk)) return void socket.once("drain", pump);
        }
      };
      pump();
    });
    expect(head).toMatch(/^HTTP\/1\.1 413 /);
    expect(sent).toBeLessThan(DRAIN_MAX_BYTES * 2);
  });
});
