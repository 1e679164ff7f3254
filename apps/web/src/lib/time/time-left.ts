/**
 * Countdowns of the payment pages (time left to pay, QR code lifetime). Times come from the
 * server: `offset` = server now − browser now, measured when the page loaded, so a wrong
 * browser clock does not shorten or stretch the time the buyer has.
 */
export interface TimeLeft {
  /** Whole seconds left (0 when expired). */
  seconds: number;
  hours: number;
  minutes: number;
  secs: number;
  expired: boolean;
}

export function serverOffset(serverNowMs: number, browserNowMs: number): number {
  return Number.isFinite(serverNowMs) ? serverNowMs - browserNowMs : 0;
}

export function timeLeft(endMs: number, browserNowMs: number, offset = 0): TimeLeft {
  const ms = endMs - (browserNowMs + offset);
  const seconds = ms > 0 ? Math.ceil(ms / 1000) : 0;
  return {
    seconds,
    hours: Math.floor(seconds / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    secs: seconds % 60,
    expired: seconds === 0,
  };
}

const two = (n: number) => String(n).padStart(2, "0");

/** "29:59", or "1:05:09" past an hour. */
export function formatClock(t: TimeLeft): string {
  return t.hours > 0 ? `${t.hours}:${two(t.minutes)}:${two(t.secs)}` : `${two(t.minutes)}:${two(t.secs)}`;
}
