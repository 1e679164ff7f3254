"use client";

import { FILE_PREVIEW_TYPES, type FilePreviewType, type FilePreviewView } from "@souk/contract";
import { Download, FileSearch } from "lucide-react";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { Suspense } from "react";
import { Container } from "@/components/ui/container";
import { MemberGate } from "@/components/ui/member-gate";
import { Link } from "@/i18n/navigation";
import { filePreviewEndpoint } from "@/lib/api/endpoints/invoice";
import { useApiData } from "@/lib/hooks/use-api-data";
import { LoadFailed } from "@/components/ui/load-failed";

/**
 * /FilePreview?type=&id= — one of the buyer's own files shown in the browser: `type=invoice&id=<orderNumber>`
 * (the issued invoice PDF, in a frame) or `type=proof&id=<refundSn>` (the proof photos of an after-sales
 * application). The API decides ownership: someone else's file, a missing one or an invoice not issued
 * yet all answer the same 404, shown here as "not found or not yours" — and the bytes behind the URLs
 * are refused to anyone else too (ADR 0024).
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

const isType = (v: string): v is FilePreviewType => (FILE_PREVIEW_TYPES as readonly string[]).includes(v);

/** Where "back" leads from a preview: the page the buyer came from. */
const backHref: Record<FilePreviewType, (id: string) => string> = {
  invoice: (id) => `/invoice-detail?orderNumber=${id}`,
  proof: (id) => `/return-detail?refundSn=${id}`,
};

function Preview() {
  const q = useSearchParams();
  const type = q.get("type") ?? "";
  const id = q.get("id") ?? "";
  return isType(type) && /^\d{20,32}$/.test(id) ? <Loaded type={type} id={id} /> : <Missing type={null} />;
}

function Missing({ type }: { type: FilePreviewType | null }) {
  const t = useTranslations("filePreview");
  const proof = type === "proof";
  return (
    <section
      className="flex h-[360px] flex-col items-center justify-center gap-4 bg-white"
      data-testid="file-preview-missing"
    >
      <FileSearch size={36} className="text-muted" aria-hidden />
      <h1 className="text-base text-ink" role="alert">
        {t("notFound")}
      </h1>
      <Link
        href={proof ? "/user-center?currentPage=uc-return" : "/user-center?currentPage=uc-order"}
        className="btn-brand"
      >
        {t(proof ? "myAfterSales" : "myOrders")}
      </Link>
    </section>
  );
}

function Loaded({ type, id }: { type: FilePreviewType; id: string }) {
  const t = useTranslations("filePreview");
  const f = useApiData(() => filePreviewEndpoint(type, id), `${type}:${id}`, { silent: true });
  if (f.status === "loading") return <div className="h-[640px] bg-white" aria-busy="true" aria-label={t("loading")} />;
  if (f.status === "failed")
    return <LoadFailed code={f.code} onRetry={f.reload} notFound={<Missing type={type} />} className="h-[640px]" />;
  const src = `/api${f.data.url}`;
  return (
    <section
      className="bg-white px-6 py-5"
      aria-labelledby="file-preview-title"
      data-testid="file-preview"
      data-type={f.data.type}
    >
      <div className="mb-4 flex items-center justify-between border-b border-line pb-3">
        <h1 id="file-preview-title" className="text-base font-semibold text-ink" data-testid="file-preview-name">
          {f.data.name}
        </h1>
        <div className="flex items-center gap-4 text-sm">
          <Link href={backHref[type](id)} className="text-subtle hover:text-brand" data-testid="file-preview-back">
            {t(type === "proof" ? "backProof" : "back")}
          </Link>
          {type === "invoice" ? (
            <a
              href={src.replace("?inline=1", "")}
              className="flex items-center gap-1.5 rounded-sm bg-brand px-4 py-1.5 text-white hover:bg-brand-dark"
            >
              <Download size={14} aria-hidden />
              {t("download")}
            </a>
          ) : null}
        </div>
      </div>
      {type === "proof" ? (
        <ProofPhotos view={f.data} />
      ) : (
        <iframe
          src={src}
          title={f.data.name}
          className="h-[760px] w-full border border-line bg-page"
          data-testid="file-preview-frame"
        />
      )}
    </section>
  );
}

/** The photos of an after-sales application, scaled into a 400 px square, in order. */
function ProofPhotos({ view }: { view: FilePreviewView }) {
  const t = useTranslations("filePreview");
  const total = view.files.length;
  return (
    <>
      <p className="mb-4 text-xs text-subtle">{t("photoHint")}</p>
      <ul className="flex flex-wrap gap-4" data-testid="file-preview-photos">
        {view.files.map((file, i) => (
          <li key={file.url}>
            <figure className="flex flex-col items-center gap-2">
              {/* Same-origin bytes the API serves only to the applicant (private, no-store): no image optimizer. */}
              <img
                src={`/api${file.url}`}
                alt={file.name}
                width={400}
                height={400}
                className="h-[400px] w-[400px] border border-line bg-page object-contain max-md:h-auto max-md:w-full"
                data-testid="file-preview-photo"
              />
              <figcaption className="text-xs text-subtle">{t("photo", { n: i + 1, total })}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </>
  );
}
