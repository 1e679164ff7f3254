"use client";

import { pointsProductBody, type PointsProductView } from "@souk/contract";
import {
  Alert,
  App,
  Button,
  Card,
  Drawer,
  Form,
  Image,
  InputNumber,
  Popconfirm,
  Radio,
  Space,
  Tag,
  type TableColumnsType,
} from "antd";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { errorMessages } from "@/console/api/console-client";
import { useZodRule } from "@/console/forms/zod-rule";
import { useConsole } from "@/console/shell/console-context";
import { useServerPage, type PageRequest } from "@/console/table/use-server-page";
import { mediaUrl } from "@/lib/media/media-url";
import { pointsGoods, savePointsGood, type PointsGoodBody } from "./endpoints";
import { ServerTable } from "@/console/table/server-table";

const f = pointsProductBody.shape;

/** The body of a good put back on or taken off the shelf, its other figures unchanged. */
export function shelfBody(p: PointsProductView, status: 0 | 1): PointsGoodBody {
  return { prodId: p.prodId, points: p.points, cash: p.cash, status, seq: p.seq ?? 0 };
}

/**
 * /admin/marketing/points-mall: the points goods (a mall product at a points price, plus cash or
 * not), on or off the shelf; add or edit in a drawer with the API's rules; on/off shelf at once.
 */
export function PlatformPointsMallPage() {
  const t = useTranslations("platform.marketing");
  const tp = useTranslations("platform.marketing.points");
  const { client } = useConsole();
  const { message } = App.useApp();
  const [drawer, setDrawer] = useState<{ editing: PointsProductView | null } | null>(null);
  const page = useServerPage<PointsProductView, Record<string, never>>(
    "platform-points",
    {},
    (req: PageRequest, signal) => client.call(pointsGoods(req), { signal }),
  );
  async function shelf(p: PointsProductView, status: 0 | 1) {
    try {
      await client.call(savePointsGood(shelfBody(p, status)));
      message.success(status === 1 ? tp("onDone") : tp("offDone"));
      page.reload();
    } catch (e) {
      message.error(errorMessages(e)?.join(" ") ?? t("failed"));
    }
  }
  const columns: TableColumnsType<PointsProductView> = [
    {
      title: tp("product"),
      render: (_, p) => (
        <Space>
          {p.pic ? <Image src={mediaUrl(p.pic)} alt="" width={40} height={40} preview={false} /> : null}
          <span>
            {p.prodName}
            <span className="block text-xs text-gray-600">ID {p.prodId}</span>
          </span>
        </Space>
      ),
    },
    { title: tp("points"), dataIndex: "points" },
    { title: tp("cash"), render: (_, p) => (p.cash > 0 ? `¥${p.cash}` : tp("pointsOnly")) },
    { title: tp("price"), render: (_, p) => `¥${p.price}` },
    { title: tp("seq"), render: (_, p) => p.seq ?? 0 },
    {
      title: t("state"),
      render: (_, p) => (p.status === 1 ? <Tag color="#237804">{tp("on")}</Tag> : <Tag>{tp("off")}</Tag>),
    },
    {
      title: t("actions"),
      render: (_, p) => (
        <Space>
          <Button type="link" size="small" onClick={() => setDrawer({ editing: p })}>
            {t("edit")}
          </Button>
          {p.status === 1 ? (
            <Popconfirm
              title={tp("offConfirm")}
              okText={tp("takeOff")}
              cancelText={t("cancel")}
              onConfirm={() => shelf(p, 0)}
            >
              <Button type="link" size="small" danger data-testid={`points-off-${p.prodId}`}>
                {tp("takeOff")}
              </Button>
            </Popconfirm>
          ) : (
            <Button type="link" size="small" onClick={() => void shelf(p, 1)} data-testid={`points-on-${p.prodId}`}>
              {tp("putOn")}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Card
      title={<h1 className="text-base">{tp("title")}</h1>}
      extra={
        <Button type="primary" onClick={() => setDrawer({ editing: null })} data-testid="points-create">
          {tp("create")}
        </Button>
      }
    >
      <p className="mb-4 text-gray-600">{tp("intro")}</p>
      <ServerTable<PointsProductView>
        page={page}
        rowKey="prodId"
        columns={columns}
        data-testid="points-goods"
        emptyText={tp("empty")}
      />
      <PointsDrawer
        open={drawer !== null}
        editing={drawer?.editing ?? null}
        onClose={(saved) => {
          setDrawer(null);
          if (saved) page.reload();
        }}
      />
    </Card>
  );
}

function PointsDrawer({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: PointsProductView | null;
  onClose(saved: boolean): void;
}) {
  const t = useTranslations("platform.marketing");
  const tp = useTranslations("platform.marketing.points");
  const rule = useZodRule();
  const { client } = useConsole();
  const { message } = App.useApp();
  const [form] = Form.useForm<PointsGoodBody>();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      editing ? shelfBody(editing, editing.status === 1 ? 1 : 0) : { points: 100, cash: 0, seq: 0, status: 1 },
    );
  }, [open, editing, form]);
  async function save() {
    setProblem(null);
    let v: PointsGoodBody;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await client.call(savePointsGood({ ...v, cash: v.cash ?? 0, seq: v.seq ?? 0 }));
      message.success(t("saved"));
      onClose(true);
    } catch (e) {
      setProblem(errorMessages(e)?.join(" ") ?? t("failed"));
    } finally {
      setSaving(false);
    }
  }
  return (
    <Drawer
      open={open}
      title={editing ? tp("editTitle") : tp("createTitle")}
      size={520}
      onClose={() => onClose(false)}
      afterOpenChange={(o) => {
        if (!o) setProblem(null);
      }}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={() => onClose(false)}>{t("cancel")}</Button>
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="points-save">
            {t("save")}
          </Button>
        </Space>
      }
    >
      {problem ? <Alert type="error" showIcon title={problem} className="mb-4" data-testid="points-problem" /> : null}
      <Form form={form} layout="vertical" onValuesChange={() => setProblem(null)}>
        <Form.Item name="prodId" label={tp("prodId")} rules={[rule(f.prodId)]} extra={tp("prodIdHint")}>
          <InputNumber min={1} className="!w-48" disabled={editing !== null} data-testid="points-prod" />
        </Form.Item>
        <Form.Item name="points" label={tp("points")} rules={[rule(f.points)]} extra={tp("pointsHint")}>
          <InputNumber min={10} step={10} className="!w-48" />
        </Form.Item>
        <Form.Item name="cash" label={tp("cash")} rules={[rule(f.cash)]} extra={tp("cashHint")}>
          <InputNumber min={0} prefix="¥" className="!w-48" />
        </Form.Item>
        <Form.Item name="seq" label={tp("seq")} rules={[rule(f.seq)]} extra={tp("seqHint")}>
          <InputNumber min={0} className="!w-48" />
        </Form.Item>
        <Form.Item name="status" label={t("state")}>
          <Radio.Group
            options={[
              { value: 1, label: tp("on") },
              { value: 0, label: tp("off") },
            ]}
          />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
