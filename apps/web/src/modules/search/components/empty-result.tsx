import { SearchX } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { BackButton } from "@/components/ui/back-button";

/** Spec part 2 ("error page"): no related products, with a back button. */
export function EmptyResult({ keyword, hotWords }: { keyword?: string; hotWords: { label: string; href: string }[] }) {
  const t = useTranslations("list");
  return (
    <div className="flex flex-col items-center bg-white py-16 text-center" data-testid="list-empty" role="status">
      <SearchX size={64} strokeWidth={1.2} className="text-line-strong" aria-hidden />
      <p className="mt-4 text-base text-ink">{keyword ? t("emptyKeyword", { keyword }) : t("empty")}</p>
      <p className="mt-1 text-xs text-muted">{t("emptyHint")}</p>
      <div className="mt-6 flex gap-3">
        <BackButton className="rounded-sm border border-brand px-6 py-2 text-sm text-brand hover:bg-brand/5" />
        <Link href="/" className="btn-brand">
          {t("home")}
        </Link>
      </div>
      {hotWords.length > 0 ? (
        <p className="mt-6 text-xs text-subtle">
          {t("tryHot")}
          {hotWords.map((w) => (
            <Link key={w.href} href={w.href} className="ml-3 text-brand hover:underline" data-testid="empty-hot-word">
              {w.label}
            </Link>
          ))}
        </p>
      ) : null}
    </div>
  );
}
