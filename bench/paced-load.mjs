/**
 * An open-loop, paced HTTP load generator for the spike bench (spike.mjs): requests leave at an even
 * rate — request i at start + i / rate — whatever the server answers, on keep-alive connections
 * opened as they are needed (one request at a time each, up to `maxConnections`).
 *
 * Why not autocannon's `overallRate`: it gives every connection a budget per second, refilled by a
 * timer each connection starts at the same moment, so all connections spend their budget at once at
 * every second's start — a square wave whose peaks offer many times the nominal rate for a tenth of a
 * second, then nothing. "10x capacity" must mean 10x, evenly, like a flood of independent clients.
 *
 * A request that finds no free connection and no room for a new one is counted as `missed` (the
 * generator could not offer it): the bench reports the rate actually offered.
 */
import net from "node:net";

/**
 * Sends `rate` requests per second for `seconds` to 127.0.0.1:`port`, paths from `nextPath()`.
 * Resolves with { statuses, errors, missed, sent, connections, latency: { p50, p99 } } once the
 * last answer arrived (or 2 s after the end).
 */
export function pacedLoad({ port, seconds, rate, maxConnections = 400, nextPath }) {
  return new Promise((resolve) => {
    const statuses = {};
    const latencies = [];
    let errors = 0;
    let missed = 0;
    let sent = 0;
    let opened = 0;
    let inFlight = 0;
    const idle = [];
    const all = new Set();
    let ending = false;

    const request = (path) =>
      `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: application/json\r\nAccept-Language: zh-CN\r\n\r\n`;

    function open() {
      const socket = net.connect({ port, host: "127.0.0.1", noDelay: true });
      const conn = { socket, buf: "", sentAt: 0, busy: false, ready: false, queued: null };
      opened++;
      all.add(conn);
      socket.setEncoding("latin1");
      socket.on("connect", () => {
        conn.ready = true;
        if (conn.queued !== null) {
          socket.write(conn.queued);
          conn.queued = null;
        }
      });
      socket.on("data", (chunk) => {
        conn.buf += chunk;
        const status = complete(conn.buf);
        if (status === 0) return;
        statuses[status] = (statuses[status] ?? 0) + 1;
        latencies.push(performance.now() - conn.sentAt);
        conn.buf = "";
        conn.busy = false;
        inFlight--;
        if (ending) socket.destroy();
        else idle.push(conn);
        if (ending && inFlight === 0) finish();
      });
      const gone = () => {
        if (!all.delete(conn)) return;
        const i = idle.indexOf(conn);
        if (i >= 0) idle.splice(i, 1);
        if (conn.busy) {
          errors++;
          inFlight--;
          if (ending && inFlight === 0) finish();
        }
      };
      socket.on("error", gone);
      socket.on("close", gone);
      return conn;
    }

    function send() {
      let conn = idle.pop();
      if (conn === undefined) {
        if (all.size >= maxConnections) {
          missed++;
          return;
        }
        conn = open();
      }
      const data = request(nextPath());
      conn.busy = true;
      conn.sentAt = performance.now();
      inFlight++;
      sent++;
      if (conn.ready) conn.socket.write(data);
      else conn.queued = data;
    }

    const start = performance.now();
    const tick = setInterval(() => {
      const elapsed = performance.now() - start;
      const due = Math.min(Math.floor((elapsed * rate) / 1000), Math.round(seconds * rate));
      while (sent + missed < due) send();
      if (elapsed >= seconds * 1000) {
        clearInterval(tick);
        ending = true;
        for (const c of idle.splice(0)) c.socket.destroy();
        if (inFlight === 0) finish();
        else setTimeout(finish, 2000).unref();
      }
    }, 1);

    let done = false;
    function finish() {
      if (done) return;
      done = true;
      for (const c of all) {
        if (c.busy) errors++;
        c.socket.destroy();
      }
      latencies.sort((a, b) => a - b);
      const q = (p) =>
        Math.round(latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)] ?? NaN);
      resolve({ statuses, errors, missed, sent, connections: opened, latency: { p50: q(0.5), p99: q(0.99) } });
    }
  });
}

/**
 * The status of the HTTP/1.1 response in `buf` once it is complete (Content-Length or chunked
 * framing), else 0.
 */
function complete(buf) {
  const head = buf.indexOf("\r\n\r\n");
  if (head < 0) return 0;
  const headers = buf.slice(0, head).toLowerCase();
  const length = /\r\ncontent-length: *(\d+)/.exec(headers);
  if (length) {
    if (buf.length - head - 4 < Number(length[1])) return 0; // latin1: one character per byte
  } else if (/\r\ntransfer-encoding: *chunked/.test(headers)) {
    if (!buf.endsWith("\r\n0\r\n\r\n")) return 0;
  }
  return Number(buf.slice(9, 12));
}
