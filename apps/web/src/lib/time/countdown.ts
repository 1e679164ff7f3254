import { SMS_RESEND_SECONDS } from "@souk/contract";

/**
 * Whole seconds left until `endsAt` (epoch ms), rounded up so the button shows 60 right after
 * sending and 1 in the last second; 0 once over (or never started). A clock that jumped back
 * cannot make it exceed the full length.
 */
export function secondsLeft(endsAt: number | null, now: number, length = SMS_RESEND_SECONDS): number {
  if (endsAt === null) return 0;
  const left = Math.ceil((endsAt - now) / 1000);
  return Math.min(Math.max(left, 0), length);
}

/** When a countdown of `length` seconds started at `now` ends. */
export function countdownEnd(now: number, length = SMS_RESEND_SECONDS): number {
  return now + length * 1000;
}
