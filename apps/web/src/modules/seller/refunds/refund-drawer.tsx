"use client";

import { merchantRefuseBody, RefundStatus } from "@souk/contract";
import { Button, Checkbox, Descriptions, Drawer, Form, Input, Space, Spin, Timeline } from "antd";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useZodRule } from "@/console/forms/zod-rule";
import { useConsole } from "@/console/shell/console-context";
import { LoadError } from "@/console/table/query-states";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { acceptRefund, receiveReturn, refundDetail, refuseRefund } from "../api/endpoints";
import { ProofImage } from "./proof-image";
import { useRefundAction } from "./use-refund-actions";

/** One application: what the buyer asked and why (with the proof photos), its history, and the shop's decision. */
export function RefundDrawer({ refundSn, onClose }: { refundSn: string | null; onClose(changed: boolean): void }) {
  const t = useTranslations("seller.refunds");
  const { client } = useConsole();
  const q = useConsoleQuery(`refund:${refundSn}`, (signal) =>
    refundSn ? client.call(refundDetail(refundSn), { signal }) : Promise.resolve(null),
  );
  const [changed, setChanged] = useState(false);
  const action = useRefundAction(() => {
    setChanged(true);
    q.reload();
  });
  const rule = useZodRule();
  const [restock, setRestock] = useState(true);
  const d = q.data;
  return (
    <Drawer
      open={refundSn !== null}
      size={640}
      title={t("detailTitle", { refundSn: refundSn ?? "" })}
      onClose={() => onClose(changed)}
      destroyOnHidden
    >
      {q.error ? <LoadError error={q.error} onRetry={q.reload} /> : null}
      {!d ? (
        q.error ? null : (
          <Spin />
        )
      ) : (
        <div className="flex flex-col gap-4" data-testid="refund-detail">
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t("state")}>{d.statusText}</Descriptions.Item>
            <Descriptions.Item label={t("type")}>{t(`applyType.${d.applyType}`)}</Descriptions.Item>
            <Descriptions.Item label={t("goods")}>
              {d.item.prodName} {d.item.skuName} ×{d.refundCount}
            </Descriptions.Item>
            <Descriptions.Item label={t("amount")}>¥{d.refundAmount.toFixed(2)}</Descriptions.Item>
            <Descriptions.Item label={t("reason")}>
              {d.buyerReasonText}
              {d.buyerDesc ? `: ${d.buyerDesc}` : ""}
            </Descriptions.Item>
            <Descriptions.Item label={t("logistics")}>
              {d.carrier ? `${d.carrier} ${d.trackingNumber ?? ""}` : "—"}
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
              <Button danger htmlType="submit" loading={action.busy}>
                {t("refuse")}
              </Button>
            </Form>
          ) : null}
          {d.status === RefundStatus.SHIPPED ? (
            <Space>
              <Checkbox checked={restock} onChange={(e) => setRestock(e.target.checked)}>
                {t("restock")}
              </Checkbox>
              <Button
                type="primary"
                loading={action.busy}
                onClick={() => action.run(receiveReturn(d.refundSn, restock))}
              >
                {t("receive")}
              </Button>
            </Space>
          ) : null}
        </div>
      )}
    </Drawer>
  );
}
