import type { SetUserInfoBody, SSO_MODELS, UploadedFile, UserCenterInfo, UserInfo } from "@souk/contract";
import { endpoint } from "../endpoint";

export const userInfoEndpoint = () => endpoint<UserInfo>("GET", "/p/user/userInfo");
export const centerInfoEndpoint = () => endpoint<UserCenterInfo>("GET", "/p/user/centerInfo");
export const logoutEndpoint = () => endpoint<null>("POST", "/logOut");
/** model: 0 home, 1 after login, 2 logout, 3 WeChat, 4 QQ. Answers the URL to go to (may be empty). */
export const ssoUrlEndpoint = (model: (typeof SSO_MODELS)[keyof typeof SSO_MODELS], url: string) =>
  endpoint<string | null>("GET", "/sso/getSSOUrl", { query: { model, url } });
export const setUserInfoEndpoint = (body: SetUserInfoBody) => endpoint<null>("PUT", "/p/user/setUserInfo", { body });
/** Multipart upload of one image (field `file`); answers the stored path. */
export const uploadAvatarEndpoint = (file: File) => {
  const form = new FormData();
  form.append("file", file);
  return endpoint<UploadedFile>("POST", "/p/file/upload", { body: form });
};
