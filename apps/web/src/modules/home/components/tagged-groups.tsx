import type { Locale, ProdTag } from "@souk/contract";
import { ChevronRight } from "@/components/ui/icons";
import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { Link } from "@/i18n/navigation";
import { prodListByTagIdEndpoint, prodTagListEndpoint } from "@/lib/api/endpoints/product";
import { fetchOnServer } from "@/lib/api/server-client";
import { LazyGroupTiles } from "./lazy-group-tiles";

/** Tiles of a group on the home: one row. The group's page (`/prodTag/{id}`) lists them all. */
export const GROUP_TILES = 5;

/** The page listing all of a group's products. */
export const groupHref = (tagId: number) => `/prodTag/${tagId}`;

/**
 * The home's product groups (mall4j ProdTag, edited by the shops under `/m/prodTag`): each shown
 * group is a titled row of its first products with a "more" link to its page. Groups without an
 * on-shelf product are left out. Cached with the home (tags home, products, shops: ADR 0006).
 * The rows are below the home's first screen: their titles and "more" links are in the page,
 * their cards load as the buyer scrolls near (ADR 0030-page-weight).
 */
export async function TaggedGroups({ locale }: { locale: Locale }) {
  const groups = (await fetchOnServer(prodTagListEndpoint(), locale)) ?? [];
  if (groups.length === 0) return null;
  const [t, pages] = await Promise.all([
    getTranslations({ locale, namespace: "home" }),
    Promise.all(groups.map((g) => fetchOnServer(prodListByTagIdEndpoint(g.id, GROUP_TILES), locale))),
  ]);
  const shown = groups
    .map((g, i) => ({ group: g, page: pages[i] }))
    .filter((x): x is { group: ProdTag; page: NonNullable<typeof x.page> } => !!x.page && x.page.records.length > 0);
  if (shown.length === 0) return null;
  return (
    <Container className="mt-6 flex flex-col gap-6" data-testid="tagged-groups">
      {shown.map(({ group, page }) => (
        <section
          key={group.id}
          aria-labelledby={`prod-tag-${group.id}`}
          data-testid="tagged-group"
          data-tag-id={group.id}
          data-style={group.style}
        >
          <div className="mb-3 flex items-end justify-between">
            <h2 id={`prod-tag-${group.id}`} className="border-l-4 border-brand pl-2 text-lg font-semibold text-ink">
              {group.title}
            </h2>
            <Link
              href={groupHref(group.id)}
              className="flex items-center text-xs text-subtle hover:text-brand"
              aria-label={t("groupMoreLabel", { title: group.title })}
              data-testid="tagged-group-more"
            >
              {t("groupMore")}
              <ChevronRight size={14} aria-hidden />
            </Link>
          </div>
          <LazyGroupTiles tagId={group.id} count={page.records.length} />
        </section>
      ))}
    </Container>
  );
}
