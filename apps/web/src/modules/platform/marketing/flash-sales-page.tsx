"use client";

import type { FlashSaleAdminView, FlashSessionAdminView } from "@souk/contract";
import { App, Button, Card, Drawer, Segmented, Tag, Tooltip, type TableColumnsType } from "antd";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useConsole } from "@/console/shell/console-context";
import { useServerPage, type PageRequest } from "@/console/table/use-server-page";
import { flashSessionSales, flashSessions, removeFlashSale } from "./endpoints";
import { ReasonDialog } from "./reason-dialog";
import { ServerTable } from "@/console/table/server-table";

type When = "live" | "ended";
const STATE_COLOURS: Record<number, string | undefined> = { 1: "#0958d9", 2: "#237804", 3: undefined, 4: "#ad4e00" };

/**
 * /admin/marketing/flash-sales: the flash-sale sessions (time slots — the start times of the shops'
 * flash sales, as the storefront's tabs show them), live or ended, and in a drawer the shops'
 * products of a session; the platform removes one with a reason (it ends at once, its gate counters
 * are dropped; orders already placed keep their units).
 */
export function PlatformFlashSalesPage() {
  const t = useTranslations("platform.marketing");
  const tf = useTranslations("platform.marketing.flash");
  const { client } = useConsole();
  const [open, setOpen] = useState<FlashSessionAdminView | null>(null);
  const page = useServerPage<FlashSessionAdminView, { when: When }>(
    "platform-flash-sessions",
    { when: "live" },
    (req: PageRequest & { when: When }, signal) => client.call(flashSessions(req), { signal }),
  );
  const columns: TableColumnsType<FlashSessionAdminView> = [
    { title: tf("start"), dataIndex: "startTime", render: (v: string) => v.slice(0, 16) },
    { title: tf("end"), dataIndex: "endTime", render: (v: string) => v.slice(0, 16) },
    {
      title: t("state"),
      render: (_, s) => <Tag color={STATE_COLOURS[s.state]}>{tf(`sessionStates.${s.state}`)}</Tag>,
    },
    { title: tf("count"), dataIndex: "count" },
    { title: tf("endedCount"), dataIndex: "endedCount" },
    {
      title: t("actions"),
      render: (_, s) => (
        <Button type="link" size="small" onClick={() => setOpen(s)} data-testid={`session-${s.session}`}>
          {tf("products")}
        </Button>
      ),
    },
  ];
  return (
    <Card title={<h1 className="text-base">{tf("title")}</h1>}>
      <p className="mb-4 text-gray-600">{tf("intro")}</p>
      <Segmented<When>
        className="mb-4"
        value={page.filters.when}
        onChange={(when) => page.setFilters({ when })}
        options={[
          { value: "live", label: tf("live") },
          { value: "ended", label: tf("ended") },
        ]}
      />
      <ServerTable<FlashSessionAdminView>
        page={page}
        rowKey="session"
        columns={columns}
        data-testid="flash-sessions"
        emptyText={tf("emptySessions")}
      />
      <SessionDrawer session={open} onClose={() => setOpen(null)} onChanged={page.reload} />
    </Card>
  );
}

function SessionDrawer({
  session,
  onClose,
  onChanged,
}: {
  session: FlashSessionAdminView | null;
  onClose(): void;
  onChanged(): void;
}) {
  const tf = useTranslations("platform.marketing.flash");
  return (
    <Drawer
      open={session !== null}
      size={900}
      title={session ? tf("sessionTitle", { start: session.startTime.slice(0, 16) }) : ""}
      onClose={onClose}
      destroyOnHidden
    >
      {session ? <SessionSales session={session.session} onChanged={onChanged} /> : null}
    </Drawer>
  );
}

function SessionSales({ session, onChanged }: { session: number; onChanged(): void }) {
  const t = useTranslations("platform.marketing");
  const tf = useTranslations("platform.marketing.flash");
  const { client } = useConsole();
  const { message } = App.useApp();
  const [removing, setRemoving] = useState<FlashSaleAdminView | null>(null);
  const page = useServerPage<FlashSaleAdminView, Record<string, never>>(
    `platform-flash-session-${session}`,
    {},
    (req: PageRequest, signal) => client.call(flashSessionSales(session, req), { signal }),
  );
  const columns: TableColumnsType<FlashSaleAdminView> = [
    { title: tf("shop"), dataIndex: "shopName" },
    {
      title: tf("product"),
      render: (_, s) => (
        <span>
          {s.prodName}
          <span className="block text-xs text-gray-600">{s.seckillName}</span>
        </span>
      ),
    },
    { title: tf("price"), render: (_, s) => `¥${s.seckillPrice} / ¥${s.price}` },
    { title: tf("sold"), render: (_, s) => `${s.soldStocks} / ${s.totalStocks}` },
    {
      title: t("state"),
      render: (_, s) =>
        s.removedReason ? (
          <Tooltip title={`${s.removedTime} · ${s.removedReason}`}>
            <Tag color="#a8071a">{tf("removed")}</Tag>
            <span className="block text-xs text-gray-600">{s.removedReason}</span>
          </Tooltip>
        ) : (
          <Tag color={STATE_COLOURS[s.state]}>{tf(`saleStates.${s.state}`)}</Tag>
        ),
    },
    {
      title: t("actions"),
      render: (_, s) =>
        s.status === 1 && s.state !== 3 ? (
          <Button type="link" size="small" danger onClick={() => setRemoving(s)} data-testid={`remove-${s.seckillId}`}>
            {tf("remove")}
          </Button>
        ) : null,
    },
  ];
  return (
    <>
      <ServerTable<FlashSaleAdminView>
        page={page}
        rowKey="seckillId"
        columns={columns}
        data-testid="flash-session-sales"
        emptyText={tf("emptySales")}
      />
      <ReasonDialog
        open={removing !== null}
        title={tf("removeTitle", { name: removing?.prodName ?? "" })}
        description={tf("removeHint")}
        okText={tf("remove")}
        onClose={() => setRemoving(null)}
        onSubmit={async (reason) => {
          await client.call(removeFlashSale(removing!.seckillId, reason));
          message.success(tf("removedDone"));
          page.reload();
          onChanged();
        }}
      />
    </>
  );
}
