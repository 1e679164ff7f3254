/**
 * Progress of long CLI work, as the seed prints it: done/total, rate and time left, on one
 * rewritten line on a terminal, every 10 % otherwise; `finish` prints the summary line.
 */
export interface Progress {
  /** Adds `n` units done. */
  tick(n?: number): void;
  /** Sets the total once it is known (0 = unknown: no percentage or time left). */
  total(n: number): void;
  readonly done: number;
  /** Prints the final line and returns the elapsed seconds. */
  finish(summary: string): number;
}

export function progress(label: string, total: number, unit: Unit = countUnit, out = process.stdout): Progress {
  const started = Date.now();
  const tty = out.isTTY === true;
  let done = 0;
  let lastPct = -10;
  let lastDraw = 0;
  const line = () => {
    const s = Math.max((Date.now() - started) / 1000, 0.001);
    const rate = done / s;
    const pct = total > 0 ? Math.min(100, Math.floor((done * 100) / total)) : null;
    const left = total > 0 && rate > 0 ? Math.max(0, (total - done) / rate) : null;
    return `  ${label} ${unit(done)}${total > 0 ? `/${unit(total)} (${pct}%)` : ""}, ${unit(rate)}/s${left === null ? "" : `, ~${left.toFixed(0)} s left`}`;
  };
  const draw = (force = false) => {
    const pct = total > 0 ? Math.floor((done * 100) / total) : 0;
    if (tty) {
      if (!force && Date.now() - lastDraw < 100) return;
      lastDraw = Date.now();
      out.write(`\r${line()}\u001b[K`);
    } else if (force || pct >= lastPct + 10) {
      lastPct = pct;
      out.write(`${line()}\n`);
    }
  };
  return {
    tick(n = 1) {
      done += n;
      draw();
    },
    total(n) {
      total = n;
    },
    get done() {
      return done;
    },
    finish(summary) {
      draw(true);
      if (tty) out.write("\n");
      const s = (Date.now() - started) / 1000;
      out.write(`${summary} in ${s.toFixed(1)} s\n`);
      return s;
    },
  };
}

type Unit = (n: number) => string;
const countUnit: Unit = (n) => Math.round(n).toLocaleString("en");
export const bytesUnit: Unit = (n) =>
  n >= 1 << 20 ? `${(n / (1 << 20)).toFixed(1)} MB` : n >= 1024 ? `${(n / 1024).toFixed(0)} kB` : `${Math.round(n)} B`;

/**
 * Runs `work` with Ctrl-C turned into an abort: the signal aborts, `work` stops at its next step and
 * cleans up; a second Ctrl-C exits at once.
 */
export async function interruptible<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const onInt = () => {
    if (controller.signal.aborted) process.exit(130);
    process.stdout.write("\n  interrupted: stopping…\n");
    controller.abort(new Interrupted());
  };
  process.on("SIGINT", onInt);
  try {
    return await work(controller.signal);
  } finally {
    process.off("SIGINT", onInt);
  }
}

export class Interrupted extends Error {
  constructor() {
    super("interrupted");
    this.name = "Interrupted";
  }
}
