"use client";

import { Drawer } from "antd";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Link } from "@/i18n/navigation";
import { RefundDetailView } from "./refund-detail";

/** One application in a drawer over the list (the same view as its own page, which it links to). */
export function RefundDrawer({ refundSn, onClose }: { refundSn: string | null; onClose(changed: boolean): void }) {
  const t = useTranslations("seller.refunds");
  const tp = useTranslations("seller.refundPage");
  const [changed, setChanged] = useState(false);
  return (
    <Drawer
      open={refundSn !== null}
      size={640}
      title={t("detailTitle", { refundSn: refundSn ?? "" })}
      extra={refundSn ? <Link href={`/seller/refunds/${refundSn}`}>{tp("openPage")}</Link> : null}
      onClose={() => {
        onClose(changed);
        setChanged(false);
      }}
      destroyOnHidden
    >
      {refundSn ? <RefundDetailView refundSn={refundSn} onChanged={() => setChanged(true)} /> : null}
    </Drawer>
  );
}
