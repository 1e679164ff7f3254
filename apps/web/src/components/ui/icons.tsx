"use client";

/**
 * The lucide icons server components render. lucide's icon component is a client component, so
 * one rendered by a server component is embedded in the page with its whole SVG path data (≈ 600
 * bytes per icon, 15 stars on the home page); imported from this client module, it is embedded
 * as a reference with its few props, the paths being in the JavaScript already (ADR
 * 0030-page-weight). Client components may import lucide-react directly.
 */
export {
  ArrowDown,
  ArrowUp,
  Check,
  ChevronLeft,
  ChevronRight,
  Headphones,
  Megaphone,
  Search,
  SearchX,
  Star,
  Store,
  X,
} from "lucide-react";
