"use client";

import { useSearchParams } from "next/navigation";
import { SeckillConfirmTemplate } from "./seckill-confirm-template";

const positive = (v: string | null) => (v && /^\d{1,10}$/.test(v) && Number(v) > 0 ? Number(v) : 0);

/** Reads `seckillSkuId` and `count` from the address; the server checks both again. */
export function SeckillConfirmFromQuery() {
  const q = useSearchParams();
  return (
    <SeckillConfirmTemplate seckillSkuId={positive(q.get("seckillSkuId"))} count={positive(q.get("count")) || 1} />
  );
}
