"use client";

import type { ProdOffShelf, RecommendList } from "@souk/contract";
import { PackageX } from "lucide-react";
import { useTranslations } from "next-intl";
import { Container } from "@/components/ui/container";
import { Link } from "@/i18n/navigation";
import { mediaUrl } from "@/lib/media/media-url";
import { ProductTile } from "./product-tile";

/**
 * A product that cannot be bought: off the shelf (with its name, picture and shop; HTTP 200) or
 * unknown / deleted (no brief; rendered by detail/not-found.tsx with HTTP 404). A client component:
 * a not-found boundary of a cached (ISR) page cannot read the locale on the server without making
 * the page dynamic; the layout's NextIntlClientProvider has it.
 */
export function OffShelfView({
  brief: b,
  recommended = [],
}: {
  brief: ProdOffShelf | null;
  recommended?: RecommendList;
}) {
  const t = useTranslations("detail");
  return (
    <Container className="py-6" data-testid="off-shelf">
      <div className="flex flex-col items-center bg-white py-16 text-center" role="status">
        {b?.pic ? (
          <img
            src={mediaUrl(b.pic)}
            alt=""
            width={160}
            height={160}
            className="size-40 object-cover opacity-50 grayscale"
          />
        ) : (
          <PackageX size={72} strokeWidth={1.2} className="text-line-strong" aria-hidden />
        )}
        {b?.prodName ? (
          <>
            <h1 className="mt-4 text-base text-ink">{b.prodName}</h1>
            <p className="mt-2 text-lg text-brand">{t("offShelf")}</p>
          </>
        ) : (
          <h1 className="mt-4 text-lg text-ink">{t("offShelf")}</h1>
        )}
        <p className="mt-1 text-xs text-muted">{t("offShelfHint")}</p>
        <div className="mt-6 flex gap-3">
          {b?.shopId ? (
            <Link
              href={`/shopIndex?sid=${b.shopId}`}
              className="rounded-sm border border-brand px-6 py-2 text-sm text-brand hover:bg-brand/5"
            >
              {t("visitShop")}
            </Link>
          ) : null}
          <Link href="/" className="btn-brand">
            {t("backHome")}
          </Link>
        </div>
      </div>
      {recommended.length > 0 ? (
        <section aria-label={t("similar")} className="mt-4">
          <h2 className="mb-2 text-base font-semibold text-ink">{t("similar")}</h2>
          <ul className="grid grid-cols-5 gap-2.5">
            {recommended.slice(0, 5).map((g) => (
              <li key={g.prodId}>
                <ProductTile p={g} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Container>
  );
}
