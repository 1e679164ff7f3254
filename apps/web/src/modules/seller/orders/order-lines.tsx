"use client";

import { Descriptions, Image, List } from "antd";
import { useTranslations } from "next-intl";
import { mediaUrl } from "@/lib/media/media-url";
import type { MerchantOrder } from "../api/endpoints";

/** An order's detail: its lines, amounts (freight, reductions), address, buyer's note and logistics. */
export function OrderLines({ order }: { order: MerchantOrder }) {
  const t = useTranslations("seller.orders");
  const a = order.userAddr;
  return (
    <div className="flex flex-col gap-3" data-testid={`order-detail-${order.orderNumber}`}>
      <List
        size="small"
        dataSource={order.items}
        renderItem={(line) => (
          <List.Item>
            <List.Item.Meta
              avatar={<Image src={mediaUrl(line.pic)} alt="" width={40} height={40} preview={false} />}
              title={line.prodName}
              description={line.skuName}
            />
            <span>
              ¥{line.price.toFixed(2)} × {line.count}
            </span>
          </List.Item>
        )}
      />
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label={t("goodsTotal")}>¥{order.total.toFixed(2)}</Descriptions.Item>
        <Descriptions.Item label={t("freight")}>¥{order.transfee.toFixed(2)}</Descriptions.Item>
        <Descriptions.Item label={t("reductions")}>-¥{order.reduceAmount.toFixed(2)}</Descriptions.Item>
        <Descriptions.Item label={t("paid")}>¥{order.actualTotal.toFixed(2)}</Descriptions.Item>
        <Descriptions.Item label={t("address")} span={2}>
          {a.receiver} {a.mobile} {a.province}
          {a.city}
          {a.area}
          {a.addr}
        </Descriptions.Item>
        <Descriptions.Item label={t("note")} span={2}>
          {order.remarks || "—"}
        </Descriptions.Item>
        <Descriptions.Item label={t("logistics")} span={2}>
          {order.carrier ? `${order.carrier} ${order.trackingNumber ?? ""}` : t("notShipped")}
        </Descriptions.Item>
      </Descriptions>
    </div>
  );
}
