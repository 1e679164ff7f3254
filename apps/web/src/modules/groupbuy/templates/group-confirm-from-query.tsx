"use client";

import { useSearchParams } from "next/navigation";
import { GroupConfirmTemplate } from "./group-confirm-template";

const positive = (v: string | null) => (v && /^\d{1,10}$/.test(v) && Number(v) > 0 ? Number(v) : 0);

/** Reads `groupSkuId`, `count` and `groupTeamId` (0: start a group) from the address; the server checks them again. */
export function GroupConfirmFromQuery() {
  const q = useSearchParams();
  return (
    <GroupConfirmTemplate
      groupSkuId={positive(q.get("groupSkuId"))}
      count={positive(q.get("count")) || 1}
      groupTeamId={positive(q.get("groupTeamId"))}
    />
  );
}
