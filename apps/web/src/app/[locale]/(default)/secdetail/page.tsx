import { notFound } from "next/navigation";

/** /secdetail without a flash-sale id: the 404 page (HTTP 404), as for an unknown id. */
export default function SecdetailWithoutId() {
  notFound();
}
