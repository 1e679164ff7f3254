"use client";

import { useCallback, useEffect, useState } from "react";
import { countdownEnd, secondsLeft } from "@/lib/time/countdown";

/** A seconds countdown (the SMS resend button, the redirect after a password change). */
export function useCountdown(length: number): { left: number; start: () => void; running: boolean } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    const id = window.setInterval(() => {
      const n = Date.now();
      setNow(n);
      if (n >= endsAt) {
        window.clearInterval(id);
        setEndsAt(null);
      }
    }, 250);
    return () => window.clearInterval(id);
  }, [endsAt]);

  const start = useCallback(() => {
    const n = Date.now();
    setNow(n);
    setEndsAt(countdownEnd(n, length));
  }, [length]);

  const left = secondsLeft(endsAt, now, length);
  return { left, start, running: left > 0 };
}
