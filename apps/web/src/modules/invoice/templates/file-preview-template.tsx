"use client";

import { Download, FileSearch } from "lucide-react";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { Suspense } from "react";
import { Container } from "@/components/ui/container";
import { MemberGate } from "@/components/ui/member-gate";
import { Link } from "@/i18n/navigation";
import { filePreviewEndpoint } from "@/lib/api/endpoints/invoice";
import { useApiData } from "@/lib/hooks/use-api-data";

/**
 * /FilePreview?type=invoice&id=<orderNumber> — one of the buyer's own files shown in the browser
 * (today: an issued invoice PDF). The API decides ownership: someone else's file, a missing one or
 * an invoice not issued yet all answer the same 404, shown here as "not found or not yours".
 */
export function FilePreviewTemplate() {
  return (
    <Container className="py-4" data-testid="file-preview-page">
      <MemberGate testId="file-preview">
        <Suspense fallback={<div className="h-[640px] bg-white" aria-hidden />}>
          <Preview />
        </Suspense>
      </MemberGate>
    </Container>
  );
}

function Preview() {
  const q = useSearchParams();
  const type = q.get("type") ?? "";
  const id = q.get("id") ?? "";
  return type === "invoice" && /^\d{20,32}$/.test(id) ? <Loaded type={type} id={id} /> : <Missing />;
}

function Missing() {
  const t = useTranslations("filePreview");
  return (
    <section
      className="flex h-[360px] flex-col items-center justify-center gap-4 bg-white"
      data-testid="file-preview-missing"
    >
      <FileSearch size={36} className="text-muted" aria-hidden />
      <h1 className="text-base text-ink">{t("notFound")}</h1>
      <Link
        href="/user-center?currentPage=uc-order"
        className="rounded-sm bg-brand px-6 py-2 text-sm text-white hover:bg-brand-dark"
      >
        {t("myOrders")}
      </Link>
    </section>
  );
}

function Loaded({ type, id }: { type: string; id: string }) {
  const t = useTranslations("filePreview");
  const f = useApiData(() => filePreviewEndpoint(type, id), `${type}:${id}`, { silent: true });
  if (f.status === "loading") return <div className="h-[640px] bg-white" aria-busy="true" aria-label={t("loading")} />;
  if (f.status === "failed") return <Missing />;
  const src = `/api${f.data.url}`;
  return (
    <section className="bg-white px-6 py-5" aria-labelledby="file-preview-title" data-testid="file-preview">
      <div className="mb-4 flex items-center justify-between border-b border-line pb-3">
        <h1 id="file-preview-title" className="text-base font-semibold text-ink" data-testid="file-preview-name">
          {f.data.name}
        </h1>
        <div className="flex items-center gap-4 text-sm">
          <Link href={`/invoice-detail?orderNumber=${id}`} className="text-subtle hover:text-brand">
            {t("back")}
          </Link>
          <a
            href={src.replace("?inline=1", "")}
            className="flex items-center gap-1.5 rounded-sm bg-brand px-4 py-1.5 text-white hover:bg-brand-dark"
          >
            <Download size={14} aria-hidden />
            {t("download")}
          </a>
        </div>
      </div>
      <iframe
        src={src}
        title={f.data.name}
        className="h-[760px] w-full border border-line bg-page"
        data-testid="file-preview-frame"
      />
    </section>
  );
}
