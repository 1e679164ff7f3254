import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import type { ClientNamespace } from "./client-namespaces";
import { MoreMessages } from "./more-messages";

/**
 * The messages client islands need, and only those (ADR 0030-page-weight): every message handed
 * to a client provider is serialised into the page's HTML.
 *  - `root`: the root layout's provider, with exactly these namespaces;
 *  - `add`: a page's provider, adding these namespaces to the root's;
 *  - neither: every message (the pages not slimmed yet: account, checkout, chat…).
 */
export async function ClientMessages({
  root,
  add,
  children,
}: {
  root?: readonly ClientNamespace[];
  add?: readonly ClientNamespace[];
  children: ReactNode;
}) {
  const all = await getMessages();
  const pick = (namespaces: readonly ClientNamespace[]) => Object.fromEntries(namespaces.map((n) => [n, all[n]]));
  if (add) return <MoreMessages messages={pick(add)}>{children}</MoreMessages>;
  return <NextIntlClientProvider messages={root ? pick(root) : all}>{children}</NextIntlClientProvider>;
}
