"use client";

import {
  issueGiftCardsBody,
  type GiftCardAdminView,
  type GiftCardBatchIssued,
  type GiftCardBatchView,
  type Locale,
} from "@souk/contract";
import {
  Alert,
  App,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Select,
  Space,
  Tabs,
  Tag,
  type TableColumnsType,
} from "antd";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessages } from "@/console/api/console-client";
import { useZodRule } from "@/console/forms/zod-rule";
import { useConsole } from "@/console/shell/console-context";
import { useServerPage, type PageRequest } from "@/console/table/use-server-page";
import { downloadBatchCsv } from "./download-csv";
import { giftCardBatches, giftCards, issueGiftCardBatch, voidGiftCard, type GiftCardFilters } from "./endpoints";
import { ReasonDialog } from "./reason-dialog";
import { ServerTable } from "@/console/table/server-table";

const f = issueGiftCardsBody.shape;
const STATUS_COLOURS: Record<number, string | undefined> = { 0: "#0958d9", 1: "#237804", 9: "#a8071a" };

/**
 * /admin/marketing/gift-cards: issue a batch (count, par value, days valid); its card numbers and
 * passwords are downloaded ONCE as CSV (the API refuses a second download: the passwords are kept
 * nowhere else); the batches, and the cards with balances and status (search by number), voiding
 * a card with a reason.
 */
export function PlatformGiftCardsPage() {
  const tg = useTranslations("platform.marketing.giftCards");
  const [tab, setTab] = useState("batches");
  const [batchFilter, setBatchFilter] = useState<string | undefined>(undefined);
  return (
    <Card title={<h1 className="text-base">{tg("title")}</h1>}>
      <p className="mb-2 text-gray-600">{tg("intro")}</p>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: "batches",
            label: tg("batches"),
            children: (
              <Batches
                onShowCards={(batchNo) => {
                  setBatchFilter(batchNo);
                  setTab("cards");
                }}
              />
            ),
          },
          { key: "cards", label: tg("cards"), children: <Cards key={batchFilter ?? ""} batchNo={batchFilter} /> },
        ]}
      />
    </Card>
  );
}

function Batches({ onShowCards }: { onShowCards(batchNo: string): void }) {
  const t = useTranslations("platform.marketing");
  const tg = useTranslations("platform.marketing.giftCards");
  const locale = useLocale() as Locale;
  const { client, session } = useConsole();
  const { message } = App.useApp();
  const [issuing, setIssuing] = useState(false);
  const [fresh, setFresh] = useState<GiftCardBatchIssued | null>(null);
  const page = useServerPage<GiftCardBatchView, Record<string, never>>(
    "platform-gc-batches",
    {},
    (req: PageRequest, signal) => client.call(giftCardBatches(req), { signal }),
  );
  async function download(batchNo: string) {
    try {
      await downloadBatchCsv(session.token, locale, batchNo);
      message.success(tg("downloaded"));
      if (fresh?.batchNo === batchNo) setFresh(null);
    } catch (e) {
      message.error(errorMessages(e)?.join(" ") ?? t("failed"));
    }
    page.reload();
  }
  const columns: TableColumnsType<GiftCardBatchView> = [
    {
      title: tg("batchNo"),
      render: (_, b) => (
        <Button type="link" size="small" className="!px-0" onClick={() => onShowCards(b.batchNo)}>
          {b.batchNo}
        </Button>
      ),
    },
    { title: tg("count"), dataIndex: "count" },
    { title: tg("parValue"), render: (_, b) => `¥${b.parValue}` },
    { title: tg("dueDate"), render: (_, b) => b.dueDate.slice(0, 16) },
    { title: tg("issued"), render: (_, b) => `${b.createTime.slice(0, 16)} · ${b.issuedBy}` },
    { title: tg("boundVoided"), render: (_, b) => `${b.boundCount} / ${b.voidedCount}` },
    {
      title: tg("csv"),
      render: (_, b) =>
        b.downloaded ? (
          <span className="text-gray-600" data-testid={`csv-taken-${b.batchNo}`}>
            {tg("csvTaken", { time: b.downloadTime.slice(0, 16), name: b.downloadedBy })}
          </span>
        ) : (
          <Popconfirm
            title={tg("downloadConfirm")}
            okText={tg("download")}
            cancelText={t("cancel")}
            onConfirm={() => download(b.batchNo)}
          >
            <Button size="small" type="primary" ghost data-testid={`csv-${b.batchNo}`}>
              {tg("download")}
            </Button>
          </Popconfirm>
        ),
    },
  ];
  return (
    <>
      <Space className="mb-4">
        <Button type="primary" onClick={() => setIssuing(true)} data-testid="gc-issue">
          {tg("issue")}
        </Button>
      </Space>
      {fresh ? (
        <Alert
          type="warning"
          showIcon
          className="mb-4"
          title={tg("freshTitle", { count: fresh.count, batchNo: fresh.batchNo })}
          description={tg("freshHint")}
          action={
            <Button type="primary" onClick={() => void download(fresh.batchNo)} data-testid="gc-download-fresh">
              {tg("download")}
            </Button>
          }
          data-testid="gc-fresh"
        />
      ) : null}
      <ServerTable<GiftCardBatchView>
        page={page}
        rowKey="batchNo"
        columns={columns}
        data-testid="gc-batches"
        emptyText={tg("emptyBatches")}
      />
      <IssueDialog
        open={issuing}
        onClose={(issued) => {
          setIssuing(false);
          if (issued) {
            setFresh(issued);
            page.reload();
          }
        }}
      />
    </>
  );
}

