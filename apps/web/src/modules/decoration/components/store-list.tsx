import type { ShopCard } from "@souk/contract";
import { Star, Store } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { Container } from "@/components/ui/container";
import { Link } from "@/i18n/navigation";
import { mediaUrl } from "@/lib/media/media-url";
import { list, str } from "../lib/parse";

/** store_list: recommended shops (open shops only, resolved live by the API). */
export function StoreList({ data }: { data: Record<string, unknown> }) {
  const t = useTranslations("decoration");
  const shops = list<ShopCard>(data.shops);
  const title = str(data.title);
  if (shops.length === 0) return null;
  return (
    <Container className="mt-3" data-block="store_list">
      <section aria-label={title || undefined}>
        {title ? <h2 className="mb-2 text-base font-semibold text-ink">{title}</h2> : null}
        <ul className="grid grid-cols-6 gap-2.5">
          {shops.map((s) => (
            <li key={s.shopId} className="bg-white p-4 text-center transition-shadow hover:shadow-lg">
              <Link
                href={`/shopIndex?sid=${s.shopId}`}
                prefetch={false}
                className="group block"
                data-testid="store-link"
              >
                <span className="mx-auto flex size-16 items-center justify-center overflow-hidden rounded-full border border-line bg-white">
                  {s.shopLogo ? (
                    <img
                      src={mediaUrl(s.shopLogo)}
                      alt=""
                      width={64}
                      height={64}
                      loading="lazy"
                      className="size-full object-cover"
                    />
                  ) : (
                    <Store size={28} className="text-muted" aria-hidden />
                  )}
                </span>
                <span className="mt-2 block truncate text-sm font-semibold text-ink group-hover:text-brand">
                  {s.shopName}
                </span>
              </Link>
              <p className="mt-1 flex items-center justify-center gap-1 text-xs text-subtle">
                {s.shopType === 1 ? (
                  <span className="bg-brand px-1 text-[11px] leading-4 text-white">{t("selfRun")}</span>
                ) : null}
                <Star size={12} className="fill-[#f5a623] text-[#f5a623]" aria-hidden />
                <span>{t("score", { score: s.score.toFixed(1) })}</span>
              </p>
              <p className="mt-1 text-[11px] text-muted">{t("followers", { count: s.followers })}</p>
            </li>
          ))}
        </ul>
      </section>
    </Container>
  );
}
