import { Container } from "@/components/ui/container";
import { CATEGORY_PANEL_HEIGHT } from "@/modules/header";
import { CategoryFloors } from "../components/category-floors";
import { HomeBanner } from "../components/home-banner";
import { MemberCard } from "../components/member-card";
import { NoticeBoard } from "../components/notice-board";

/**
 * Home body until the decoration blocks arrive: the first column is left free for the pinned
 * category list of the header, then the banner and the buyer's column; category floors below.
 */
export function HomeTemplate() {
  return (
    <Container>
      <div className="grid grid-cols-[200px_1fr_240px] gap-2.5" style={{ height: CATEGORY_PANEL_HEIGHT }}>
        <div aria-hidden />
        <HomeBanner />
        <div className="flex flex-col gap-2.5 pt-2.5">
          <MemberCard />
          <NoticeBoard />
        </div>
      </div>
      <CategoryFloors />
    </Container>
  );
}
