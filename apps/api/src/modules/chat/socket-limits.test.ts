import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/harness.ts";
import { createTestApp } from "../../../test/harness.ts";
import { listenLocally } from "../../../test/http.ts";
import { SocketLimits, socketLimitsOf } from "./socket-limits.ts";
import { connectChat, isCode, type ChatClient } from "./test-support.ts";

describe("chat socket limits (the rule)", () => {
  it.each([
    // perProcess, perAddress, perParty, opens [address, party], expected admissions
    {
      name: "per process",
      limits: [2, 0, 0],
      opens: [
        ["a", "u1"],
        ["b", "u2"],
        ["c", "u3"],
      ],
      want: ["ok", "ok", "busy"],
    },
    {
      name: "per address",
      limits: [0, 2, 0],
      opens: [
        ["a", "u1"],
        ["a", "u2"],
        ["a", "u3"],
        ["b", "u4"],
      ],
      want: ["ok", "ok", "address", "ok"],
    },
    {
      name: "per party",
      limits: [0, 0, 2],
      opens: [
        ["a", "u1"],
        ["b", "u1"],
        ["c", "u1"],
        ["c", "u2"],
      ],
      want: ["ok", "ok", "party", "ok"],
    },
    {
      name: "none",
      limits: [0, 0, 0],
      opens: [
        ["a", "u1"],
        ["a", "u1"],
        ["a", "u1"],
      ],
      want: ["ok", "ok", "ok"],
    },
  ] as const)("$name", ({ limits, opens, want }) => {
    const l = new SocketLimits({ perProcess: limits[0], perAddress: limits[1], perParty: limits[2] });
    const got = opens.map(([address, party]) => {
      const lease = l.open(address);
      if (typeof lease === "string") return lease;
      if (!lease.join(party)) {
        lease.release();
        return "party";
      }
      return "ok";
    });
    expect(got).toEqual(want);
  });

  it("gives a place back once, however often the close is reported", () => {
    const l = new SocketLimits({ perProcess: 1, perAddress: 1, perParty: 1 });
    const first = l.open("a");
    if (typeof first === "string") throw new Error(first);
    expect(first.join("u1")).toBe(true);
    first.release();
    first.release();
    expect(l.openCount).toBe(0);
    const second = l.open("a");
    expect(typeof second).toBe("object");
    expect(l.open("b")).toBe("busy");
  });
});

/**
 * Real sockets on a real listening API with the production load shedding (16 slots per route):
 * far more chat sockets than any limit are opened and closed, and new buyers still connect.
 * Limits here: 30 per process, 20 per address.
 */
describe("chat sockets over HTTP, with load shedding on", () => {
  let t: TestApp;
  let base = "";
  beforeAll(async () => {
    t = await createTestApp(
      undefined,
      {},
      {
        config: {
          maxInFlight: 128,
          maxInFlightPerRoute: 16,
          chatMaxSockets: 30,
          chatMaxSocketsPerAddress: 20,
          chatMaxSocketsPerParty: 2,
        },
      },
    );
    base = `ws://127.0.0.1:${await listenLocally(t)}/ua/im/online?lang=en`;
  });
  afterAll(async () => t?.close());

  /** A buyer's socket from `address` (the API trusts the loopback hop's X-Forwarded-For, as from the storefront). */
  const open = (token: string, address: string) =>
    connectChat(base, { authorization: token, "x-forwarded-for": address });
  const alive = async (c: ChatClient) => {
    c.send({ op: "ping" });
    await c.next((f) => f.msgType === "pong");
  };
  const refused = async (c: ChatClient) => {
    const n = await c.next(isCode("B00016"));
    return { msg: n.msg, close: await c.closed };
  };
  const closeAll = async (cs: ChatClient[]) => {
    for (const c of cs) c.close();
    await Promise.all(cs.map((c) => c.closed));
    await expect.poll(() => socketLimitsOf(t.ctx).openCount).toBe(0);
  };

  it("refuses beyond the address and process limits with 1013 and a clear message, then takes new buyers after churn", async () => {
    const buyers = await Promise.all(Array.from({ length: 36 }, (_, i) => t.login(`sock${i}`)));
    const first: ChatClient[] = [];
    for (const b of buyers.slice(0, 20)) {
      const c = await open(b.token, "10.9.0.1");
      await alive(c);
      first.push(c);
    }
    const sameAddress = await open(buyers[20]!.token, "10.9.0.1");
    expect(await refused(sameAddress)).toEqual({
      msg: "Too many chat connections are open, please close other pages and try again",
      close: 1013,
    });
    for (const b of buyers.slice(21, 31)) {
      const c = await open(b.token, "10.9.0.2");
      await alive(c);
      first.push(c);
    }
    const full = await open(buyers[31]!.token, "10.9.0.3");
    expect(await refused(full)).toEqual({
      msg: "Customer service chat is busy, please try again in a moment",
      close: 1013,
    });
    await closeAll(first);

    // Churn: 6 rounds of 30 sockets opened at once and closed (180, six times the process limit).
    const churners = buyers.slice(0, 30);
    for (let round = 0; round < 6; round++) {
      const cs = await Promise.all(churners.map((b, i) => open(b.token, `10.9.1.${i % 2}`)));
      await Promise.all(cs.map(alive));
      await closeAll(cs);
    }

    // New buyers, one at a time, as after the storm: each connects and is served.
    for (const b of buyers.slice(31, 36)) {
      const c = await open(b.token, "10.9.2.1");
      await alive(c);
      c.close();
      await c.closed;
    }
    expect(socketLimitsOf(t.ctx).openCount).toBe(0);
  });
});
