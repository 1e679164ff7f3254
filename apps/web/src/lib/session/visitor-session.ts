/** Spec part 4 and 9: a new analytics session id after more than 30 minutes idle. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;

export interface VisitorSession {
  id: string;
  /** Epoch ms of the last request sent in this session. */
  lastSeen: number;
}

/** Keeps the session while it is fresh, otherwise starts a new one; always touches `lastSeen`. */
export function touchSession(prev: VisitorSession | null, now: number, newId: () => string): VisitorSession {
  if (prev && now - prev.lastSeen <= SESSION_IDLE_MS && now >= prev.lastSeen) return { id: prev.id, lastSeen: now };
  return { id: newId(), lastSeen: now };
}

export function parseSession(raw: string | null): VisitorSession | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<VisitorSession>;
    return typeof v.id === "string" && typeof v.lastSeen === "number" ? { id: v.id, lastSeen: v.lastSeen } : null;
  } catch {
    return null;
  }
}

/** RFC 4122 v4; crypto.randomUUID only exists in secure contexts, getRandomValues everywhere. */
export function randomId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
