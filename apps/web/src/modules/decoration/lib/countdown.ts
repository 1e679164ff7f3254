export interface Countdown {
  ended: boolean;
  days: number;
  hours: string;
  minutes: string;
  seconds: string;
}

/** Time left until `endMs`, two digits per unit; `ended` once it has passed. */
export function countdown(endMs: number, nowMs: number): Countdown {
  const left = Math.max(0, Math.floor((endMs - nowMs) / 1000));
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    ended: left === 0,
    days: Math.floor(left / 86400),
    hours: pad(Math.floor((left % 86400) / 3600)),
    minutes: pad(Math.floor((left % 3600) / 60)),
    seconds: pad(left % 60),
  };
}
