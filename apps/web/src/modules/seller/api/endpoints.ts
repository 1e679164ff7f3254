import type {
  Brand,
  CategoryNode,
  MerchantLoginResult,
  MerchantOrderDetail,
  MerchantProduct,
  MerchantProductBody,
  MerchantProductDetail,
  Page,
  ProductSort,
  RefundDetail,
  RefundListItem,
  ShopCategory,
  StaffProfile,
  merchantOrderView,
  FlowRangeReport,
  OpLogAction,
  OpLogEntry,
  ReportRangeQuery,
  ReturnAddress,
  ReturnAddressBody,
  SalesReport,
  ShopDashboard,
  ShopSettings,
  ShopSettingsBody,
  StaffCreateBody,
  StaffMember,
  MerchantProdTag,
  FreightTemplate,
  FreightTemplateBody,
  OrderFields,
  OrderFieldsBody,
} from "@souk/contract";
import type { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";

/**
 * The merchant API (`/m/…`, a shop-staff token) and the public catalog reads the seller center
 * uses, typed by the contract's schemas.
 */
export type MerchantOrder = z.infer<typeof merchantOrderView>;

export const sellerLogin = (userName: string, passWord: string) =>
  endpoint<MerchantLoginResult>("POST", "/m/login", { body: { userName, passWord } });
export const sellerLogout = () => endpoint<null>("POST", "/m/logout");

/** The signed-in staff member: name, role and permissions, the shop's name and logo. */
export const staffMe = () => endpoint<StaffProfile>("GET", "/m/staff/me");
export const categoryTree = () => endpoint<CategoryNode[]>("GET", "/category/categoryInfo");
export const brandsOf = (categoryId: number) =>
  endpoint<Brand[]>("GET", "/mall4cloud_product/ua/brand/list_by_category", { query: { categoryId } });

export interface ProductFilters {
  current: number;
  size: number;
  prodName?: string;
  status?: "0" | "1";
  categoryId?: number;
  stock?: "low" | "out";
  sort?: ProductSort;
  /** Only these products (comma-separated ids, at most 100). */
  prodIds?: string;
}
export const productPage = (q: ProductFilters) =>
  endpoint<Page<MerchantProduct>>("GET", "/m/product/page", { query: { ...q } });
export const productDetail = (prodId: number) => endpoint<MerchantProductDetail>("GET", `/m/product/${prodId}`);
export const createProduct = (body: MerchantProductBody) =>
  endpoint<{ prodId: number }>("POST", "/m/product", { body });
export const updateProduct = (prodId: number, body: MerchantProductBody) =>
  endpoint<null>("PUT", `/m/product/${prodId}`, { body });
export const setProductStatus = (prodId: number, status: 0 | 1) =>
  endpoint<null>("PUT", `/m/product/${prodId}/status`, { body: { status } });
export const uploadProductImage = (file: File) => {
  const form = new FormData();
  form.append("file", file);
  return endpoint<{ filePath: string }>("POST", "/m/file/upload", { body: form });
};

export const orderPage = (q: { current: number; size: number; status: number } & OrderSearch) =>
  endpoint<Page<MerchantOrder>>("GET", "/m/order/page", { query: { ...q } });
export const shipOrder = (body: { orderNumber: string; carrier: string; trackingNumber: string }) =>
  endpoint<null>("PUT", "/m/order/delivery", { body });

export const refundPage = (q: { current: number; size: number; tab: number }) =>
  endpoint<Page<RefundListItem>>("GET", "/m/refund/page", { query: { ...q } });
export const refundDetail = (refundSn: string) =>
  endpoint<RefundDetail>("GET", "/m/refund/info", { query: { refundSn } });
export const acceptRefund = (refundSn: string) => endpoint<null>("PUT", "/m/refund/accept", { body: { refundSn } });
export const refuseRefund = (refundSn: string, reason: string) =>
  endpoint<null>("PUT", "/m/refund/refuse", { body: { refundSn, reason } });
export const receiveReturn = (refundSn: string, restock: boolean) =>
  endpoint<null>("PUT", "/m/refund/receive", { body: { refundSn, restock } });

/** The console's order search (number prefix, buyer phone, mall days), shared by the list, the tab counts and the export. */
export interface OrderSearch {
  orderNumber?: string;
  phone?: string;
  from?: string;
  to?: string;
}
export const orderCounts = (q: OrderSearch) =>
  endpoint<{ status: number; count: number }[]>("GET", "/m/order/counts", { query: { ...q } });
export const orderInfo = (orderNumber: string) =>
  endpoint<MerchantOrderDetail>("GET", "/m/order/info", { query: { orderNumber } });
/** The detail HTML as the API keeps it (sanitised), for the editor's preview. */
export const previewContent = (content: string) =>
  endpoint<{ html: string }>("POST", "/m/product/content-preview", { body: { content } });
/** The shop's own product groups (the storefront's shop-category list). */
export const shopGroups = (shopId: number) =>
  endpoint<ShopCategory[]>("GET", "/shop/categoryList", { query: { shopId } });
/** The dashboard (owner): today's and yesterday's figures, to-do counts and a 30-day trend. */
export const shopDashboard = () => endpoint<ShopDashboard>("GET", "/m/dashboard");
export const salesReport = (q: ReportRangeQuery) =>
  endpoint<SalesReport>("GET", "/m/report/sales", { query: { ...q } });
export const flowRangeReport = (q: ReportRangeQuery) =>
  endpoint<FlowRangeReport>("GET", "/m/report/flow", { query: { ...q } });

export const shopSettings = () => endpoint<ShopSettings>("GET", "/m/shop/settings");
export const saveShopSettings = (body: ShopSettingsBody) => endpoint<ShopSettings>("PUT", "/m/shop/settings", { body });
export const returnAddress = () => endpoint<ReturnAddress | null>("GET", "/m/shop/returnAddress");
export const saveReturnAddress = (body: ReturnAddressBody) =>
  endpoint<ReturnAddress>("PUT", "/m/shop/returnAddress", { body });

export const staffList = () => endpoint<StaffMember[]>("GET", "/m/staff/list");
export const addStaff = (body: StaffCreateBody) => endpoint<{ staffId: number }>("POST", "/m/staff", { body });
export const setStaffStatus = (staffId: number, status: 0 | 1) =>
  endpoint<null>("PUT", `/m/staff/${staffId}/status`, { body: { status } });
export const setStaffRole = (staffId: number, role: StaffCreateBody["role"]) =>
  endpoint<null>("PUT", `/m/staff/${staffId}/role`, { body: { role } });
export const resetStaffPassword = (staffId: number, password: string) =>
  endpoint<null>("PUT", `/m/staff/${staffId}/password`, { body: { password } });
export const unlockStaff = (staffId: number) => endpoint<null>("PUT", `/m/staff/${staffId}/unlock`);
export interface OpLogFilters {
  current: number;
  size: number;
  action?: OpLogAction;
  staffId?: number;
  from?: string;
  to?: string;
}
export const opLogPage = (q: OpLogFilters) => endpoint<Page<OpLogEntry>>("GET", "/m/oplog/page", { query: { ...q } });

/** The shop's product groups on the mall home (`/m/prodTag`, products permission): both titles, products in order. */
export interface ProdTagWire {
  titleZh: string;
  titleEn: string;
  seq: number;
  style: number;
  status: number;
}
export const prodTagList = () => endpoint<MerchantProdTag[]>("GET", "/m/prodTag/list");
export const createProdTag = (body: ProdTagWire) => endpoint<{ tagId: number }>("POST", "/m/prodTag", { body });
export const updateProdTag = (tagId: number, body: ProdTagWire) =>
  endpoint<null>("PUT", `/m/prodTag/${tagId}`, { body });
export const deleteProdTag = (tagId: number) => endpoint<null>("DELETE", `/m/prodTag/${tagId}`);
export const setProdTagProducts = (tagId: number, prodIds: number[]) =>
  endpoint<null>("PUT", `/m/prodTag/${tagId}/prods`, { body: { prodIds } });

/** Freight templates (read: settings, products, orders; write: settings) and order-message fields (ADR 0042). */
export const freightTemplates = () => endpoint<FreightTemplate[]>("GET", "/m/freight-templates");
export const createFreightTemplate = (body: FreightTemplateBody) =>
  endpoint<FreightTemplate>("POST", "/m/freight-templates", { body });
export const updateFreightTemplate = (templateId: number, body: FreightTemplateBody) =>
  endpoint<FreightTemplate>("PUT", `/m/freight-templates/${templateId}`, { body });
export const deleteFreightTemplate = (templateId: number) =>
  endpoint<null>("DELETE", `/m/freight-templates/${templateId}`);
export const orderFields = () => endpoint<OrderFields>("GET", "/m/shop/orderFields");
export const saveOrderFields = (body: OrderFieldsBody) => endpoint<OrderFields>("PUT", "/m/shop/orderFields", { body });
