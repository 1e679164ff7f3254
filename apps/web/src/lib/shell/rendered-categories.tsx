import type { Locale } from "@souk/contract";
import type { ReactNode } from "react";
import { categoryTreeEndpoint } from "@/lib/api/endpoints/catalog";
import { fetchOnServer } from "@/lib/api/server-client";
import { shellCategories } from "./shell-categories";
import { ShellCategoriesProvider } from "./shell-data";

/**
 * Embeds the (slimmed) category tree for layouts whose HTML shows it: the home page's pinned
 * panel, hero and floors, and decorated headers. Null (API down) is loaded by the browser.
 */
export async function RenderedCategories({ locale, children }: { locale: Locale; children: ReactNode }) {
  const tree = await fetchOnServer(categoryTreeEndpoint(), locale);
  return <ShellCategoriesProvider categories={tree && shellCategories(tree)}>{children}</ShellCategoriesProvider>;
}
