/**
 * The prober of spike.mjs, in its own process so the load generator's work never delays its timers
 * or its sockets. Open loop and paced: one GET /prod/prodInfo every PROBE_INTERVAL_MS (default
 * 50 ms) whatever the previous one is doing, so a stall of the server is sampled as often as a
 * quiet moment (a sequential prober would send fewer requests while the server is slow and hide
 * it). Argument: JSON {port, prodIds, seconds}. Prints one JSON line: the latencies of the 200s,
 * the count per other status, and the prober's own CPU time.
 */
const { port, prodIds, seconds } = JSON.parse(process.argv[2]);
const interval = Number(process.env.PROBE_INTERVAL_MS ?? 50);
const lat = [];
/** [epoch ms sent, latency ms] of every answer, for SPIKE_DIAG matching with the server's account. */
const timeline = [];
const statuses = {};
const pending = [];
const cpu0 = process.cpuUsage();

async function once() {
  const id = prodIds[Math.floor(Math.random() * prodIds.length)];
  const t0 = performance.now();
  try {
    const r = await fetch(`http://127.0.0.1:${port}/prod/prodInfo?prodId=${id}`);
    await r.arrayBuffer();
    statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    if (r.status === 200) lat.push(performance.now() - t0);
    timeline.push([performance.timeOrigin + t0, performance.now() - t0]);
  } catch {
    statuses.error = (statuses.error ?? 0) + 1;
  }
}

// The prober's own start (loading fetch, its first connections) is not the server's latency: a
// few unmeasured requests first, one at a time.
for (let i = 0; i < 3; i++) {
  try {
    await (await fetch(`http://127.0.0.1:${port}/prod/prodInfo?prodId=${prodIds[i % prodIds.length]}`)).arrayBuffer();
  } catch {
    // Measured below if it persists.
  }
}

const start = performance.now();
for (let i = 0; performance.now() - start < seconds * 1000; i++) {
  pending.push(once());
  // Paced against the schedule, not the previous send, so the rate holds when a timer is late.
  const wait = start + (i + 1) * interval - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
await Promise.all(pending);
const cpu = process.cpuUsage(cpu0);
process.stdout.write(`${JSON.stringify({ lat, timeline, statuses, cpuMs: (cpu.user + cpu.system) / 1000 })}\n`);