function IssueDialog({ open, onClose }: { open: boolean; onClose(issued: GiftCardBatchIssued | null): void }) {
  const t = useTranslations("platform.marketing");
  const tg = useTranslations("platform.marketing.giftCards");
  const rule = useZodRule();
  const { client } = useConsole();
  const [form] = Form.useForm<{ count: number; value: number; days: number }>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Modal
      open={open}
      title={tg("issueTitle")}
      okText={tg("issue")}
      cancelText={t("cancel")}
      okButtonProps={{ loading: busy, ...{ "data-testid": "gc-issue-ok" } }}
      onCancel={() => onClose(null)}
      destroyOnHidden
      afterOpenChange={(o) => {
        if (o) {
          form.setFieldsValue({ count: 10, value: 100, days: 365 });
          setProblem(null);
        }
      }}
      onOk={async () => {
        let v: { count: number; value: number; days: number };
        try {
          v = await form.validateFields();
        } catch {
          return;
        }
        setBusy(true);
        try {
          onClose(await client.call(issueGiftCardBatch(v)));
        } catch (e) {
          setProblem(errorMessages(e)?.join(" ") ?? t("failed"));
        } finally {
          setBusy(false);
        }
      }}
    >
      {problem ? <Alert type="error" showIcon title={problem} className="mb-3" /> : null}
      <Form form={form} layout="vertical" onValuesChange={() => setProblem(null)}>
        <Form.Item name="count" label={tg("count")} rules={[rule(f.count)]}>
          <InputNumber precision={0} className="!w-48" data-testid="gc-count" />
        </Form.Item>
        <Form.Item name="value" label={tg("parValue")} rules={[rule(f.value)]}>
          <InputNumber prefix="¥" className="!w-48" data-testid="gc-value" />
        </Form.Item>
        <Form.Item name="days" label={tg("days")} rules={[rule(f.days)]} extra={tg("daysHint")}>
          <InputNumber precision={0} className="!w-48" data-testid="gc-days" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

type CardFilters = Omit<GiftCardFilters, "current" | "size">;

function Cards({ batchNo }: { batchNo: string | undefined }) {
  const t = useTranslations("platform.marketing");
  const tg = useTranslations("platform.marketing.giftCards");
  const { client } = useConsole();
  const { message } = App.useApp();
  const [voiding, setVoiding] = useState<GiftCardAdminView | null>(null);
  const page = useServerPage<GiftCardAdminView, CardFilters>("platform-gc-cards", { batchNo }, (req, signal) =>
    client.call(giftCards(req), { signal }),
  );
  const columns: TableColumnsType<GiftCardAdminView> = [
    { title: tg("cardNo"), dataIndex: "cardNo", render: (v: string) => <span className="font-mono">{v}</span> },
    { title: tg("batchNo"), dataIndex: "batchNo" },
    { title: tg("parValue"), render: (_, c) => `¥${c.parValue}` },
    { title: tg("balance"), render: (_, c) => `¥${c.balance}` },
    {
      title: tg("dueDate"),
      render: (_, c) => (
        <span>
          {c.dueDate.slice(0, 10)}
          {c.expired ? <Tag className="ml-1">{tg("expired")}</Tag> : null}
        </span>
      ),
    },
    {
      title: t("state"),
      render: (_, c) => <Tag color={STATUS_COLOURS[c.status]}>{tg(`status.${c.status}`)}</Tag>,
    },
    { title: tg("buyer"), render: (_, c) => (c.userId ? `#${c.userId} · ${c.bindTime.slice(0, 16)}` : "—") },
    {
      title: t("actions"),
      render: (_, c) =>
        c.status === 9 ? null : (
          <Button type="link" size="small" danger onClick={() => setVoiding(c)} data-testid={`gc-void-${c.cardId}`}>
            {tg("void")}
          </Button>
        ),
    },
  ];
  return (
    <>
      <Space className="mb-4" wrap>
        <Input.Search
          allowClear
          placeholder={tg("searchCardNo")}
          aria-label={tg("searchCardNo")}
          onSearch={(v) => page.setFilters({ ...page.filters, cardNo: v.replace(/\s/g, "") || undefined })}
          style={{ width: 260 }}
          data-testid="gc-search"
        />
        <Select
          aria-label={t("state")}
          value={page.filters.status ?? "all"}
          style={{ width: 140 }}
          onChange={(v: string | number) =>
            page.setFilters({ ...page.filters, status: v === "all" ? undefined : (v as 0 | 1 | 9) })
          }
          options={[
            { value: "all", label: tg("allStatuses") },
            ...([0, 1, 9] as const).map((s) => ({ value: s, label: tg(`status.${s}`) })),
          ]}
        />
        {page.filters.batchNo ? (
          <Tag closable onClose={() => page.setFilters({ ...page.filters, batchNo: undefined })}>
            {tg("batchFilter", { batchNo: page.filters.batchNo })}
          </Tag>
        ) : null}
      </Space>
      <ServerTable<GiftCardAdminView>
        page={page}
        rowKey="cardId"
        columns={columns}
        scroll={{ x: 1000 }}
        data-testid="gc-cards"
        emptyText={tg("emptyCards")}
      />
      <ReasonDialog
        open={voiding !== null}
        title={tg("voidTitle", { cardNo: voiding?.cardNo ?? "" })}
        description={voiding?.status === 1 ? tg("voidHintBound", { balance: voiding.balance }) : tg("voidHint")}
        okText={tg("void")}
        onClose={() => setVoiding(null)}
        onSubmit={async (reason) => {
          await client.call(voidGiftCard(voiding!.cardId, reason));
          message.success(tg("voided"));
          page.reload();
        }}
      />
    </>
  );
}
