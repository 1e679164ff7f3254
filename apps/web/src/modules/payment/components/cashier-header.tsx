"use client";

import { useTranslations } from "next-intl";
import { Container } from "@/components/ui/container";
import { Logo } from "@/components/ui/logo";

/** The slim header of the pages in the empty layout (/weixin-pay): logo and "cashier". */
export function CashierHeader({ title }: { title: string }) {
  const t = useTranslations("payment");
  return (
    <header className="border-b-2 border-brand bg-white">
      <Container className="flex h-[76px] items-center gap-4">
        <Logo />
        <span className="border-l border-line-strong pl-4 text-xl text-ink">{title}</span>
        <span className="ml-auto text-xs text-muted">{t("secure")}</span>
      </Container>
    </header>
  );
}
