import type messages from "../../messages/zh.json";

export type ClientNamespace = keyof typeof messages;

/**
 * Message namespaces of the client islands, per part of the page (ADR 0030-page-weight). The
 * root layout sends SHELL_NAMESPACES; a page adds its own list on top (ClientMessages merges
 * them). client-namespaces.test.ts walks the imports below each entry and fails when a client
 * component uses a namespace its lists lack, so adding `useTranslations("x")` to an island means
 * adding "x" here; it also fails when a list names a namespace no island below it uses.
 */

/** The root layout's islands (account, login popup, toasts) and the chrome of every layout. */
export const SHELL_NAMESPACES = [
  "a11y",
  "address",
  "auth",
  "category",
  "common",
  "errors",
  "footer",
  "header",
  "nav",
  "topBar",
  "phone",
] as const satisfies readonly ClientNamespace[];

/** The seller center (/seller): the shared console shell's texts and the seller center's pages. */
export const SELLER_NAMESPACES = [
  "console",
  "seller",
  "chat",
  "chatPlatform",
] as const satisfies readonly ClientNamespace[];

/** The platform console (/admin): the shared console shell's texts and the platform console's pages. */
export const PLATFORM_NAMESPACES = ["console", "platform"] as const satisfies readonly ClientNamespace[];

/** The home decoration's own header (shop_signs), rendered by the home layout. */
export const DECORATED_HEADER_NAMESPACES = ["decoration"] as const satisfies readonly ClientNamespace[];

/** "/" and "/newIndex". */
export const HOME_NAMESPACES = [
  "couponTicket",
  "decoration",
  "discount",
  "home",
  "product",
] as const satisfies readonly ClientNamespace[];

/** /list. */
export const LIST_NAMESPACES = ["discount", "list", "product"] as const satisfies readonly ClientNamespace[];

/** /detail. */
export const DETAIL_NAMESPACES = [
  "couponTicket",
  "detail",
  "discount",
  "product",
  "promoShown",
  "shop",
] as const satisfies readonly ClientNamespace[];

/** The decoration editor (/admin/decoration/{id}, /seller/decoration/{id}): its own texts and the storefront blocks its canvas draws. */
export const DECORATION_EDITOR_NAMESPACES = [
  "couponTicket",
  "decorationEditor",
  "decoration",
  "discount",
  "product",
  "promoShown",
] as const satisfies readonly ClientNamespace[];
