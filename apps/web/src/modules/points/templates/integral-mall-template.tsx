"use client";

import { Coins } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Container } from "@/components/ui/container";
import { Pager } from "@/components/ui/pager";
import { EmptyState } from "@/components/ui/panel";
import { Link } from "@/i18n/navigation";
import { pointsInfoEndpoint, pointsMallEndpoint } from "@/lib/api/endpoints/points";
import { useApiData } from "@/lib/hooks/use-api-data";
import { useMounted } from "@/lib/hooks/use-mounted";
import { useAccount } from "@/lib/session/account-context";
import { PointsProductCard } from "../components/points-product-card";

const PAGE_SIZE = 20;

/** /member-center/integral-mall: what points buy; a signed-in buyer sees their points on top. */
export function IntegralMallTemplate() {
  const t = useTranslations("points");
  const [current, setCurrent] = useState(1);
  const list = useApiData(() => pointsMallEndpoint(current, PAGE_SIZE), `points-mall-${current}`);
  return (
    <Container className="py-5" data-testid="integral-mall">
      <div className="mb-4 flex items-center gap-4 bg-gradient-to-r from-[#e4393c] to-[#ff7a45] px-6 py-6 text-white">
        <Coins size={36} aria-hidden />
        <div>
          <h1 className="text-xl font-semibold">{t("mallTitle")}</h1>
          <p className="text-xs opacity-90">{t("mallHint")}</p>
        </div>
        <MyPoints />
      </div>
      {list.status === "ready" && list.data.total === 0 ? (
        <EmptyState testId="integral-mall-empty">{t("mallEmpty")}</EmptyState>
      ) : (
        <ul className="grid grid-cols-5 gap-3 max-md:grid-cols-2 max-md:gap-2">
          {list.data?.records.map((p) => (
            <PointsProductCard key={p.prodId} p={p} />
          ))}
        </ul>
      )}
      <Pager current={current} pages={list.data?.pages ?? 0} onChange={setCurrent} />
    </Container>
  );
}

function MyPoints() {
  const t = useTranslations("points");
  const mounted = useMounted();
  const { loggedIn } = useAccount();
  if (!mounted || !loggedIn) return null;
  return <MyPointsLoaded label={t("myPoints")} link={t("toHistory")} />;
}

function MyPointsLoaded({ label, link }: { label: string; link: string }) {
  const info = useApiData(pointsInfoEndpoint, "points-info");
  return (
    <p className="ml-auto text-sm">
      {label} <strong data-testid="integral-mall-my-points">{info.data?.points ?? "—"}</strong>
      <Link href="/user-center?currentPage=uc-integral" className="ml-3 text-xs underline">
        {link}
      </Link>
    </p>
  );
}
