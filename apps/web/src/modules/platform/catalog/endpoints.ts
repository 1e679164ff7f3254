import type {
  BrandBody,
  CategoryCreateBody,
  CategoryEditBody,
  Page,
  PlatformBrand,
  PlatformCategory,
  PlatformProduct,
} from "@souk/contract";
import { endpoint } from "@/lib/api/endpoint";

/** The platform API's catalog (`/admin/catalog/…`) as the console calls it. */

/** A category picture or brand logo (re-encoded by the API, ≤ 2 MB) → its path. */
export const uploadCatalogImage = (file: File) => {
  const form = new FormData();
  form.append("file", file);
  return endpoint<{ filePath: string }>("POST", "/admin/catalog/upload", { body: form });
};

export const categoryTree = () => endpoint<PlatformCategory[]>("GET", "/admin/catalog/categories");
export const createCategory = (body: CategoryCreateBody) =>
  endpoint<{ categoryId: number }>("POST", "/admin/catalog/categories", { body });
export const editCategory = (categoryId: number, body: CategoryEditBody) =>
  endpoint<null>("PUT", `/admin/catalog/categories/${categoryId}`, { body });
export const setCategoryStatus = (categoryId: number, status: 0 | 1) =>
  endpoint<null>("PUT", `/admin/catalog/categories/${categoryId}/status`, { body: { status } });
export const moveCategory = (categoryId: number, parentId: number) =>
  endpoint<null>("PUT", `/admin/catalog/categories/${categoryId}/move`, { body: { parentId } });
export const deleteCategory = (categoryId: number) =>
  endpoint<null>("DELETE", `/admin/catalog/categories/${categoryId}`);

export interface BrandFilters {
  current: number;
  size: number;
  name?: string;
  status?: "0" | "1";
}
export const brandPage = (q: BrandFilters) =>
  endpoint<Page<PlatformBrand>>("GET", "/admin/catalog/brands", { query: { ...q } });
export const createBrand = (body: BrandBody) =>
  endpoint<{ brandId: number }>("POST", "/admin/catalog/brands", { body });
export const editBrand = (brandId: number, body: BrandBody) =>
  endpoint<null>("PUT", `/admin/catalog/brands/${brandId}`, { body });
export const setBrandStatus = (brandId: number, status: 0 | 1) =>
  endpoint<null>("PUT", `/admin/catalog/brands/${brandId}/status`, { body: { status } });

export interface ProductFilters {
  current: number;
  size: number;
  prodName?: string;
  shopName?: string;
  categoryId?: number;
  status?: "0" | "1" | "takedown";
}
export const productPage = (q: ProductFilters) =>
  endpoint<Page<PlatformProduct>>("GET", "/admin/catalog/products", { query: { ...q } });
export const takeDownProduct = (prodId: number, reason: string) =>
  endpoint<null>("PUT", `/admin/catalog/products/${prodId}/takedown`, { body: { reason } });
