"use client";

import { Card } from "antd";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { RefundDetailView } from "./refund-detail";

/** /seller/refunds/{refundSn}: one after-sales application of the shop on its own page. */
export function RefundDetailPage({ refundSn }: { refundSn: string }) {
  const t = useTranslations("seller.refunds");
  const tp = useTranslations("seller.refundPage");
  return (
    <Card
      title={<h1 className="text-base">{t("detailTitle", { refundSn })}</h1>}
      extra={<Link href="/seller/refunds">{tp("back")}</Link>}
    >
      <RefundDetailView refundSn={refundSn} />
    </Card>
  );
}
