import { Container } from "@/components/ui/container";
import { mediaUrl } from "@/lib/media/media-url";
import { list, num, str } from "../lib/parse";
import { DecorationAnchor } from "./decoration-link";

interface Hotspot {
  x: unknown;
  y: unknown;
  w: unknown;
  h: unknown;
  path: unknown;
  name?: unknown;
}

/** universal_hotspot: an image with clickable areas (x, y, w, h in % of the image). */
export function UniversalHotspot({ data, label }: { data: Record<string, unknown>; label: (i: number) => string }) {
  const img = str(data.imgUrl);
  if (!img) return null;
  const width = num(data.width, 1200, 1, 4000);
  const height = num(data.height, 240, 1, 4000);
  return (
    <Container className="relative mt-3" data-block="universal_hotspot">
      <img src={mediaUrl(img)} alt="" width={width} height={height} loading="lazy" className="block h-auto w-full" />
      {list<Hotspot>(data.hotspots).map((h, i) => (
        <DecorationAnchor
          key={i}
          link={h.path}
          label={str(h.name) || label(i + 1)}
          testId="hotspot-area"
          className="absolute block hover:bg-white/10"
          style={{
            left: `${num(h.x, 0, 0, 100)}%`,
            top: `${num(h.y, 0, 0, 100)}%`,
            width: `${num(h.w, 0, 0, 100)}%`,
            height: `${num(h.h, 0, 0, 100)}%`,
          }}
        >
          {null}
        </DecorationAnchor>
      ))}
    </Container>
  );
}
