"use client";

import type { ShopStatusNotice } from "@souk/contract";
import { Alert } from "antd";
import { useTranslations } from "next-intl";
import { useConsole } from "@/console/shell/console-context";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { endpoint } from "@/lib/api/endpoint";

const statusNotice = () => endpoint<ShopStatusNotice>("GET", "/m/shop/status-notice");

/**
 * Above every seller-center page while the shop is not open (taken offline, suspended, not yet
 * open): its state and the platform's reason. After the platform puts it back (online,
 * reinstated) the reason stays as closable information, so the owner learns why.
 */
export function ShopStatusBanner() {
  const t = useTranslations("seller.shopStatus");
  const { session, client } = useConsole();
  const q = useConsoleQuery(`status-notice:${session.staffId}`, (signal) => client.call(statusNotice(), { signal }));
  const n = q.data;
  if (!n || (n.status === 1 && !n.reason)) return null;
  const open = n.status === 1;
  return (
    <Alert
      className="mb-4"
      type={open ? "info" : n.status === 0 ? "error" : "warning"}
      showIcon
      closable={open}
      message={
        open ? t("backOpen", { action: t(`action.${n.action ?? "online"}`) }) : t("notOpen", { state: n.statusText })
      }
      description={
        n.reason ? (
          <span data-testid="shop-status-reason">
            {t("reason")}: {n.reason}
            {n.reasonTime ? <span className="ml-2 text-xs text-gray-500">{n.reasonTime}</span> : null}
          </span>
        ) : (
          t("noReason")
        )
      }
      data-testid="shop-status-banner"
    />
  );
}
