import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { route } from "./route.ts";
import { registerLocale } from "./locale.ts";

/** An app whose log lines are kept, with one route answering through `reply` and one returning data. */
async function appWithLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: "warn", stream } });
  registerLocale(app);
  route(app, { method: "GET", url: "/file", summary: "A file" }, async (_input, _req, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", "no-store").send("bytes"),
  );
  route(app, { method: "GET", url: "/data", summary: "Data" }, async () => ({ n: 1 }));
  await app.ready();
  return { app, lines };
}

describe("route: answers through reply or as the envelope", () => {
  it("sends a handler's own answer once, with no 'reply already sent' warning in the log", async () => {
    const { app, lines } = await appWithLog();
    for (let i = 0; i < 3; i++) {
      const r = await app.inject({ url: "/file" });
      expect(r.statusCode).toBe(200);
      expect(r.body).toBe("bytes");
      expect(r.headers["cache-control"]).toBe("no-store");
    }
    await new Promise((done) => setTimeout(done, 20));
    expect(lines.filter((l) => l.includes("FST_ERR_REP_ALREADY_SENT"))).toEqual([]);
    await app.close();
  });

  it("wraps returned data in the mall4j envelope", async () => {
    const { app, lines } = await appWithLog();
    const r = await app.inject({ url: "/data" });
    expect(r.json()).toMatchObject({ code: "00000", data: { n: 1 }, success: true });
    expect(lines).toEqual([]);
    await app.close();
  });
});
