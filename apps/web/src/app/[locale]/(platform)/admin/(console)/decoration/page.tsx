import { ClientMessages } from "@/i18n/client-messages";
import { DECORATION_EDITOR_NAMESPACES } from "@/i18n/client-namespaces";
import { enableStaticLocale, type LocaleParams } from "@/i18n/static-locale";
import { PlatformDecorationPages } from "@/modules/platform/decoration/decoration-pages";

/** /admin/decoration: the mall's home page and micro pages. */
export default async function Page({ params }: LocaleParams) {
  await enableStaticLocale(params);
  return (
    <ClientMessages add={DECORATION_EDITOR_NAMESPACES}>
      <PlatformDecorationPages />
    </ClientMessages>
  );
}
