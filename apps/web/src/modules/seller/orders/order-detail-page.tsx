"use client";

import type { MerchantOrderDetail } from "@souk/contract";
import { Button, Card, Descriptions, Image, Result, Spin, Table, Tag, Timeline } from "antd";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ApiError } from "@/lib/api/api-error";
import { useConsole } from "@/console/shell/console-context";
import { LoadError } from "@/console/table/query-states";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { Link } from "@/i18n/navigation";
import { mediaUrl } from "@/lib/media/media-url";
import { orderInfo } from "../api/endpoints";
import { ShipDialog } from "./ship-dialog";

type Line = MerchantOrderDetail["items"][number];
type ReduceKey =
  | "activityReduce"
  | "shopDiscountReduce"
  | "shopCouponReduce"
  | "platformCouponReduce"
  | "pointsReduce"
  | "memberReduce";
const yuan = (v: number) => `¥${v.toFixed(2)}`;
/** The timeline's events (the contract's `event`), each with its own text. */
const ORDER_EVENTS = ["submitted", "paid", "shipped", "received", "evaluated", "canceled"] as const;
type OrderEvent = (typeof ORDER_EVENTS)[number];
const isOrderEvent = (e: string): e is OrderEvent => (ORDER_EVENTS as readonly string[]).includes(e);

/**
 * /seller/orders/{orderNumber}: the order as the shop fulfils it — lines, every reduction
 * (activity, shop discount, coupons, points, member), freight, address, the buyer's note, payment,
 * logistics and its history; a paid order ships from here. Another shop's order is "not found".
 */
export function OrderDetailPage({ orderNumber }: { orderNumber: string }) {
  const t = useTranslations("seller.orders");
  const td = useTranslations("seller.orderDetail");
  const { client } = useConsole();
  const q = useConsoleQuery(`order:${orderNumber}`, (signal) => client.call(orderInfo(orderNumber), { signal }));
  const [shipping, setShipping] = useState(false);
  const back = <Link href="/seller/orders">{td("back")}</Link>;
  if (q.error instanceof ApiError && q.error.code === "A03000") {
    return <Result status="404" title={td("notFound")} extra={back} />;
  }
  if (q.error) return <LoadError error={q.error} onRetry={q.reload} />;
  const o = q.data;
  if (!o) return <Spin />;
  const a = o.userAddr;
  const reductions: [ReduceKey, number | undefined][] = [
    ["activityReduce", o.activityReduce],
    ["shopDiscountReduce", o.shopDiscountReduce],
    ["shopCouponReduce", o.shopCouponReduce],
    ["platformCouponReduce", o.platformCouponReduce],
    ["pointsReduce", o.pointsReduce],
    ["memberReduce", o.memberReduce],
  ];
  return (
    <div className="flex flex-col gap-4" data-testid="order-detail">
      <Card
        title={
          <h1 className="text-base">
            {td("title", { orderNumber: o.orderNumber })} <Tag data-testid="order-status">{t(`state.${o.status}`)}</Tag>
          </h1>
        }
        extra={
          <span className="flex items-center gap-3">
            {back}
            {o.status === 2 ? (
              <Button type="primary" onClick={() => setShipping(true)} data-testid="order-ship">
                {t("ship")}
              </Button>
            ) : null}
          </span>
        }
      >
        <Table<Line>
          rowKey={(l) => `${l.skuId}`}
          size="small"
          pagination={false}
          dataSource={o.items}
          columns={[
            {
              title: t("goods"),
              render: (_, l) => (
                <span className="flex items-center gap-2">
                  <Image src={mediaUrl(l.pic)} alt="" width={40} height={40} preview={false} />
                  <span>
                    {l.prodName}
                    <br />
                    <span className="text-gray-600">{l.skuName}</span>
                  </span>
                </span>
              ),
            },
            { title: td("price"), dataIndex: "price", render: yuan },
            { title: td("count"), dataIndex: "count" },
            { title: td("lineTotal"), dataIndex: "productTotalAmount", render: yuan },
            { title: td("linePaid"), dataIndex: "actualTotal", render: yuan },
          ]}
        />
      </Card>
      <Card title={<h2 className="text-base">{td("amounts")}</h2>}>
        <Descriptions size="small" column={2} bordered>
          <Descriptions.Item label={t("goodsTotal")}>{yuan(o.total)}</Descriptions.Item>
          <Descriptions.Item label={t("freight")}>{yuan(o.transfee)}</Descriptions.Item>
          {reductions.map(([key, v]) =>
            v ? (
              <Descriptions.Item key={key} label={td(`reduce.${key}`)}>
                -{yuan(v)}
              </Descriptions.Item>
            ) : null,
          )}
          <Descriptions.Item label={t("reductions")}>-{yuan(o.reduceAmount)}</Descriptions.Item>
          <Descriptions.Item label={t("paid")}>
            <strong data-testid="order-paid">{yuan(o.actualTotal)}</strong>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={<h2 className="text-base">{td("buyerAndDelivery")}</h2>}>
        <Descriptions size="small" column={2} bordered>
          <Descriptions.Item label={td("buyerMobile")}>{o.buyerMobile || "—"}</Descriptions.Item>
          <Descriptions.Item label={t("created")}>{o.createTime}</Descriptions.Item>
          <Descriptions.Item label={t("address")} span={2}>
            {a.receiver} {a.mobile} {a.province}
            {a.city}
            {a.area}
            {a.addr}
          </Descriptions.Item>
          <Descriptions.Item label={t("note")} span={2}>
            {o.remarks || "—"}
          </Descriptions.Item>
          <Descriptions.Item label={td("payment")}>
            {o.payTime ? `${o.payTypeName ?? ""} ${o.payTime}` : td("unpaid")}
          </Descriptions.Item>
          <Descriptions.Item label={t("logistics")}>
            <span data-testid="order-logistics">
              {o.logistics
                ? `${o.logistics.carrier} ${o.logistics.trackingNumber} (${o.logistics.deliveryTime})`
                : t("notShipped")}
            </span>
          </Descriptions.Item>
          {o.autoReceiptTime ? (
            <Descriptions.Item label={td("autoReceipt")} span={2}>
              {o.autoReceiptTime}
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      </Card>
      <Card title={<h2 className="text-base">{td("history")}</h2>}>
        <Timeline
          items={o.timeline.map((e) => ({
            content: `${e.time} ${isOrderEvent(e.event) ? td(`event.${e.event}`) : e.label}`,
          }))}
        />
      </Card>
      <ShipDialog
        orderNumber={shipping ? o.orderNumber : null}
        onClose={(shipped) => {
          setShipping(false);
          if (shipped) q.reload();
        }}
      />
    </div>
  );
}
