import type { Metadata } from "next";
import { hasLocale } from "next-intl";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { ClientMessages } from "@/i18n/client-messages";
import { SHELL_NAMESPACES } from "@/i18n/client-namespaces";
import { routing } from "@/i18n/routing";
import { enableStaticLocale } from "@/i18n/static-locale";
import { apiReachable, fetchOnServer } from "@/lib/api/server-client";
import { topNoticesEndpoint, webConfigEndpoint } from "@/lib/api/endpoints/content";
import { siteUrl } from "@/lib/seo/site-url";
import { localizedText } from "@/lib/web-config/localize";
import { mediaUrl } from "@/lib/media/media-url";
import { AppProviders } from "@/modules/layout/components/app-providers";

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** Every page is rendered once per locale (static/ISR); the proxy picks the locale from the cookie. */
export async function generateStaticParams() {
  // A build without a reachable API would bake fallback pages (no decoration, no catalog) into
  // the cache until they revalidate; then nothing is prerendered and every page is rendered on
  // its first visit instead (still cached per locale afterwards).
  if (!(await apiReachable())) return [];
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Omit<Props, "children">): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const [config, t] = await Promise.all([
    fetchOnServer(webConfigEndpoint(), locale),
    getTranslations({ locale, namespace: "meta" }),
  ]);
  const title = localizedText(config, "pcTitleContent", locale) || t("title");
  const icon = config?.pcTitleImg?.trim();
  return {
    metadataBase: siteUrl(),
    title: { default: title, template: `%s - ${title}` },
    description: t("description"),
    icons: { icon: icon ? mediaUrl(icon) : "/favicon.svg" },
  };
}

export default async function LocaleLayout({ children, params }: Props) {
  const locale = await enableStaticLocale(params);

  // Shell data for the cached HTML; nulls (API down) are filled in by the browser. The category
  // tree is embedded only by the layouts that show it when rendered (useShellCategories).
  const [webConfig, notices] = await Promise.all([
    fetchOnServer(webConfigEndpoint(), locale),
    fetchOnServer(topNoticesEndpoint(), locale),
  ]);

  return (
    <html lang={locale === "zh" ? "zh-CN" : "en"}>
      {/*
        A column at least a screen tall: the footer grows into what a short page leaves, so no grey band shows under it.
        Below 768 px (max-md:) the page is as wide as the phone; at 768 px and up it
        is exactly the desktop page (min-width 1200 px).
      */}
      <body className="flex min-h-screen flex-col bg-page font-sans text-xs text-ink antialiased md:min-w-[1200px]">
        <ClientMessages root={SHELL_NAMESPACES}>
          <AppProviders initial={{ webConfig, notices }}>{children}</AppProviders>
        </ClientMessages>
      </body>
    </html>
  );
}
