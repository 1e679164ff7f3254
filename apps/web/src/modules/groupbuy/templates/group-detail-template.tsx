"use client";

import type { GroupActivityDetail } from "@souk/contract";
import clsx from "clsx";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Container } from "@/components/ui/container";
import { Money } from "@/components/ui/money";
import { Thumb } from "@/components/ui/thumbnail";
import { useRouter } from "@/i18n/navigation";
import { groupActivityInfoEndpoint } from "@/lib/api/endpoints/groupbuy";
import { useApiData } from "@/lib/hooks/use-api-data";
import { useMounted } from "@/lib/hooks/use-mounted";
import { Countdown } from "@/modules/discount";
import { TeamRow } from "../components/team-row";
import { LoadFailed } from "@/components/ui/load-failed";

/** /group-buy/{groupActivityId}: the activity live — group price, open groups to join (members, time left), 'start a group'. */
export function GroupDetailTemplate({ groupActivityId }: { groupActivityId: number }) {
  const mounted = useMounted();
  return (
    <Container className="py-5" data-testid="group-detail">
      {mounted ? <Detail groupActivityId={groupActivityId} /> : <div className="h-[480px] bg-white" aria-hidden />}
    </Container>
  );
}

function Detail({ groupActivityId }: { groupActivityId: number }) {
  const t = useTranslations("groupBuy");
  const info = useApiData(() => groupActivityInfoEndpoint(groupActivityId), String(groupActivityId), {
    silent: true,
  });
  if (info.status === "failed")
    return (
      <LoadFailed
        code={info.code}
        onRetry={info.reload}
        notFound={<p className="bg-white py-16 text-center text-sm text-muted">{t("notFound")}</p>}
      />
    );
  if (!info.data) return <div className="h-[480px] bg-white" aria-hidden />;
  return <Loaded a={info.data} />;
}

function Loaded({ a }: { a: GroupActivityDetail }) {
  const t = useTranslations("groupBuy");
  const router = useRouter();
  const [skuId, setSkuId] = useState(a.skus[0]?.groupSkuId ?? 0);
  const [count, setCount] = useState(1);
  const sku = a.skus.find((k) => k.groupSkuId === skuId) ?? a.skus[0];
  const max = Math.max(1, Math.min(a.maxNum, sku?.stock ?? 1));
  const running = a.activityStatus === 2;
  const go = (groupTeamId: number) =>
    router.push(`/group-buy/confirm-order?groupSkuId=${sku!.groupSkuId}&count=${count}&groupTeamId=${groupTeamId}`);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex gap-8 bg-white p-6 max-md:flex-col max-md:gap-4 max-md:p-3">
        <Thumb src={a.pic} size={380} className="max-md:aspect-square max-md:!h-auto max-md:!w-full" />
        <div className="flex flex-1 flex-col gap-4">
          <h1 className="text-xl font-semibold text-ink">{a.prodName}</h1>
          <div className="flex items-center justify-between bg-gradient-to-r from-[#e4393c] to-[#ff9f43] px-5 py-3 text-white">
            <div className="flex items-baseline gap-3">
              <span className="text-sm">{t("groupPrice", { n: a.groupNumber })}</span>
              <span className="text-3xl font-semibold" data-testid="group-price">
                <Money value={sku?.groupPrice ?? a.groupPrice} />
              </span>
              <span className="text-sm line-through opacity-80">
                <Money value={sku?.price ?? a.price} />
              </span>
            </div>
            <div className="text-sm" data-testid="group-state">
              {a.activityStatus === 1 ? <Countdown seconds={a.startIn} kind="starts" /> : null}
              {a.activityStatus === 2 ? <Countdown seconds={a.expiresIn} kind="ends" /> : null}
              {a.activityStatus === 3 ? t("state3") : null}
            </div>
          </div>
          <p className="text-sm text-muted">
            {a.activityName} ·{" "}
            {t("rules", { n: a.groupNumber, hours: Math.round((a.groupValidMinutes / 60) * 10) / 10 })} ·{" "}
            {t("limit", { n: a.maxNum })}
          </p>
          <fieldset className="flex flex-wrap items-center gap-2 text-sm">
            <legend className="mb-2 text-muted">{t("sku")}</legend>
            {a.skus.map((k) => (
              <button
                key={k.groupSkuId}
                type="button"
                aria-pressed={k.groupSkuId === sku?.groupSkuId}
                onClick={() => setSkuId(k.groupSkuId)}
                className={clsx(
                  "border px-3 py-1",
                  k.groupSkuId === sku?.groupSkuId ? "border-brand text-brand" : "border-line text-ink",
                )}
              >
                {k.skuName || t("defaultSku")}
              </button>
            ))}
          </fieldset>
          <label className="flex items-center gap-3 text-sm text-muted">
            {t("quantity")}
            <input
              type="number"
              min={1}
              max={max}
              value={count}
              onChange={(e) => setCount(Math.max(1, Math.min(max, Math.floor(Number(e.target.value) || 1))))}
              className="w-20 border border-line px-2 py-1 text-ink"
              data-testid="group-count"
            />
          </label>
          <p className="text-xs text-subtle">{t("freightNote")}</p>
          <button
            type="button"
            disabled={!running || !sku}
            onClick={() => go(0)}
            className="mt-2 w-60 bg-brand py-3 text-base text-white disabled:bg-line disabled:text-muted"
            data-testid="group-start"
          >
            {running ? t("start") : t(`state${a.activityStatus}`)}
          </button>
        </div>
      </div>
      <section className="bg-white" aria-labelledby="open-groups" data-testid="group-teams">
        <h2 id="open-groups" className="border-b border-line px-4 py-3 text-base font-semibold text-ink">
          {t("joinTitle")}
        </h2>
        {a.teams.length === 0 ? (
          <p className="py-10 text-center text-sm text-muted">{t("noTeams")}</p>
        ) : (
          <ul>
            {a.teams.map((team) => (
              <TeamRow
                key={team.groupTeamId}
                team={team}
                mine={team.groupTeamId === a.myTeamId}
                canJoin={running && !!sku}
                onJoin={() => go(team.groupTeamId)}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
