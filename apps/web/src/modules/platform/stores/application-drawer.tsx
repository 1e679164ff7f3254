"use client";

import { shopRejectBody, SHOP_AUDIT_STATUS } from "@souk/contract";
import { Alert, App, Avatar, Button, Descriptions, Drawer, Space, Tag, type ButtonProps } from "antd";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessages } from "@/console/api/console-client";
import { useConsole } from "@/console/shell/console-context";
import { LoadError } from "@/console/table/query-states";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { mediaUrl } from "@/lib/media/media-url";
import { applicationDetail, approveApplication, rejectApplication } from "./endpoints";
import { PrivateDoc } from "./private-doc";
import { ReasonDialog } from "./reason-dialog";

export const AUDIT_COLOR: Record<number, string> = { 0: "processing", 1: "success", [-1]: "error" };

/**
 * One application with every field and its three documents; approve (the shop opens) or refuse
 * with the reason the applicant reads on the storefront (they edit and resubmit).
 */
export function ApplicationDrawer({ applyId, onClose }: { applyId: number; onClose(changed: boolean): void }) {
  const t = useTranslations("platform.stores.applications");
  const { client } = useConsole();
  const { message, modal } = App.useApp();
  const [refusing, setRefusing] = useState(false);
  const q = useConsoleQuery(`application:${applyId}`, (signal) => client.call(applicationDetail(applyId), { signal }));
  const a = q.data;
  const approve = () =>
    modal.confirm({
      title: t("approveTitle", { name: a?.shopName ?? "" }),
      content: t("approveHint"),
      okText: t("approve"),
      okButtonProps: { "data-testid": "approve-ok" } as ButtonProps,
      onOk: async () => {
        try {
          const r = await client.call(approveApplication(applyId));
          message.success(t("approved", { shopId: r.shopId }));
          onClose(true);
        } catch (e) {
          message.error(errorMessages(e)?.join(" ") ?? t("failed"));
        }
      },
    });
  const refuse = async (reason: string) => {
    await client.call(rejectApplication(applyId, reason));
    message.success(t("refused"));
    setRefusing(false);
    onClose(true);
  };
  const pending = a?.auditStatus === SHOP_AUDIT_STATUS.pending;
  return (
    <Drawer
      open
      onClose={() => onClose(false)}
      width={720}
      title={a ? `${t("detailTitle")} · ${a.shopName}` : t("detailTitle")}
      destroyOnHidden
      extra={
        pending ? (
          <Space>
            <Button danger onClick={() => setRefusing(true)} data-testid="application-refuse">
              {t("refuse")}
            </Button>
            <Button type="primary" onClick={approve} data-testid="application-approve">
              {t("approve")}
            </Button>
          </Space>
        ) : null
      }
    >
      {q.error ? (
        <LoadError error={q.error} onRetry={q.reload} />
      ) : !a ? null : (
        <div className="flex flex-col gap-4" data-testid="application-detail">
          {a.auditStatus === SHOP_AUDIT_STATUS.rejected && a.reason ? (
            <Alert type="error" showIcon message={t("refusedBecause")} description={a.reason} />
          ) : null}
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={t("shopName")} span={2}>
              <Space>
                <Avatar shape="square" src={a.shopLogo ? mediaUrl(a.shopLogo) : undefined}>
                  {a.shopName.slice(0, 1)}
                </Avatar>
                {a.shopName}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t("status")}>
              <Tag color={AUDIT_COLOR[a.auditStatus]}>{a.statusText}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t("applyId")}>{a.applyId}</Descriptions.Item>
            <Descriptions.Item label={t("contactMobile")}>{a.mobile}</Descriptions.Item>
            <Descriptions.Item label={t("applicant")}>
              {a.userMobile ?? "—"} (#{a.userId})
            </Descriptions.Item>
            <Descriptions.Item label={t("region")} span={2}>
              {a.province} {a.city} {a.area}
            </Descriptions.Item>
            <Descriptions.Item label={t("addr")} span={2}>
              {a.addr}
            </Descriptions.Item>
            <Descriptions.Item label={t("intro")} span={2}>
              <span className="whitespace-pre-wrap">{a.intro}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t("createTime")}>{a.createTime}</Descriptions.Item>
            <Descriptions.Item label={t("updateTime")}>{a.updateTime}</Descriptions.Item>
            {a.shopId ? (
              <Descriptions.Item label={t("shopId")} span={2}>
                {a.shopId}
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          <div>
            <h3 className="mb-2 text-sm font-medium">{t("documents")}</h3>
            <p className="mb-3 text-xs text-gray-500">{t("documentsHint")}</p>
            <Space size="large" wrap>
              <PrivateDoc path={a.businessLicense} label={t("businessLicense")} />
              <PrivateDoc path={a.identityCardFront} label={t("idFront")} />
              <PrivateDoc path={a.identityCardLater} label={t("idBack")} />
            </Space>
          </div>
        </div>
      )}
      <ReasonDialog
        open={refusing}
        title={t("refuseTitle", { name: a?.shopName ?? "" })}
        intro={t("refuseHint")}
        label={t("refuseReason")}
        okText={t("refuse")}
        danger
        schema={shopRejectBody.shape.reason}
        onSubmit={refuse}
        onClose={() => setRefusing(false)}
        testId="refuse-dialog"
      />
    </Drawer>
  );
}
