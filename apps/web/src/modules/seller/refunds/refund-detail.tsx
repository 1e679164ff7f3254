"use client";

import { merchantRefuseBody, RefundStatus } from "@souk/contract";
import { Button, Checkbox, Descriptions, Form, Input, Space, Spin, Timeline } from "antd";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useZodRule } from "@/console/forms/zod-rule";
import { useConsole } from "@/console/shell/console-context";
import { LoadError } from "@/console/table/query-states";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { Link } from "@/i18n/navigation";
import { acceptRefund, receiveReturn, refundDetail, refuseRefund } from "../api/endpoints";
import { ProofImage } from "./proof-image";
import { useRefundAction } from "./use-refund-actions";

/** The result line of a status that is not "refunded" (message keys of seller.refundPage). */
const RESULT: Partial<Record<number, "refunding" | "refused" | "closed">> = {
  [RefundStatus.REFUNDING]: "refunding",
  [RefundStatus.REFUSED]: "refused",
  [RefundStatus.CLOSED]: "closed",
};

/**
 * One application as the shop decides it: what the buyer asked and why (with the proof photos),
 * where the goods go back, its history and result; accept, refuse with a reason, or confirm the
 * returned goods (restocked or not). Shown in the list's drawer and on /seller/refunds/{refundSn}.
 */
export function RefundDetailView({ refundSn, onChanged }: { refundSn: string; onChanged?(): void }) {
  const t = useTranslations("seller.refunds");
  const tp = useTranslations("seller.refundPage");
  const { client } = useConsole();
  const q = useConsoleQuery(`refund:${refundSn}`, (signal) => client.call(refundDetail(refundSn), { signal }));
  const action = useRefundAction(() => {
    onChanged?.();
    q.reload();
  });
  const rule = useZodRule();
  const [restock, setRestock] = useState(true);
  const d = q.data;
  if (q.error) return <LoadError error={q.error} onRetry={q.reload} />;
  if (!d) return <Spin />;
  return (
    <div className="flex flex-col gap-4" data-testid="refund-detail">
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t("state")}>
          <span data-testid="refund-state">{d.statusText}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t("orderNumber")}>
          <Link href={`/seller/orders/${d.orderNumber}`}>{d.orderNumber}</Link>
        </Descriptions.Item>
        <Descriptions.Item label={t("type")}>{t(`applyType.${d.applyType}`)}</Descriptions.Item>
        <Descriptions.Item label={t("goods")}>
          {d.item.prodName} {d.item.skuName} ×{d.refundCount}
        </Descriptions.Item>
        <Descriptions.Item label={t("amount")}>¥{d.refundAmount.toFixed(2)}</Descriptions.Item>
        <Descriptions.Item label={t("reason")}>
          {d.buyerReasonText}
          {d.buyerDesc ? `: ${d.buyerDesc}` : ""}
        </Descriptions.Item>
        <Descriptions.Item label={t("applied")}>{d.applyTime}</Descriptions.Item>
        {d.deadline ? <Descriptions.Item label={tp("deadline")}>{d.deadline}</Descriptions.Item> : null}
        {d.applyType === 2 ? (
          <Descriptions.Item label={tp("returnAddress")}>
            {d.returnAddress.receiver} {d.returnAddress.mobile} {d.returnAddress.addr}
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t("logistics")}>
          {d.carrier ? `${d.carrier} ${d.trackingNumber ?? ""}` : "—"}
        </Descriptions.Item>
        {d.rejectMessage ? <Descriptions.Item label={t("refuseReason")}>{d.rejectMessage}</Descriptions.Item> : null}
        <Descriptions.Item label={tp("result")}>
          <span data-testid="refund-result">
            {d.status === RefundStatus.SUCCESS
              ? tp("refunded", { amount: d.refundAmount.toFixed(2) })
              : tp(RESULT[d.status] ?? "pending")}
          </span>
        </Descriptions.Item>
      </Descriptions>
      {d.proofUrls.length ? (
        <Space wrap aria-label={t("proofs")}>
          {d.proofUrls.map((u, i) => (
            <ProofImage key={u} url={u} alt={t("proofN", { n: i + 1 })} />
          ))}
        </Space>
      ) : null}
      <Timeline
        items={d.timeline.map((e) => ({
          content: `${e.time} ${e.text}${e.message ? `: ${e.message}` : ""}`,
        }))}
      />
      {d.status === RefundStatus.APPLIED ? (
        <Form
          layout="vertical"
          onFinish={(v: { reason: string }) => action.run(refuseRefund(d.refundSn, v.reason.trim()))}
        >
          <Button type="primary" loading={action.busy} onClick={() => action.run(acceptRefund(d.refundSn))}>
            {t("accept")}
          </Button>
          <Form.Item
            name="reason"
            label={t("refuseReason")}
            rules={[rule(merchantRefuseBody.shape.reason)]}
            className="!mt-4"
          >
            <Input.TextArea rows={2} />
          </Form.Item>
          {/* Solid: antd's outlined danger button is below AA contrast on white. */}
          <Button type="primary" danger htmlType="submit" loading={action.busy}>
            {t("refuse")}
          </Button>
        </Form>
      ) : null}
      {d.status === RefundStatus.SHIPPED ? (
        <Space>
          <Checkbox checked={restock} onChange={(e) => setRestock(e.target.checked)}>
            {t("restock")}
          </Checkbox>
          <Button type="primary" loading={action.busy} onClick={() => action.run(receiveReturn(d.refundSn, restock))}>
            {t("receive")}
          </Button>
        </Space>
      ) : null}
    </div>
  );
}
