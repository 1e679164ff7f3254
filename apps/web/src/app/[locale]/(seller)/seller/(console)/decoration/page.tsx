import { ClientMessages } from "@/i18n/client-messages";
import { DECORATION_EDITOR_NAMESPACES } from "@/i18n/client-namespaces";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { SellerDecorationPages } from "@/modules/seller/decoration/decoration-pages";

/** /seller/decoration: the shop's home page (with its decorated header) and micro pages. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return (
    <ClientMessages add={DECORATION_EDITOR_NAMESPACES}>
      <SellerDecorationPages />
    </ClientMessages>
  );
}
