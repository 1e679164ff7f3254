import type { Locale } from "@souk/contract";
import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { RichHtml } from "@/components/ui/rich-html";
import { Link } from "@/i18n/navigation";
import { termsEndpoint } from "@/lib/api/endpoints/config";
import { fetchResultOnServer } from "@/lib/api/server-client";

export type TermsKind = 0 | 1;

export async function loadTerms(sts: TermsKind, locale: Locale) {
  const r = await fetchResultOnServer(termsEndpoint(sts), locale);
  if (r.ok) return r.data;
  // Unreachable API: fail the render so a cached page is kept rather than replaced by "not configured".
  if (r.code === null) throw new Error("terms: API unreachable");
  return null;
}

/** /termsPage?sts=0 (service terms) or 1 (privacy policy), in the policy layout. */
export async function TermsTemplate({ sts, locale }: { sts: TermsKind; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "terms" });
  const doc = await loadTerms(sts, locale);
  return (
    <Container className="py-6 max-md:py-3">
      <div className="flex gap-6 max-md:flex-col max-md:gap-3">
        <nav aria-label={t("navLabel")} className="w-[200px] shrink-0 self-start bg-white max-md:w-full">
          <ul>
            {([0, 1] as const).map((k) => (
              <li key={k}>
                <Link
                  href={`/termsPage?sts=${k}`}
                  aria-current={k === sts ? "page" : undefined}
                  className={
                    k === sts
                      ? "block border-l-4 border-brand bg-brand/5 px-4 py-3 text-sm font-semibold text-brand"
                      : "block border-l-4 border-transparent px-4 py-3 text-sm text-ink hover:text-brand"
                  }
                >
                  {k === 0 ? t("serviceTerms") : t("privacyPolicy")}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <article className="min-w-0 flex-1 bg-white px-12 py-8 max-md:px-4 max-md:py-4" data-testid="terms">
          <h1 className="border-b border-line pb-4 text-center text-2xl font-semibold text-ink">
            {doc?.title || (sts === 0 ? t("serviceTerms") : t("privacyPolicy"))}
          </h1>
          {doc?.content ? (
            <RichHtml html={doc.content} className="mt-4" testId="terms-content" />
          ) : (
            <p className="py-16 text-center text-muted">{t("notConfigured")}</p>
          )}
        </article>
      </div>
    </Container>
  );
}
