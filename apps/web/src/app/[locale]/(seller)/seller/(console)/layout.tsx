import type { ReactNode } from "react";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { SellerShell } from "@/modules/seller/shell/seller-shell";

/** The signed-in pages of the seller center. */
export default async function Layout({ children, params }: LocaleParams & { children: ReactNode }) {
  await enableStaticLocale(params);
  return <SellerShell>{children}</SellerShell>;
}
