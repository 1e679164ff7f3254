import { ChevronRight } from "@/components/ui/icons";
import { Container } from "@/components/ui/container";
import { color, str } from "../lib/parse";
import { DecorationAnchor } from "./decoration-link";

/** floor_title: a floor heading with subtitle and a "more" link. */
export function FloorTitle({ data }: { data: Record<string, unknown> }) {
  const title = str(data.title);
  const more = str(data.moreText);
  return (
    <Container className="mt-5 flex items-end justify-between pb-2" data-block="floor_title">
      <div className="flex items-baseline gap-3">
        <h2 className="text-xl font-bold" style={{ color: color(data.titleColor, "#333333") }}>
          {title}
        </h2>
        {str(data.subTitle) ? <p className="text-xs text-muted">{str(data.subTitle)}</p> : null}
      </div>
      {more ? (
        <DecorationAnchor
          link={data.path}
          className="flex items-center text-xs text-subtle hover:text-brand"
          testId="floor-more"
          label={`${title} ${more}`}
        >
          {more}
          <ChevronRight size={14} aria-hidden />
        </DecorationAnchor>
      ) : null}
    </Container>
  );
}
