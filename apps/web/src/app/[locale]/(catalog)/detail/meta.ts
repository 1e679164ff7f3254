import type { Metadata } from "next";
import type { Locale } from "@souk/contract";
import { getTranslations } from "next-intl/server";
import { pageMetadata } from "@/lib/seo/metadata";
import { loadDetail } from "@/modules/product/templates/detail-template";
import { mediaUrl } from "@/lib/media/media-url";

export function prodIdParam(v: string | undefined): number | null {
  return v && /^\d{1,10}$/.test(v) && Number(v) > 0 ? Number(v) : null;
}

/** Title (the product name), description (its selling point) and the canonical /detail/{id}. */
export async function detailMetadata(locale: Locale, prodId: number | null): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "detail" });
  const data = await loadDetail(prodId, locale).catch(() => null);
  if (!data || data.kind === "offShelf")
    return pageMetadata({
      title: data?.brief?.prodName ?? t("offShelf"),
      path: prodId ? `/detail/${prodId}` : "/detail",
      noindex: true,
    });
  const { info } = data;
  return pageMetadata({
    title: info.prodName,
    description: info.brief ? `${info.prodName}：${info.brief}` : t("metaDescription", { name: info.prodName }),
    path: `/detail/${info.prodId}`,
    image: mediaUrl(info.pic),
  });
}
