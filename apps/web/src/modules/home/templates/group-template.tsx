import type { Locale, Page, ProdCard } from "@souk/contract";
import { MAX_PAGE_SIZE } from "@souk/contract";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { prodListByTagIdEndpoint, prodTagListEndpoint } from "@/lib/api/endpoints/product";
import { fetchOnServer, fetchResultOnServer } from "@/lib/api/server-client";
import { ProductTile } from "@/modules/product";

export type GroupData = { title: string; page: Page<ProdCard> };

/**
 * A shown product group and its on-shelf products (a group holds at most 100, one page). Unknown
 * or hidden (A01000) → the not-found page (HTTP 404); an unreachable API throws, so a cached page is kept.
 */
export async function loadGroup(tagId: number | null, locale: Locale): Promise<GroupData> {
  if (!tagId) notFound();
  const [r, groups] = await Promise.all([
    fetchResultOnServer(prodListByTagIdEndpoint(tagId, MAX_PAGE_SIZE), locale),
    fetchOnServer(prodTagListEndpoint(), locale),
  ]);
  if (r.ok) return { title: groups?.find((g) => g.id === tagId)?.title ?? "", page: r.data };
  if (r.code === null) throw new Error("prod/prodListByTagId: API unreachable");
  notFound();
}

/** `/prodTag/{tagId}`: the "more" of a home product group — its title and all its products. */
export async function GroupTemplate({ tagId, locale }: { tagId: number | null; locale: Locale }) {
  const [{ title, page }, t] = await Promise.all([
    loadGroup(tagId, locale),
    getTranslations({ locale, namespace: "home" }),
  ]);
  return (
    <Container className="py-4" data-testid="group-page">
      <div className="mb-3 flex items-baseline gap-3">
        <h1 className="border-l-4 border-brand pl-2 text-xl font-semibold text-ink">{title}</h1>
        <p className="text-xs text-muted">{t("groupCount", { count: page.total })}</p>
      </div>
      {page.records.length === 0 ? (
        <p className="bg-white p-8 text-center text-muted">{t("groupEmpty")}</p>
      ) : (
        <ul className="grid grid-cols-5 gap-2.5">
          {page.records.map((p) => (
            <li key={p.prodId}>
              <ProductTile p={p} />
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
