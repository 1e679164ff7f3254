import type { MyProdComment, Page, ProdCommBody, UploadedFile } from "@souk/contract";
import { endpoint } from "../endpoint";

export const writeCommentEndpoint = (body: ProdCommBody) => endpoint<null>("POST", "/p/prodComm", { body });
/** uc-comments: the buyer's own reviews, newest first. */
export const myCommentsEndpoint = (current: number, size: number) =>
  endpoint<Page<MyProdComment>>("GET", "/p/prodComm/prodCommPageByUser", { query: { current, size } });
/** Multipart upload of one review photo (field `file`, ≤ 2 MB); answers the stored path. */
export const uploadImageEndpoint = (file: File) => {
  const form = new FormData();
  form.append("file", file);
  return endpoint<UploadedFile>("POST", "/p/file/upload", { body: form });
};
