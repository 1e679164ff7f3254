import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forwardedFor, parseTrustedProxies, setClientAddress } from "./client-address.mjs";

describe("X-Forwarded-For the storefront passes to the API", () => {
  const none = parseTrustedProxies("");
  const front = parseTrustedProxies("10.0.0.5, ::ffff:10.0.0.6");
  it.each([
    ["no header: the socket's address", "203.0.113.7", undefined, none, "203.0.113.7"],
    ["a spoofed header from a browser is replaced", "203.0.113.7", "1.2.3.4", none, "203.0.113.7"],
    ["a spoofed chain is replaced", "203.0.113.7", "1.2.3.4, 5.6.7.8", none, "203.0.113.7"],
    ["IPv4-mapped IPv6 peer", "::ffff:198.51.100.2", "9.9.9.9", none, "198.51.100.2"],
    [
      "a trusted front proxy's chain is kept, its address appended",
      "10.0.0.5",
      "203.0.113.7",
      front,
      "203.0.113.7, 10.0.0.5",
    ],
    ["a trusted proxy given as mapped address", "10.0.0.6", "203.0.113.8", front, "203.0.113.8, 10.0.0.6"],
    ["a trusted proxy without a header is itself the client", "10.0.0.5", undefined, front, "10.0.0.5"],
    ["an untrusted peer cannot pose as the front proxy", "203.0.113.9", "203.0.113.7, 10.0.0.5", front, "203.0.113.9"],
  ])("%s", (_name, peer, incoming, trusted, expected) => {
    expect(forwardedFor(peer, incoming, trusted)).toBe(expected);
  });
});

/** Over a real socket: what an upstream behind setClientAddress receives. */
describe("setClientAddress on a real HTTP server", () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((req, res) => {
      setClientAddress(req, parseTrustedProxies(""));
      res.end(JSON.stringify({ xff: req.headers["x-forwarded-for"], realIp: req.headers["x-real-ip"] ?? null }));
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const get = (headers: Record<string, string>) =>
    new Promise<{ xff: string; realIp: string | null }>((resolve, reject) => {
      request({ host: "127.0.0.1", port, headers }, (res) => {
        let body = "";
        res.on("data", (d) => (body += d));
        res.on("end", () => resolve(JSON.parse(body)));
      })
        .on("error", reject)
        .end();
    });

  it("replaces a client's X-Forwarded-For and X-Real-IP with the socket's address", async () => {
    expect(await get({ "x-forwarded-for": "6.6.6.6", "x-real-ip": "7.7.7.7" })).toEqual({
      xff: "127.0.0.1",
      realIp: null,
    });
    expect(await get({})).toEqual({ xff: "127.0.0.1", realIp: null });
  });
});
