import { z } from "zod";
import { phoneSchema } from "../validation.ts";

/*
 * Accounts: registration, login, SMS codes, password reset/change, single sign-on, profile and
 * the store-account password. Two kinds of schema live here:
 *  - `...Form` schemas validate what a person types in the storefront (plain passwords, the
 *    confirmation, the terms checkbox);
 *  - `...Body` / `...Query` schemas validate what travels on the wire (passwords AES-wrapped, see
 *    ../password.ts). The API decrypts and then applies the same plain-password rules, so both
 *    sides show the same messages (keys of VALIDATION_TEXTS).
 */

// ---------------------------------------------------------------- field rules (spec part 5)

/**
 * Registration account: 4-16 letters, digits or underscore, and not digits only (an account
 * like "13800000000" would be ambiguous with a mobile number at sign-in).
 */
/** Longest inputs of the account forms, the same rules as the schemas below (forms set maxLength from these). */
export const MOBILE_LENGTH = 11;
export const SMS_CODE_LENGTH = 6;
export const REGISTER_ACCOUNT_MAX_LENGTH = 16;
export const LOGIN_ACCOUNT_MAX_LENGTH = 30;
export const PASSWORD_MAX_LENGTH = 20;
export const SHOP_ACCOUNT_PASSWORD_MAX_LENGTH = 12;

export const registerAccountSchema = z
  .string({ error: "v.registerAccount" })
  .trim()
  .regex(new RegExp(`^[A-Za-z0-9_]{4,${REGISTER_ACCOUNT_MAX_LENGTH}}$`), { error: "v.registerAccount" })
  .refine((v) => !/^\d+$/.test(v), { error: "v.accountDigits" });

/** Login account: 4-30 letters, digits or underscore (a mobile number fits this too). */
export const loginAccountSchema = z
  .string({ error: "v.loginAccount" })
  .trim()
  .regex(new RegExp(`^[A-Za-z0-9_]{4,${LOGIN_ACCOUNT_MAX_LENGTH}}$`), { error: "v.loginAccount" });

/**
 * Password: 6-20 half-width (printable ASCII, no space) characters with at least two of
 * letters, digits and symbols. Case sensitive, never trimmed.
 */
export function isValidPassword(password: string): boolean {
  if (!new RegExp(`^[\\x21-\\x7e]{6,${PASSWORD_MAX_LENGTH}}$`).test(password)) return false;
  const kinds = [/[A-Za-z]/, /\d/, /[^A-Za-z\d]/].filter((re) => re.test(password)).length;
  return kinds >= 2;
}
export const passwordSchema = z.string({ error: "v.password" }).refine(isValidPassword, { error: "v.password" });

/** Store-account (merchant platform) password: 6-12 half-width characters. */
export function isValidShopAccountPassword(password: string): boolean {
  return new RegExp(`^[\\x21-\\x7e]{6,${SHOP_ACCOUNT_PASSWORD_MAX_LENGTH}}$`).test(password);
}
export const shopAccountPasswordSchema = z
  .string({ error: "v.shopAccountPassword" })
  .refine(isValidShopAccountPassword, { error: "v.shopAccountPassword" });

/** A password typed at login: only required to be non-blank (the account decides the rest). */
export const loginPasswordSchema = z
  .string({ error: "v.loginPassword" })
  .refine((v) => v.trim() !== "", { error: "v.loginPassword" });

/** SMS code: required; the server issues 6 digits. */
export const smsCodeSchema = z
  .string({ error: "v.smsCode" })
  .trim()
  .min(1, { error: "v.smsCode", abort: true })
  .regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), { error: "v.smsCodeFormat" });

/** Nickname: required, at most NICKNAME_MAX characters (code points), no control characters. */
export const NICKNAME_MAX = 15;
export const nickNameSchema = z
  .string({ error: "v.nickName" })
  .trim()
  .refine(
    (v) => {
      const n = Array.from(v).length;
      return n >= 1 && n <= NICKNAME_MAX && !/[\p{Cc}\p{Cf}]/u.test(v);
    },
    { error: "v.nickName" },
  )
  // No markup in nicknames: the storefront escapes them anyway, but a name like
  // "<script>" shown in other people's pages (reviews) is never a real nickname.
  .refine((v) => !/[<>]/.test(v), { error: "v.nickNameChars" });

