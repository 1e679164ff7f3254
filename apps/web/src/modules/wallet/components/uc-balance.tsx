"use client";

import clsx from "clsx";
import { Wallet } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { Link } from "@/i18n/navigation";
import { balanceEndpoint, balanceLogEndpoint } from "@/lib/api/endpoints/wallet";
import { formatPrice } from "@/lib/money/price";
import { Pager } from "@/components/ui/pager";
import { EmptyState, Panel } from "@/components/ui/panel";
import { useApiData } from "@/lib/hooks/use-api-data";
import { signedYuan } from "../lib/signed";
import { RechargePanel } from "./recharge-panel";

const PAGE_SIZE = 10;

/** uc-balance: the wallet balance and its ledger (every movement is a row). */
export function UcBalancePage() {
  const t = useTranslations("balance");
  const tu = useTranslations("userCenter");
  const [current, setCurrent] = useState(1);
  const balance = useApiData(balanceEndpoint, "balance");
  const log = useApiData(() => balanceLogEndpoint(current, PAGE_SIZE), `balance-log-${current}`);
  const { reload: reloadBalance } = balance;
  const { reload: reloadLog } = log;
  const onPaid = useCallback(() => {
    reloadBalance();
    setCurrent(1);
    reloadLog();
  }, [reloadBalance, reloadLog]);
  return (
    <Panel title={tu("pages.uc-balance")} testId="uc-balance">
      <div className="mb-5 flex items-center gap-4 bg-gradient-to-r from-[#fff4e8] to-white px-6 py-5">
        <Wallet size={40} className="text-[#f08300]" aria-hidden />
        <div>
          <p className="text-xs text-subtle">{t("available")}</p>
          <p className="text-2xl font-semibold text-brand" data-testid="uc-balance-amount">
            ¥{balance.data ? formatPrice(balance.data.balance) || "0.00" : "—"}
          </p>
        </div>
        <p className="ml-auto max-w-[360px] text-xs text-muted">{t("hint")}</p>
      </div>
      <RechargePanel onPaid={onPaid} />
      <h2 className="mb-2 text-sm font-semibold text-ink">{t("ledger")}</h2>
      {log.status === "ready" && log.data.total === 0 ? (
        <EmptyState testId="uc-balance-empty">{t("empty")}</EmptyState>
      ) : (
        <div className="max-md:overflow-x-auto">
          <table className="w-full text-xs" data-testid="uc-balance-log">
            <thead>
              <tr className="bg-page text-subtle">
                <th scope="col" className="px-3 py-2 text-left font-normal">
                  {t("time")}
                </th>
                <th scope="col" className="px-3 py-2 text-left font-normal">
                  {t("reason")}
                </th>
                <th scope="col" className="px-3 py-2 text-left font-normal">
                  {t("reference")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-normal">
                  {t("amount")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-normal">
                  {t("after")}
                </th>
              </tr>
            </thead>
            <tbody>
              {log.data?.records.map((r) => (
                <tr key={r.logId} className="border-b border-line" data-testid="uc-balance-row">
                  <td className="px-3 py-2.5 text-subtle">{r.createTime}</td>
                  <td className="px-3 py-2.5 text-ink">
                    {r.reasonText}
                    {r.note ? <span className="block text-subtle">{r.note}</span> : null}
                  </td>
                  <td className="px-3 py-2.5 text-subtle">
                    {r.refType === "order" ? (
                      <Link href={`/order-detail?orderNumber=${r.refId}`} className="hover:text-brand">
                        {r.refId}
                      </Link>
                    ) : r.refType === "refund" ? (
                      <Link href={`/return-detail?refundSn=${r.refId}`} className="hover:text-brand">
                        {r.refId}
                      </Link>
                    ) : r.refType === "trade" ? (
                      t("payNo", { payNo: r.refId })
                    ) : r.refType === "recharge" ? (
                      t("recharge", { no: r.refId })
                    ) : (
                      "—"
                    )}
                  </td>
                  <td
                    className={clsx(
                      "px-3 py-2.5 text-right font-semibold",
                      r.amount < 0 ? "text-ink" : "text-[#2a7a3b]",
                    )}
                  >
                    {signedYuan(r.amount)}
                  </td>
                  <td className="px-3 py-2.5 text-right text-subtle">{formatPrice(r.balanceAfter) || "0.00"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager current={current} pages={log.data?.pages ?? 0} onChange={setCurrent} />
    </Panel>
  );
}
