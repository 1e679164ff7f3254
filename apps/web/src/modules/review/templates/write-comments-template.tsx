"use client";

import { CircleCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { Suspense } from "react";
import { Container } from "@/components/ui/container";
import { Link } from "@/i18n/navigation";
import { orderDetailEndpoint } from "@/lib/api/endpoints/order";
import { MemberGate } from "@/components/ui/member-gate";
import { Thumb } from "@/components/ui/thumbnail";
import { useApiData } from "@/lib/hooks/use-api-data";
import { parseOrderNumber } from "@/modules/order";
import { CommentForm } from "../components/comment-form";

/**
 * /write-comments?orderNumber=[&orderItemId=] (spec part 2): review the received items of an
 * order (all of them, or the one named). Reviewed items show as done.
 */
export function WriteCommentsTemplate() {
  return (
    <Container className="py-4" data-testid="write-comments-page">
      <MemberGate testId="write-comments">
        <Suspense fallback={<div className="h-[420px] bg-white" aria-hidden />}>
          <WriteComments />
        </Suspense>
      </MemberGate>
    </Container>
  );
}

function WriteComments() {
  const t = useTranslations("comment");
  const params = useSearchParams();
  const orderNumber = parseOrderNumber(params.get("orderNumber"));
  const only = Number(params.get("orderItemId")) || null;
  if (!orderNumber) return <Missing text={t("notFound")} />;
  return <Order orderNumber={orderNumber} only={only} />;
}

function Order({ orderNumber, only }: { orderNumber: string; only: number | null }) {
  const t = useTranslations("comment");
  const detail = useApiData(() => orderDetailEndpoint(orderNumber), orderNumber, { silent: true });
  if (detail.status === "loading")
    return <div className="h-[420px] bg-white" aria-busy="true" aria-label={t("loading")} />;
  if (detail.status === "failed") return <Missing text={t("notFound")} />;
  const o = detail.data;
  const items = o.items.filter((i) => only === null || i.orderItemId === only);
  const open = items.filter((i) => i.commStatus === 0);
  const receivable = o.status === 4 || o.status === 5;

  return (
    <section className="bg-white px-6 py-5" aria-labelledby="write-comments-title">
      <div className="mb-4 flex items-center justify-between border-b border-line pb-3">
        <h1 id="write-comments-title" className="text-base font-semibold text-ink">
          {t("title")}
        </h1>
        <p className="text-xs text-subtle">
          {t("orderNumber")}:{" "}
          <Link href={`/order-detail?orderNumber=${o.orderNumber}`} className="text-ink hover:text-brand">
            {o.orderNumber}
          </Link>
        </p>
      </div>
      {!receivable ? (
        <p className="py-16 text-center text-sm text-subtle" data-testid="write-comments-not-yet">
          {t("notReceived")}
        </p>
      ) : open.length === 0 ? (
        <div className="flex flex-col items-center gap-3 py-12 text-center" data-testid="write-comments-done">
          <CircleCheck size={48} className="text-[#2a9d4a]" aria-hidden />
          <p className="text-base text-ink">{t("allDone")}</p>
          <div className="flex gap-3 text-xs">
            <Link
              href="/user-center?currentPage=uc-comments"
              className="rounded-sm bg-brand px-5 py-2 text-white hover:bg-brand-dark"
              data-testid="write-comments-to-mine"
            >
              {t("myComments")}
            </Link>
            <Link
              href="/user-center?currentPage=uc-order"
              className="rounded-sm border border-line-strong px-5 py-2 hover:border-brand hover:text-brand"
            >
              {t("myOrders")}
            </Link>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          {open.map((i) => (
            <CommentForm key={i.orderItemId} item={i} onDone={detail.reload} />
          ))}
        </div>
      )}
      {receivable && items.some((i) => i.commStatus === 1) && open.length > 0 ? (
        <ul className="mt-5 flex flex-col gap-2 border-t border-line pt-4 text-xs">
          {items
            .filter((i) => i.commStatus === 1)
            .map((i) => (
              <li key={i.orderItemId} className="flex items-center gap-3 text-subtle">
                <Thumb src={i.pic} size={40} />
                <span className="flex-1 truncate">{i.prodName}</span>
                <span>{t("reviewed")}</span>
              </li>
            ))}
        </ul>
      ) : null}
    </section>
  );
}

function Missing({ text }: { text: string }) {
  const t = useTranslations("comment");
  return (
    <section
      className="flex h-[360px] flex-col items-center justify-center gap-4 bg-white"
      data-testid="write-comments-missing"
    >
      <h1 className="text-base text-ink">{text}</h1>
      <Link href="/user-center?currentPage=uc-order" className="btn-brand">
        {t("myOrders")}
      </Link>
    </section>
  );
}
