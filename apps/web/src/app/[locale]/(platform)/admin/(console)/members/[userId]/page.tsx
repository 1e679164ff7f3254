import { notFound } from "next/navigation";
import { enableStaticLocale } from "@/i18n/static-locale";
import { MemberDetailPage } from "@/modules/platform/members/member-detail-page";

/** /admin/members/{userId}: one member's accounts, adjustments and status. */
export default async function Page({ params }: { params: Promise<{ locale: string; userId: string }> }) {
  await enableStaticLocale(params);
  const { userId } = await params;
  if (!/^[1-9]\d{0,9}$/.test(userId)) notFound();
  return <MemberDetailPage userId={Number(userId)} />;
}
