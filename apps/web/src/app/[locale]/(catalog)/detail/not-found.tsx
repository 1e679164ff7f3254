import { OffShelfView } from "@/modules/product/components/off-shelf-view";

/** /detail/{unknown or deleted id} and /detail without an id: the "not available" view with HTTP 404. */
export default function ProductNotFound() {
  return <OffShelfView brief={null} />;
}
