import { notFound } from "next/navigation";

/** Any path no page claims is a 404, rendered by [locale]/not-found.tsx in the buyer's language. */
export default function CatchAll() {
  notFound();
}
