"use client";

import clsx from "clsx";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Container } from "@/components/ui/container";
import { seckillPageEndpoint, seckillSessionsEndpoint } from "@/lib/api/endpoints/seckill";
import { useMounted } from "@/lib/hooks/use-mounted";
import { Countdown } from "@/modules/discount";
import { Pager } from "@/components/ui/pager";
import { useApiData } from "@/lib/hooks/use-api-data";
import { SeckillCard } from "../components/seckill-card";

const SIZE = 12;

/** /flash-sale (header tab type 4): session tabs, then the session's flash sales — live, states on server time. */
export function FlashSaleTemplate() {
  const mounted = useMounted();
  return (
    <Container className="py-5" data-testid="flash-sale">
      {mounted ? <Sessions /> : <div className="h-[520px] bg-white" aria-hidden />}
    </Container>
  );
}

function Sessions() {
  const t = useTranslations("seckill");
  const sessions = useApiData(() => seckillSessionsEndpoint(), "sessions");
  const [chosen, setChosen] = useState<number | null>(null);
  const list = sessions.data ?? [];
  const session = chosen ?? list[0]?.session;
  return (
    <>
      <div className="mb-4 bg-gradient-to-r from-[#cf2a2d] to-[#ff6a3d] px-8 py-6 text-white">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="mt-1 text-sm opacity-90">{t("intro")}</p>
      </div>
      {sessions.status === "ready" && list.length === 0 ? (
        <p className="bg-white py-16 text-center text-sm text-muted">{t("none")}</p>
      ) : (
        <div role="tablist" aria-label={t("sessions")} className="mb-4 flex bg-white">
          {list.map((s) => (
            <button
              key={s.session}
              type="button"
              role="tab"
              aria-selected={s.session === session}
              onClick={() => setChosen(s.session)}
              className={clsx(
                "flex flex-1 flex-col items-center py-3",
                s.session === session ? "bg-brand text-white" : "text-ink hover:bg-page",
              )}
              data-testid="seckill-session"
            >
              <span className="text-lg font-semibold tabular-nums">{s.startTime.slice(11, 16)}</span>
              <span className="text-xs">
                {s.state === 2 ? t("sessionRunning") : t("sessionUpcoming")} ·{" "}
                {s.state === 2 ? (
                  <Countdown seconds={s.expiresIn} kind="ends" />
                ) : (
                  <Countdown seconds={s.startIn} kind="starts" />
                )}
              </span>
            </button>
          ))}
        </div>
      )}
      {session ? <SessionList session={session} /> : null}
    </>
  );
}

function SessionList({ session }: { session: number }) {
  const [current, setCurrent] = useState(1);
  const page = useApiData(() => seckillPageEndpoint(session, current, SIZE), `${session}-${current}`);
  return (
    <section className="bg-white px-6 py-4" data-testid="seckill-list">
      <div className="grid grid-cols-2 gap-4 max-md:grid-cols-1">
        {page.data?.records.map((s) => (
          <SeckillCard key={s.seckillId} s={s} />
        ))}
      </div>
      <Pager current={current} pages={page.data?.pages ?? 0} onChange={setCurrent} />
    </section>
  );
}
