import type { Page } from "@souk/contract";
import { endpoint, type Query } from "@/lib/api/endpoint";

/** One decorated page of an owner (the platform or a shop), as the page list shows it. */
export interface DecorationPageRow {
  renovationId: number;
  name: string;
  kind: "home" | "micro";
  isHome: boolean;
  draftRevision: number;
  updatedAt: string;
  updatedBy: string;
  publishedVersion: number | null;
  publishedAt: string | null;
}
export interface DecorationProblem {
  blockIndex: number;
  field: string;
  message: string;
}
export interface StoredBlock {
  type: string;
  dataField: Record<string, unknown>;
  hidden?: boolean;
}
export interface DecorationPageDetail extends Omit<DecorationPageRow, "isHome"> {
  blocks: StoredBlock[];
  problems: DecorationProblem[];
}
export interface DecorationVersionRow {
  version: number;
  publishedAt: string;
  publishedBy: string;
  blockCount: number;
}
export interface PickerProduct {
  prodId: number;
  prodName: string;
  pic: string;
  price: number;
  shopId: number;
  shopName?: string;
}
export interface PickerShop {
  shopId: number;
  shopName: string;
  shopLogo: string;
}
export interface PickerCoupon {
  couponId: number;
  couponName: string;
}
export interface PickerFlashSession {
  sessionId: number;
  name: string;
  startTime: string;
  endTime: string;
}
export interface PickerMicroPage {
  renovationId: number;
  name: string;
  shopId: number;
}
export interface PickerCategory {
  categoryId: number;
  categoryName: string;
  children?: PickerCategory[];
}

/**
 * The decoration API of one owner: `/admin/decoration` (the mall) or `/m/decoration` (the
 * signed-in shop). Both answer the same shapes, so the editor takes the base and nothing else.
 */
export function decorationApi(base: "/admin/decoration" | "/m/decoration") {
  const page = (id: number) => `${base}/pages/${id}`;
  return {
    base,
    pages: (query: { kind?: string; name?: string; current: number; size: number }) =>
      endpoint<Page<DecorationPageRow>>("GET", `${base}/pages`, { query }),
    createPage: (name: string) => endpoint<{ renovationId: number }>("POST", `${base}/pages`, { body: { name } }),
    renamePage: (id: number, name: string) => endpoint<null>("PUT", `${page(id)}/name`, { body: { name } }),
    deletePage: (id: number) => endpoint<null>("DELETE", page(id)),
    detail: (id: number) => endpoint<DecorationPageDetail>("GET", page(id)),
    saveDraft: (id: number, blocks: StoredBlock[], baseRevision: number) =>
      endpoint<{ draftRevision: number; updatedAt: string }>("PUT", `${page(id)}/draft`, {
        body: { blocks, baseRevision },
      }),
    publish: (id: number, baseRevision: number) =>
      endpoint<{ version: number; publishedAt: string }>("POST", `${page(id)}/publish`, { body: { baseRevision } }),
    versions: (id: number, query: { current: number; size: number }) =>
      endpoint<Page<DecorationVersionRow>>("GET", `${page(id)}/versions`, { query }),
    restore: (id: number, version: number) =>
      endpoint<{ version: number; publishedAt: string }>("POST", `${page(id)}/versions/${version}/restore`),
    preview: (id: number) => endpoint<{ url: string; expiresAt: string }>("POST", `${page(id)}/preview`),
    pickProducts: (query: Query) => endpoint<Page<PickerProduct>>("GET", `${base}/picker/products`, { query }),
    pickShops: (query: Query) => endpoint<Page<PickerShop>>("GET", `${base}/picker/shops`, { query }),
    pickCoupons: (query: Query) => endpoint<Page<PickerCoupon>>("GET", `${base}/picker/coupons`, { query }),
    pickFlashSessions: (query: Query) =>
      endpoint<Page<PickerFlashSession>>("GET", `${base}/picker/flash-sessions`, { query }),
    pickMicroPages: (query: Query) => endpoint<Page<PickerMicroPage>>("GET", `${base}/picker/micro-pages`, { query }),
    pickCategories: () => endpoint<PickerCategory[]>("GET", `${base}/picker/categories`),
  };
}
export type DecorationApi = ReturnType<typeof decorationApi>;

/** The public preview of a draft (the token from `preview`): the resolved blocks, as the live page gets them. */
export const previewContent = (token: string) =>
  endpoint<{ content: string } | null>("GET", "/decoration/preview", { query: { token } });
