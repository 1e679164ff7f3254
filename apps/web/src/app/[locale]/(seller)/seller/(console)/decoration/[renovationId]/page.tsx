import { notFound } from "next/navigation";
import { ClientMessages } from "@/i18n/client-messages";
import { DECORATION_EDITOR_NAMESPACES } from "@/i18n/client-namespaces";
import { enableStaticLocale } from "@/i18n/static-locale";
import { SellerDecorationEditor } from "@/modules/seller/decoration/decoration-pages";

/** /seller/decoration/{renovationId}: the decoration editor of one of the shop's pages. */
export default async function Page({ params }: { params: Promise<{ locale: string; renovationId: string }> }) {
  await enableStaticLocale(params);
  const { renovationId } = await params;
  if (!/^[1-9]\d{0,9}$/.test(renovationId)) notFound();
  return (
    <ClientMessages add={DECORATION_EDITOR_NAMESPACES}>
      <SellerDecorationEditor pageId={Number(renovationId)} />
    </ClientMessages>
  );
}