/** An AES-wrapped password as it travels (../password.ts). Its content is checked after decryption. */
export const passwordCipherSchema = z
  .string({ error: "v.loginPassword" })
  .min(1, { error: "v.loginPassword" })
  .max(512, { error: "v.passwordCipher" });

// ---------------------------------------------------------------- constants the storefront shows

/** Seconds before "send code" can be pressed again (spec part 9). The server enforces it too. */
export const SMS_RESEND_SECONDS = 60;
/** Validity of an SMS code. */
export const SMS_CODE_TTL_SECONDS = 5 * 60;
/** uc-password: seconds before redirecting to login after a password change. */
export const PASSWORD_CHANGED_REDIRECT_SECONDS = 3;
/** Avatar upload: image types only, at most 2 MB (spec part 5). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_ACCEPT = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;

/** Purposes of SMS codes; a code only verifies for the purpose (and phone) it was sent for. */
export const SMS_TYPES = ["register", "login", "resetPassword", "bind", "shopAccount"] as const;
export type SmsType = (typeof SMS_TYPES)[number];

// ---------------------------------------------------------------- registration and login

/**
 * Form of /register. On submit send `registerBody` with `passWord: encryptPassword(password)`.
 * The terms checkbox must be ticked.
 */
export const registerFormSchema = z
  .object({
    userName: registerAccountSchema,
    mobile: phoneSchema,
    validCode: smsCodeSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: "v.passwordConfirm" }),
    agree: z.literal(true, { error: "v.agreeTerms" }),
  })
  .refine((d) => d.password === d.confirmPassword, { error: "v.passwordConfirm", path: ["confirmPassword"] });
export type RegisterForm = z.infer<typeof registerFormSchema>;

/**
 * `GET /user/checkUserName?userName=` → {available}: whether an account name can still be
 * registered (case-insensitive, like sign-in). The register form asks when the field is left,
 * before an SMS code is spent; /user/register still checks at submit.
 */
export const checkUserNameQuery = z.object({ userName: registerAccountSchema });
export interface UserNameCheck {
  available: boolean;
}

/** `POST /user/register` → LoginResult (the buyer is signed in; the token cookie is set). */
export const registerBody = z.object({
  userName: registerAccountSchema,
  mobile: phoneSchema,
  validCode: smsCodeSchema,
  passWord: passwordCipherSchema,
});
export type RegisterBody = z.infer<typeof registerBody>;

/** `POST /user/sendRegisterCode`, `/sso/sendLoginCode`, `/user/sendForgetPwdCode`, `/sso/sendBindSmsCode` → null */
export const sendCodeBody = z.object({ mobile: phoneSchema });
export type SendCodeBody = z.infer<typeof sendCodeBody>;

/** Account tab of the login popup. Terms must be agreed first ('please agree following terms', error 6). */
export const loginFormSchema = z.object({
  userName: loginAccountSchema,
  password: loginPasswordSchema,
  agree: z.literal(true, { error: "v.agreeTerms" }),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** `POST /sso/login` {userName: account or mobile, passWord: AES} → LoginResult */
export const loginBody = z.object({ userName: loginAccountSchema, passWord: passwordCipherSchema });
export type LoginBody = z.infer<typeof loginBody>;

/** Code tab of the login popup. */
export const smsLoginFormSchema = z.object({
  mobile: phoneSchema,
  validCode: smsCodeSchema,
  agree: z.literal(true, { error: "v.agreeTerms" }),
});
export type SmsLoginForm = z.infer<typeof smsLoginFormSchema>;

/**
 * `POST /sso/smsLogin` {userName: mobile, passWord: the SMS code (plain)} → LoginResult.
 * An unregistered mobile gets an account on the spot (as JD does), with a generated nickname.
 */
export const smsLoginBody = z.object({ userName: phoneSchema, passWord: smsCodeSchema });
export type SmsLoginBody = z.infer<typeof smsLoginBody>;

/**
 * Spec part 3 "Login result". accessToken and token are the same session token (the dialect
 * has both names); it is also set as the `token` cookie. userFlag: 1 the account has a bound
 * mobile, 0 it has none and the storefront shows the bind-mobile popup.
 */
export interface LoginResult {
  accessToken: string;
  userFlag: 0 | 1;
  token: string;
  /** mall4j: spend once at `POST /token/refresh` {refreshToken} for a new access token (60 days). */
  refreshToken: string;
  /** mall4j: seconds the access token lives (TOKEN_TTL_SECONDS). */
  expiresIn: number;
}

/** `POST /token/refresh` {refreshToken} → LoginResult (a new pair; the old access token is revoked). */
export const refreshTokenBody = z.object({
  refreshToken: z
    .string({ error: "v.refreshToken" })
    .trim()
    .min(1, { error: "v.refreshToken" })
    .max(200, { error: "v.refreshToken" }),
});

// ---------------------------------------------------------------- password recovery and change

/** /forget-password form. */
export const resetPasswordFormSchema = z
  .object({
    mobile: phoneSchema,
    validCode: smsCodeSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: "v.passwordConfirm" }),
  })
  .refine((d) => d.password === d.confirmPassword, { error: "v.passwordConfirm", path: ["confirmPassword"] });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** `PUT /user/resetPassword` → null. Every session of the account ends. */
