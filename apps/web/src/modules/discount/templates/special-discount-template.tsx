"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Container } from "@/components/ui/container";
import { discountListEndpoint } from "@/lib/api/endpoints/discount";
import { useMounted } from "@/lib/hooks/use-mounted";
import { Pager } from "@/components/ui/pager";
import { useApiData } from "@/lib/hooks/use-api-data";
import { DiscountCard } from "../components/discount-card";

const SIZE = 12;

/** /special-discount (header tab type 2): running then upcoming activities, live, with countdowns on server time. */
export function SpecialDiscountTemplate() {
  const mounted = useMounted();
  return (
    <Container className="py-5" data-testid="special-discount">
      {mounted ? <Lists /> : <div className="h-[520px] bg-white" aria-hidden />}
    </Container>
  );
}

function Lists() {
  const t = useTranslations("discount");
  return (
    <>
      <div className="mb-4 bg-gradient-to-r from-brand to-[#ff6a3d] px-8 py-6 text-white">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="mt-1 text-sm opacity-90">{t("intro")}</p>
      </div>
      <Section state={1} title={t("running")} testId="discounts-running" />
      <Section state={0} title={t("upcoming")} testId="discounts-upcoming" />
    </>
  );
}

function Section({ state, title, testId }: { state: 0 | 1; title: string; testId: string }) {
  const t = useTranslations("discount");
  const [current, setCurrent] = useState(1);
  const list = useApiData(() => discountListEndpoint(state, current, SIZE), `${state}-${current}`);
  return (
    <section className="mb-5 bg-white px-6 py-4" data-testid={testId}>
      <h2 className="mb-3 text-base font-semibold text-ink">{title}</h2>
      {list.status === "ready" && list.data.total === 0 ? (
        <p className="py-10 text-center text-sm text-muted">{t("none")}</p>
      ) : (
        <div className="grid grid-cols-3 gap-4">
          {list.data?.records.map((d) => (
            <DiscountCard key={d.discountId} d={d} />
          ))}
        </div>
      )}
      <Pager current={current} pages={list.data?.pages ?? 0} onChange={setCurrent} />
    </section>
  );
}
