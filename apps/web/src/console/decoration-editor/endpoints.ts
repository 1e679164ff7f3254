import type {
  DecorationBlockInput,
  DecorationDraftSaved,
  DecorationPageDetail,
  DecorationPageSummary,
  DecorationPickerCategory,
  DecorationPickerCoupon,
  DecorationPickerFlashSession,
  DecorationPickerMicroPage,
  DecorationPickerProduct,
  DecorationPickerShop,
  DecorationPreviewLink,
  DecorationPublished,
  DecorationVersion,
  Page,
  Renovation,
} from "@souk/contract";
import { endpoint, type Query } from "@/lib/api/endpoint";

/**
 * The decoration API of one owner: `/admin/decoration` (the mall) or `/m/decoration` (the
 * signed-in shop). Both answer the same shapes (contract `decoration-editor.ts`), so the editor
 * takes the base and nothing else.
 */
export function decorationApi(base: "/admin/decoration" | "/m/decoration") {
  const page = (id: number) => `${base}/pages/${id}`;
  return {
    pages: (query: { kind?: string; name?: string; current: number; size: number }) =>
      endpoint<Page<DecorationPageSummary>>("GET", `${base}/pages`, { query }),
    createPage: (name: string) => endpoint<{ renovationId: number }>("POST", `${base}/pages`, { body: { name } }),
    renamePage: (id: number, name: string) => endpoint<unknown>("PUT", `${page(id)}/name`, { body: { name } }),
    deletePage: (id: number) => endpoint<unknown>("DELETE", page(id)),
    detail: (id: number) => endpoint<DecorationPageDetail>("GET", page(id)),
    saveDraft: (id: number, blocks: DecorationBlockInput[], baseRevision: number) =>
      endpoint<DecorationDraftSaved>("PUT", `${page(id)}/draft`, { body: { blocks, baseRevision } }),
    publish: (id: number, baseRevision: number) =>
      endpoint<DecorationPublished>("POST", `${page(id)}/publish`, { body: { baseRevision } }),
    versions: (id: number, query: { current: number; size: number }) =>
      endpoint<Page<DecorationVersion>>("GET", `${page(id)}/versions`, { query }),
    restore: (id: number, version: number) =>
      endpoint<DecorationPublished>("POST", `${page(id)}/versions/${version}/restore`),
    preview: (id: number) => endpoint<DecorationPreviewLink>("POST", `${page(id)}/preview`),
    pickProducts: (query: Query) =>
      endpoint<Page<DecorationPickerProduct>>("GET", `${base}/picker/products`, { query }),
    pickShops: (query: Query) => endpoint<Page<DecorationPickerShop>>("GET", `${base}/picker/shops`, { query }),
    pickCoupons: (query: Query) => endpoint<Page<DecorationPickerCoupon>>("GET", `${base}/picker/coupons`, { query }),
    pickFlashSessions: () => endpoint<DecorationPickerFlashSession[]>("GET", `${base}/picker/flash-sessions`),
    pickMicroPages: (query: Query) =>
      endpoint<Page<DecorationPickerMicroPage>>("GET", `${base}/picker/micro-pages`, { query }),
    pickCategories: () => endpoint<DecorationPickerCategory[]>("GET", `${base}/picker/categories`),
    pickShopCategories: (shopId?: number) =>
      endpoint<DecorationPickerCategory[]>("GET", `${base}/picker/shop-categories`, { query: { shopId } }),
  };
}
export type DecorationApi = ReturnType<typeof decorationApi>;

/** The public preview of a draft (the token from `preview`): the blocks resolved as the live page gets them. */
export const previewContent = (token: string) =>
  endpoint<Renovation>("GET", "/decoration/preview", { query: { token } });
