import type {
  AdminHotSearch,
  AdminHotSearchBody,
  AdminNotice,
  AdminSwitches,
  AdminSwitchesView,
  AdminTermsBody,
  AdminTermsDocs,
  AdminWebConfigBody,
  NoticeState,
  Page,
  PcWebConfig,
} from "@souk/contract";
import { endpoint } from "@/lib/api/endpoint";

/** The platform console's content area (`/admin/content/…`). Dates travel as ISO instants. */
export interface NoticeWire {
  titleZh: string;
  titleEn: string;
  contentZh: string;
  contentEn: string;
  isTop: boolean;
  status: number;
  publishFrom: string;
  publishTo: string | null;
}

export const noticePage = (q: { current: number; size: number; keyword?: string; state?: NoticeState }) =>
  endpoint<Page<AdminNotice>>("GET", "/admin/content/notices", { query: { ...q } });
export const createNotice = (body: NoticeWire) => endpoint<AdminNotice>("POST", "/admin/content/notices", { body });
export const updateNotice = (id: number, body: NoticeWire) =>
  endpoint<AdminNotice>("PUT", `/admin/content/notices/${id}`, { body });
export const deleteNotice = (id: number) => endpoint<null>("DELETE", `/admin/content/notices/${id}`);

export const hotSearchPage = (q: { current: number; size: number; keyword?: string }) =>
  endpoint<Page<AdminHotSearch>>("GET", "/admin/content/hot-searches", { query: { ...q } });
export const createHotSearch = (body: AdminHotSearchBody) =>
  endpoint<{ hotSearchId: number }>("POST", "/admin/content/hot-searches", { body });
export const updateHotSearch = (id: number, body: AdminHotSearchBody) =>
  endpoint<null>("PUT", `/admin/content/hot-searches/${id}`, { body });
export const deleteHotSearch = (id: number) => endpoint<null>("DELETE", `/admin/content/hot-searches/${id}`);
export const orderHotSearches = (ids: number[]) =>
  endpoint<null>("PUT", "/admin/content/hot-searches/order", { body: { ids } });

export const webConfig = () => endpoint<PcWebConfig>("GET", "/admin/content/web-config");
export const saveWebConfig = (body: AdminWebConfigBody) =>
  endpoint<PcWebConfig>("PUT", "/admin/content/web-config", { body });
export const uploadSiteImage = (file: File) => {
  const form = new FormData();
  form.append("file", file);
  return endpoint<{ filePath: string }>("POST", "/admin/content/upload", { body: form });
};

export const termsDocs = () => endpoint<AdminTermsDocs>("GET", "/admin/content/terms");
export const saveTerms = (sts: 0 | 1, body: AdminTermsBody) =>
  endpoint<AdminTermsBody>("PUT", `/admin/content/terms/${sts}`, { body });

export const switches = () => endpoint<AdminSwitchesView>("GET", "/admin/content/switches");
export const saveSwitches = (body: AdminSwitches) =>
  endpoint<AdminSwitchesView>("PUT", "/admin/content/switches", { body });

/** The HTML a save would keep (the API's sanitizer), for the editor's preview. */
export const previewHtml = (html: string) =>
  endpoint<{ html: string }>("POST", "/admin/content/preview", { body: { html } });
