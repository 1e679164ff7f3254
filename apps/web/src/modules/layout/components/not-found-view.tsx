import { useTranslations } from "next-intl";
import { Container } from "@/components/ui/container";
import { Link } from "@/i18n/navigation";

/** Unknown route or unknown language (spec part 2). */
export function NotFoundView() {
  const t = useTranslations("errors");
  return (
    <Container className="flex flex-col items-center py-24 text-center" data-testid="not-found">
      <p className="text-7xl font-bold text-brand/80">{t("notFoundCode")}</p>
      <h1 className="mt-4 text-xl text-ink">{t("notFound")}</h1>
      <Link href="/" className="mt-8 btn-brand">
        {t("backHome")}
      </Link>
    </Container>
  );
}
