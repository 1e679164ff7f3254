import { notFound } from "next/navigation";
import { enableStaticLocale } from "@/i18n/static-locale";
import { ProductFormPage } from "@/modules/seller/products/product-form-page";

/** /seller/products/{prodId}: edit a product of the shop (another shop's answers like an unknown one). */
export default async function Page({ params }: { params: Promise<{ locale: string; prodId: string }> }) {
  await enableStaticLocale(params);
  const prodId = Number((await params).prodId);
  if (!Number.isSafeInteger(prodId) || prodId <= 0) notFound();
  return <ProductFormPage prodId={prodId} />;
}
