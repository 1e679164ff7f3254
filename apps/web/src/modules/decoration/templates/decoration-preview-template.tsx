import type { Locale } from "@souk/contract";
import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { decorationPreviewEndpoint } from "@/lib/api/endpoints/decoration";
import { fetchResultOnServer } from "@/lib/api/server-client";
import { MainHeader } from "@/modules/header";
import { DecoratedPage } from "./micro-page-template";

/**
 * /decoration-preview?token= : a page's DRAFT, for the editor who asked for the signed link (the
 * API checks the token, its expiry and the staff member), rendered with the live page's components
 * under a banner saying buyers do not see it. Never cached: the fetch has no revalidation.
 */
export async function DecorationPreviewTemplate({ token, locale }: { token: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "decorationPreview" });
  const r = token ? await fetchResultOnServer(decorationPreviewEndpoint(token), locale, 0) : null;
  if (r && !r.ok && r.code === null) throw new Error("decoration/preview: API unreachable");
  if (!r?.ok)
    return (
      <>
        <MainHeader />
        <Container className="py-6">
          <div
            className="flex flex-col items-center bg-white py-20 text-center"
            role="status"
            data-testid="preview-invalid"
          >
            <p className="text-lg text-ink">{t("invalid")}</p>
            <p className="mt-2 text-sm text-muted">{t("invalidDetail")}</p>
          </div>
        </Container>
      </>
    );
  return (
    <>
      <div role="status" className="bg-ink py-2 text-center text-sm text-white" data-testid="preview-banner">
        {t("banner", { name: r.data.name })}
      </div>
      <DecoratedPage page={r.data} locale={locale} />
    </>
  );
}
