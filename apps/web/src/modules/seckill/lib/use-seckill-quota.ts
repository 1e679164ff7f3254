"use client";

import type { SeckillQuotaView } from "@souk/contract";
import { useEffect, useState } from "react";
import { callApi } from "@/lib/api/browser-client";
import { seckillQuotaEndpoint } from "@/lib/api/endpoints/seckill";
import { useAccount } from "@/lib/session/account-context";

/**
 * The signed-in buyer's quota of a flash sale (limit, bought, remaining), or null while logged out
 * or loading: secdetail and the confirm page cap the quantity with it. Silent: a failure
 * leaves the per-person limit as the only cap, and the server still refuses what is over.
 */
export function useSeckillQuota(seckillId: number): SeckillQuotaView | null {
  const { loggedIn } = useAccount();
  const [quota, setQuota] = useState<{ id: number; q: SeckillQuotaView } | null>(null);
  useEffect(() => {
    if (!loggedIn) return;
    const ctrl = new AbortController();
    callApi(seckillQuotaEndpoint(seckillId), { signal: ctrl.signal, silent: true }).then(
      (q) => setQuota({ id: seckillId, q }),
      () => undefined,
    );
    return () => ctrl.abort();
  }, [loggedIn, seckillId]);
  return loggedIn && quota?.id === seckillId ? quota.q : null;
}
