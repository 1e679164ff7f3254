import type {
  CheckBindSmsCodeBody,
  LoginBody,
  LoginResult,
  RegisterBody,
  ResetPasswordBody,
  ShopAccountInfo,
  ShopAccountPasswordBody,
  SmsLoginBody,
  SsoResult,
  UpdatePasswordBody,
  UserNameCheck,
} from "@souk/contract";
import { endpoint } from "../endpoint";

/*
 * Accounts: registration, sign-in, codes, password reset/change, single sign-on and
 * the store-account password. Shapes: packages/contract/src/schemas/account.ts. Every password
 * in a body is already AES-wrapped (modules/auth/lib/password-cipher.ts).
 */

/** Which SMS code a form asks for; each purpose has its own endpoint. */
export type CodePurpose = "register" | "login" | "resetPassword" | "bind";
const CODE_PATHS: Record<CodePurpose, string> = {
  register: "/user/sendRegisterCode",
  login: "/sso/sendLoginCode",
  resetPassword: "/user/sendForgetPwdCode",
  bind: "/sso/sendBindSmsCode",
};
export const sendCodeEndpoint = (purpose: CodePurpose, mobile: string) =>
  endpoint<null>("POST", CODE_PATHS[purpose], { body: { mobile } });

export const checkUserNameEndpoint = (userName: string) =>
  endpoint<UserNameCheck>("GET", "/user/checkUserName", { query: { userName } });
export const registerEndpoint = (body: RegisterBody) => endpoint<LoginResult>("POST", "/user/register", { body });
export const loginEndpoint = (body: LoginBody) => endpoint<LoginResult>("POST", "/sso/login", { body });
export const smsLoginEndpoint = (body: SmsLoginBody) => endpoint<LoginResult>("POST", "/sso/smsLogin", { body });
export const resetPasswordEndpoint = (body: ResetPasswordBody) =>
  endpoint<null>("PUT", "/user/resetPassword", { body });
export const updatePasswordEndpoint = (body: UpdatePasswordBody) =>
  endpoint<null>("PUT", "/p/user/updatePwd", { body });

export const ssoAccessTokenEndpoint = (token: string) =>
  endpoint<SsoResult>("GET", "/sso/getAccessToken", { query: { token } });
export const checkBindSmsCodeEndpoint = (body: CheckBindSmsCodeBody) =>
  endpoint<LoginResult>("POST", "/sso/checkBindSmsCode", { body });

export const shopAccountInfoEndpoint = () => endpoint<ShopAccountInfo>("GET", "/p/shop/account/info");
/** The code goes to the buyer's own bound phone, so there is no body. */
export const shopAccountSendCodeEndpoint = () => endpoint<null>("POST", "/p/shop/account/sendCode", { body: {} });
export const shopAccountSetPasswordEndpoint = (body: ShopAccountPasswordBody) =>
  endpoint<null>("PUT", "/p/shop/account/setPassword", { body });
