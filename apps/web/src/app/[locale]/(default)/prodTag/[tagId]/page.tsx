import type { Metadata } from "next";
import { enableStaticLocale } from "@/i18n/static-locale";
import { pageMetadata } from "@/lib/seo/metadata";
import { GroupTemplate, loadGroup } from "@/modules/home/templates/group-template";

type Props = { params: Promise<{ locale: string; tagId: string }> };

const tagIdParam = (v: string | undefined) => (v && /^\d{1,10}$/.test(v) && Number(v) > 0 ? Number(v) : null);

/** Rendered on first visit, then cached per group and locale (ISR, revalidated by the catalog tags). */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await enableStaticLocale(params);
  const tagId = tagIdParam((await params).tagId);
  const data = await loadGroup(tagId, locale).catch(() => null);
  return pageMetadata({ title: data?.title || undefined, path: `/prodTag/${tagId ?? ""}` });
}

/** /prodTag/{tagId}: all products of a home product group (the "more" of its row on the home). */
export default async function GroupPage({ params }: Props) {
  const locale = await enableStaticLocale(params);
  return <GroupTemplate tagId={tagIdParam((await params).tagId)} locale={locale} />;
}
