"use client";

import clsx from "clsx";
import { Download, Eye, FileText } from "lucide-react";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { Suspense, type ReactNode } from "react";
import { Container } from "@/components/ui/container";
import { Link } from "@/i18n/navigation";
import { invoiceDetailEndpoint, invoiceDownloadHref, invoicePreviewHref } from "@/lib/api/endpoints/invoice";
import { MemberGate } from "@/components/ui/member-gate";
import { Money } from "@/components/ui/money";
import { parseOrderNumber } from "@/modules/order";
import { useApiData } from "@/lib/hooks/use-api-data";
import { InvoiceExchange } from "../components/invoice-exchange";
import { LoadFailed } from "@/components/ui/load-failed";

/** /invoice-detail?orderNumber= (spec part 2): the order's invoice, its state (applying, invoiced) and the PDF. */
export function InvoiceDetailTemplate() {
  return (
    <Container className="py-4" data-testid="invoice-detail-page">
      <MemberGate testId="invoice-detail">
        <Suspense fallback={<div className="h-[420px] bg-white" aria-hidden />}>
          <InvoiceDetail />
        </Suspense>
      </MemberGate>
    </Container>
  );
}

function InvoiceDetail() {
  const orderNumber = parseOrderNumber(useSearchParams().get("orderNumber"));
  return orderNumber ? <Loaded orderNumber={orderNumber} /> : <Missing />;
}

function Missing() {
  const t = useTranslations("invoice");
  return (
    <section
      className="flex h-[360px] flex-col items-center justify-center gap-4 bg-white"
      data-testid="invoice-missing"
    >
      <h1 className="text-base text-ink">{t("notFound")}</h1>
      <Link href="/user-center?currentPage=uc-order" className="btn-brand">
        {t("myOrders")}
      </Link>
    </section>
  );
}

function Loaded({ orderNumber }: { orderNumber: string }) {
  const t = useTranslations("invoice");
  const inv = useApiData(() => invoiceDetailEndpoint(orderNumber), orderNumber, { silent: true });
  if (inv.status === "loading")
    return <div className="h-[420px] bg-white" aria-busy="true" aria-label={t("loading")} />;
  if (inv.status === "failed") return <LoadFailed code={inv.code} onRetry={inv.reload} notFound={<Missing />} />;
  const d = inv.data;
  const issued = d.status !== 1; // invoiced, or exchanging (the issued invoice stays valid)
  return (
    <section
      className="bg-white px-8 py-6"
      aria-labelledby="invoice-title"
      data-testid="invoice-detail"
      data-status={d.statusLabel}
    >
      <div className="mb-5 flex items-center justify-between border-b border-line pb-4">
        <h1 id="invoice-title" className="flex items-center gap-2 text-base font-semibold text-ink">
          <FileText size={18} className="text-brand" aria-hidden />
          {t("detailTitle")}
        </h1>
        <span
          className={clsx(
            "rounded-sm px-2.5 py-1 text-xs",
            d.status === 2 && "bg-[#e8f6ec] text-[#1f6f33]",
            d.status === 1 && "bg-[#fff4e8] text-[#8a4b00]",
            d.status === 3 && "bg-[#eef4ff] text-[#1d4f9a]",
          )}
          data-testid="invoice-status"
        >
          {t(`status.${d.statusLabel}`)}
        </span>
      </div>
      <dl className="grid grid-cols-[120px_1fr_120px_1fr] gap-x-4 gap-y-3 text-xs max-md:grid-cols-[96px_minmax(0,1fr)]">
        <Item k={t("orderNumber")}>
          <Link href={`/order-detail?orderNumber=${d.orderNumber}`} className="hover:text-brand">
            {d.orderNumber}
          </Link>
        </Item>
        <Item k={t("shop")}>{d.shopName}</Item>
        <Item k={t("type")}>{t("normalElectronic")}</Item>
        <Item k={t("header")}>{t(d.headerType === 1 ? "personal" : "unit")}</Item>
        <Item k={t("headerName")} testId="invoice-header-name">
          {d.headerName}
        </Item>
        <Item k={t("taxNumber")} testId="invoice-tax">
          {d.taxNumber || "—"}
        </Item>
        <Item k={t("content")}>{d.content}</Item>
        <Item k={t("amount")}>
          <Money value={d.amount} strong />
        </Item>
        <Item k={t("applyTime")}>{d.applyTime}</Item>
        <Item k={t("issueTime")}>{d.issueTime ?? "—"}</Item>
        <Item k={t("invoiceNo")}>{d.invoiceNo || "—"}</Item>
      </dl>
      <div className="mt-6 flex flex-wrap items-center gap-4 border-t border-line pt-5">
        {issued && d.downloadUrl ? (
          <>
            <a
              href={invoiceDownloadHref(d.orderNumber)}
              download={`invoice-${d.orderNumber}.pdf`}
              className="flex items-center gap-1.5 btn-brand px-5"
              data-testid="invoice-download"
            >
              <Download size={15} aria-hidden />
              {t("download")}
            </a>
            {/* A full page load, not a client-side navigation: /FilePreview has its own CSP (frames). */}
            <a
              href={invoicePreviewHref(d.orderNumber)}
              className="flex items-center gap-1.5 rounded-sm border border-line px-5 py-2 text-sm text-ink hover:border-brand hover:text-brand"
              data-testid="invoice-preview"
            >
              <Eye size={15} aria-hidden />
              {t("preview")}
            </a>
            <InvoiceExchange invoice={d} onChanged={inv.reload} />
          </>
        ) : (
          <p className="text-xs text-subtle" data-testid="invoice-applying-note">
            {t("applyingNote")}
          </p>
        )}
      </div>
      <div className="mt-5 bg-page px-4 py-3 text-[11px] leading-5 text-muted">
        <p className="font-semibold text-subtle">{t("notesTitle")}</p>
        <p>{t("note1")}</p>
        <p>{t("note2")}</p>
      </div>
    </section>
  );
}

function Item({ k, children, testId }: { k: string; children: ReactNode; testId?: string }) {
  return (
    <>
      <dt className="text-right text-subtle">{k}</dt>
      <dd className="text-ink" data-testid={testId}>
        {children}
      </dd>
    </>
  );
}