export const resetPasswordBody = z.object({
  mobile: phoneSchema,
  validCode: smsCodeSchema,
  passWord: passwordCipherSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** uc-password form. */
export const updatePasswordFormSchema = z
  .object({
    oldPassword: loginPasswordSchema,
    newPassword: passwordSchema,
    confirmPassword: z.string({ error: "v.passwordConfirm" }),
  })
  .refine((d) => d.newPassword === d.confirmPassword, { error: "v.passwordConfirm", path: ["confirmPassword"] });
export type UpdatePasswordForm = z.infer<typeof updatePasswordFormSchema>;

/**
 * `PUT /p/user/updatePwd` {oldPassword, newPassword} (both AES) → null. Every other session
 * ends; the storefront then redirects to login after PASSWORD_CHANGED_REDIRECT_SECONDS.
 */
export const updatePasswordBody = z.object({ oldPassword: passwordCipherSchema, newPassword: passwordCipherSchema });
export type UpdatePasswordBody = z.infer<typeof updatePasswordBody>;

// ---------------------------------------------------------------- store account (uc-shopaccount)

export const shopAccountPasswordFormSchema = z
  .object({
    validCode: smsCodeSchema,
    password: shopAccountPasswordSchema,
    confirmPassword: z.string({ error: "v.passwordConfirm" }),
  })
  .refine((d) => d.password === d.confirmPassword, { error: "v.passwordConfirm", path: ["confirmPassword"] });
export type ShopAccountPasswordForm = z.infer<typeof shopAccountPasswordFormSchema>;

/**
 * `POST /p/shop/account/sendCode` (no body: the code goes to the buyer's bound mobile) → null;
 * `PUT /p/shop/account/setPassword` {validCode, password: AES} → null.
 */
export const shopAccountPasswordBody = z.object({ validCode: smsCodeSchema, password: passwordCipherSchema });
export type ShopAccountPasswordBody = z.infer<typeof shopAccountPasswordBody>;

/** `GET /p/shop/account/info` → whether the store-account password is set and the phone it uses (masked). */
export const shopAccountInfo = z.object({ isSetPassword: z.boolean(), mobile: z.string().nullable() });
export type ShopAccountInfo = z.infer<typeof shopAccountInfo>;

// ---------------------------------------------------------------- profile

/** `PUT /p/user/setUserInfo` {nickName, pic?} → null. pic is a path answered by `/p/file/upload` (or the current one). */
export const setUserInfoBody = z.object({
  nickName: nickNameSchema,
  pic: z.string({ error: "v.pic" }).trim().max(500, { error: "v.pic" }).optional(),
});
export type SetUserInfoBody = z.infer<typeof setUserInfoBody>;

/** `POST /p/file/upload` (multipart, one field `file`) → the stored avatar, re-encoded to WebP. */
export interface UploadedFile {
  /** e.g. "/files/avatar/k3J9...webp", served by the API's /files route (the storefront prefixes /api). */
  filePath: string;
}

// ---------------------------------------------------------------- single sign-on

/** model of `GET /sso/getSSOUrl`: 0 home, 1 after login, 2 logout, 3 WeChat; 4 QQ (Souk: the spec names no QQ model). 3 and 4 start an OAuth 2 sign-in (ADR 0043). */
export const SSO_MODELS = { HOME: 0, AFTER_LOGIN: 1, LOGOUT: 2, WECHAT: 3, QQ: 4 } as const;

/**
 * `GET /sso/getSSOUrl?model=&url=` → the absolute URL to go to, or null when there is none
 * (WeChat not configured). `url` must be same-origin with the storefront (a path such as
 * "/detail/1" or an absolute URL on the storefront's origin); anything else is rejected.
 * Model 1 needs a signed-in caller and answers `${publicUrl}/LoginToJump?token=<one-time>&url=<url>`.
 */
export const ssoUrlQuery = z.object({
  model: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce
      .number({ error: "v.ssoModel" })
      .int({ error: "v.ssoModel" })
      .min(0, { error: "v.ssoModel" })
      .max(4, { error: "v.ssoModel" }),
  ),
  url: z.string({ error: "v.redirectUrl" }).max(2048, { error: "v.redirectUrl" }).optional(),
});
export type SsoUrlQuery = z.infer<typeof ssoUrlQuery>;

/** `GET /sso/getAccessToken?token=` — exchanges a one-time SSO ticket (2 minutes, single use). */
export const ssoAccessTokenQuery = z.object({
  token: z.string({ error: "v.ssoToken" }).regex(/^[A-Za-z0-9_-]{20,200}$/, { error: "v.ssoToken" }),
});
export type SsoAccessTokenQuery = z.infer<typeof ssoAccessTokenQuery>;

/**
 * Spec part 3 "Single-sign-on result". OUTER: an ordinary buyer account. INNER: a staff account
 * of the organisation (staffId set); an INNER result always carries userFlag. Souk's own
 * embedded SSO provider issues OUTER results only.
 */
export type SsoResult =
  | { accountType: "OUTER"; userFlag: 0 | 1; accessToken: string; staffId: null; token: string }
  | { accountType: "INNER"; userFlag: 0 | 1; accessToken: string; staffId: string; token: string };

/** Bind-mobile popup form. */
export const bindMobileFormSchema = z.object({ mobile: phoneSchema, validCode: smsCodeSchema });
export type BindMobileForm = z.infer<typeof bindMobileFormSchema>;

/**
 * `POST /sso/checkBindSmsCode` {mobile, staffId, token, validCode} → LoginResult (userFlag 1).
 * token is the session token of the SSO result; staffId is the SSO result's (null for OUTER).
 */
export const checkBindSmsCodeBody = z.object({
  mobile: phoneSchema,
  staffId: z.union([z.string().max(64), z.number().int()]).nullish(),
  token: z.string({ error: "v.ssoToken" }).regex(/^[A-Za-z0-9_-]{20,200}$/, { error: "v.ssoToken" }),
  validCode: smsCodeSchema,
});
export type CheckBindSmsCodeBody = z.infer<typeof checkBindSmsCodeBody>;

/**
 * `POST /user/registerOrBindUser` {mobile, validCode (a "bind" code from /sso/sendBindSmsCode), passWord?: AES}
 * → LoginResult. Signed in without a mobile: binds it. Otherwise signs in the account of that
 * mobile, or creates one (with the password when given).
 */
export const registerOrBindBody = z.object({
  mobile: phoneSchema,
  validCode: smsCodeSchema,
  passWord: passwordCipherSchema.optional(),
});
export type RegisterOrBindBody = z.infer<typeof registerOrBindBody>;

/** `GET /dev/sms/latest?mobile=` — sandbox SMS provider only (never in production). */
export const devSmsMessage = z.object({
  mobile: z.string(),
  type: z.enum(SMS_TYPES),
  code: z.string(),
  text: z.string(),
  sentAt: z.string(),
});
export type DevSmsMessage = z.infer<typeof devSmsMessage>;

// ---------------------------------------------------------------- QQ and WeChat sign-in (ADR 0043)

export const OAUTH_PROVIDER_IDS = ["qq", "wechat"] as const;
export const oauthProviderParams = z.object({ provider: z.enum(OAUTH_PROVIDER_IDS) });
/** Where the provider sends the browser back: `code` and `state`, or `error` (e.g. access_denied). */
export const oauthCallbackQuery = z.object({
  code: z.string().max(512).optional(),
  state: z.string().max(128).optional(),
  error: z.string().max(128).optional(),
});
