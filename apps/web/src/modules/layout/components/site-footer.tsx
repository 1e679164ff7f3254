"use client";

import { Banknote, Clock, CreditCard, Headphones, RotateCcw, ShieldCheck, Truck } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import type { ComponentType } from "react";
import { Container } from "@/components/ui/container";
import { infoLines, localizedText } from "@/lib/web-config/localize";
import { useShellData } from "@/lib/shell/shell-data";

type FooterKey = "sevenDayReturn" | "afterSales" | "payOnline" | "payOnDelivery" | "payOffline" | "serviceHours";
interface Group {
  title: "promiseTitle" | "paymentTitle" | "serviceTitle";
  items: { key: FooterKey; icon: ComponentType<{ size?: number; className?: string; "aria-hidden"?: boolean }> }[];
}

/** Spec part 9: 7-day return and service; online, cash on delivery, offline payment; service 7*8. */
const GROUPS: Group[] = [
  {
    title: "promiseTitle",
    items: [
      { key: "sevenDayReturn", icon: RotateCcw },
      { key: "afterSales", icon: ShieldCheck },
    ],
  },
  {
    title: "paymentTitle",
    items: [
      { key: "payOnline", icon: CreditCard },
      { key: "payOnDelivery", icon: Truck },
      { key: "payOffline", icon: Banknote },
    ],
  },
  { title: "serviceTitle", items: [{ key: "serviceHours", icon: Clock }] },
];

/**
 * Site footer: service promises, payment methods and service hours, then company info and copyright
 * from the web config. On a phone the three groups stay side by side in small type, without icons.
 */
export function SiteFooter() {
  const t = useTranslations("footer");
  const locale = useLocale();
  const { webConfig } = useShellData();
  const company = localizedText(webConfig, "pcCompanyName", locale);
  const lines = infoLines(localizedText(webConfig, "pcCompanyInfo", locale));
  const copyright = localizedText(webConfig, "pcCopyright", locale);

  return (
    <footer
      className="mt-10 grow border-t-2 border-brand bg-white text-xs text-subtle max-md:mt-4"
      aria-label={t("label")}
      data-testid="site-footer"
    >
      <Container className="grid grid-cols-3 gap-8 border-b border-line py-8 max-md:gap-2 max-md:px-3 max-md:py-4">
        {GROUPS.map((g) => (
          <section key={g.title} aria-labelledby={`footer-${g.title}`}>
            <h2
              id={`footer-${g.title}`}
              className="mb-3 flex items-center gap-1 text-sm font-semibold text-ink max-md:mb-2 max-md:text-xs"
            >
              {g.title === "serviceTitle" ? <Headphones size={16} className="text-brand" aria-hidden /> : null}
              {t(g.title)}
            </h2>
            <ul className="space-y-2 max-md:space-y-1">
              {g.items.map(({ key, icon: Icon }) => (
                <li key={key} className="flex items-center gap-2 max-md:gap-1 max-md:text-[11px]">
                  <Icon size={18} className="text-brand max-md:hidden" aria-hidden />
                  <span data-testid={`footer-${key}`}>{t(key)}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </Container>
      <Container className="space-y-1 py-6 text-center leading-5 max-md:px-3 max-md:py-4" data-testid="footer-company">
        {company ? <p className="font-semibold text-ink">{company}</p> : null}
        {lines.map((l, i) => (
          <p key={i}>{l}</p>
        ))}
        {copyright ? <p data-testid="footer-copyright">{copyright}</p> : null}
      </Container>
    </footer>
  );
}
