export const VERIFICATION_TEXT = {
  tooSoon: { zh: "验证码发送过于频繁，请60秒后再试", en: "Please wait 60 seconds before requesting another code" },
  phoneDaily: {
    zh: "该手机号今日获取验证码次数已达上限，请明天再试",
    en: "This phone has reached today's limit of verification codes, please try tomorrow",
  },
  ipDaily: {
    zh: "今日获取验证码次数过多，请明天再试",
    en: "Too many verification codes requested today, please try tomorrow",
  },
  busy: { zh: "短信服务繁忙，请稍后再试", en: "The SMS service is busy, please try again later" },
  locked: { zh: "验证码错误次数过多，请30分钟后再试", en: "Too many wrong codes, please try again in 30 minutes" },
  wrong: { zh: "验证码错误或已过期", en: "The verification code is wrong or has expired" },
  sendFailed: { zh: "短信发送失败，请稍后再试", en: "The SMS could not be sent, please try again later" },
} as const;

export const SSO_TEXT = {
  badTicket: {
    zh: "登录凭证无效或已使用，请重新登录",
    en: "The sign-in ticket is invalid or already used, please sign in again",
  },
  disabled: { zh: "该账号已被禁用，请联系客服", en: "This account has been disabled, please contact customer service" },
} as const;

export const ACCOUNT_TEXT = {
  noSms: { zh: "该手机号没有短信", en: "No SMS was sent to this phone" },
  expired: { zh: "请求已过期，请重试", en: "The request has expired, please retry" },
  userNameTaken: { zh: "该账号已被注册", en: "This account name is already taken" },
  mobileTaken: { zh: "该手机号已被注册", en: "This phone number is already registered" },
  badCredentials: { zh: "账号或密码不正确", en: "Incorrect account or password" },
  disabled: { zh: "该账号已被禁用，请联系客服", en: "This account has been disabled, please contact customer service" },
  noPasswordSet: {
    zh: "您还未设置登录密码，请通过“忘记密码”设置",
    en: "You have not set a password yet; please set one through 'Forgot password'",
  },
  wrongOldPassword: { zh: "原密码不正确", en: "The current password is incorrect" },
  samePassword: { zh: "新密码不能与原密码相同", en: "The new password must differ from the current one" },
  needMobile: { zh: "请先绑定手机号", en: "Please bind a phone number first" },
  alreadyBound: { zh: "该账号已绑定手机号", en: "This account already has a phone number" },
  mobileBoundElsewhere: { zh: "该手机号已绑定其他账号", en: "This phone number is bound to another account" },
} as const;

export const LOGIN_LOCKED_TEXT = {
  zh: "登录失败次数过多，请30分钟后再试，或使用短信验证码登录",
  en: "Too many failed sign-in attempts. Please try again in 30 minutes or sign in with an SMS code",
};
