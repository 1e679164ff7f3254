import type { SearchRewrite } from "@souk/contract";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";

/**
 * Says how a search that found nothing as typed was answered instead (the API's `rewrite`): the
 * closest spelling the catalogue knows, linked, or products / shops matching any of the words.
 */
export function RewriteNotice({
  rewrite,
  keyword,
  what,
  href,
}: {
  rewrite: SearchRewrite;
  keyword: string;
  what: "products" | "shops";
  href: (query: string) => string;
}) {
  const t = useTranslations("list");
  return (
    <p className="mt-3 bg-white px-4 py-3 text-sm text-ink" role="status" data-testid="search-rewrite">
      {rewrite.kind === "didYouMean"
        ? t.rich("didYouMean", {
            keyword,
            query: rewrite.query,
            what,
            link: (c) => (
              <Link href={href(rewrite.query)} className="font-semibold text-brand hover:underline">
                {c}
              </Link>
            ),
          })
        : t("anyWord", { keyword, what })}
    </p>
  );
}
