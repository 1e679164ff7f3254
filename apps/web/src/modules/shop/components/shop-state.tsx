import { Store } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { Container } from "@/components/ui/container";
import { Link } from "@/i18n/navigation";

/** A shop that cannot be visited: unknown, closed or offline — a clear state, not an error page. */
export function ShopState({ title, detail }: { title: string; detail?: string }) {
  const t = useTranslations("shop");
  return (
    <Container className="py-6">
      <div className="flex flex-col items-center bg-white py-20 text-center" role="status" data-testid="shop-state">
        <Store size={64} strokeWidth={1.2} className="text-line-strong" aria-hidden />
        <p className="mt-4 text-lg text-ink">{title}</p>
        {detail ? <p className="mt-1 text-xs text-muted">{detail}</p> : null}
        <div className="mt-6 flex gap-3">
          <Link
            href="/shopList"
            className="rounded-sm border border-brand px-6 py-2 text-sm text-brand hover:bg-brand/5"
          >
            {t("otherShops")}
          </Link>
          <Link href="/" className="btn-brand">
            {t("backHome")}
          </Link>
        </div>
      </div>
    </Container>
  );
}
