"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Container } from "@/components/ui/container";
import { Pager } from "@/components/ui/pager";
import { groupActivityPageEndpoint } from "@/lib/api/endpoints/groupbuy";
import { useApiData } from "@/lib/hooks/use-api-data";
import { useMounted } from "@/lib/hooks/use-mounted";
import { GroupCard } from "../components/group-card";

const SIZE = 12;

/** /group-buy (header tab type 3): the running group-buy activities — live (open groups, time left on server time). */
export function GroupBuyTemplate() {
  const t = useTranslations("groupBuy");
  const mounted = useMounted();
  return (
    <Container className="py-5" data-testid="group-buy">
      <div className="mb-4 bg-gradient-to-r from-[#e4393c] to-[#ff9f43] px-8 py-6 text-white">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="mt-1 text-sm opacity-90">{t("intro")}</p>
      </div>
      {mounted ? <List /> : <div className="h-[520px] bg-white" aria-hidden />}
    </Container>
  );
}

function List() {
  const t = useTranslations("groupBuy");
  const [current, setCurrent] = useState(1);
  const page = useApiData(() => groupActivityPageEndpoint(current, SIZE), String(current));
  if (page.status === "ready" && page.data?.records.length === 0)
    return <p className="bg-white py-16 text-center text-sm text-muted">{t("none")}</p>;
  return (
    <section className="bg-white px-6 py-4" data-testid="group-list">
      <div className="grid grid-cols-2 gap-4 max-md:grid-cols-1">
        {page.data?.records.map((a) => (
          <GroupCard key={a.groupActivityId} a={a} />
        ))}
      </div>
      <Pager current={current} pages={page.data?.pages ?? 0} onChange={setCurrent} />
    </section>
  );
}
