/** Splits seconds into a countdown: whole days and "HH:MM:SS" (never negative). */
export function countdownParts(seconds: number): { d: number; hms: string } {
  const s = Math.max(0, Math.floor(seconds));
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, "0");
  return { d, hms: `${pad(h)}:${pad(m)}:${pad(s % 60)}` };
}
