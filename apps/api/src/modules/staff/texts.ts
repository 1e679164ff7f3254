export const STAFF_TEXT = {
  notFound: { zh: "员工不存在", en: "The staff member does not exist" },
  nameTaken: { zh: "该账号已被使用", en: "This account name is already taken" },
  ownerFixed: {
    zh: "店主账号的角色和状态不能修改",
    en: "The owner account's role and status cannot be changed",
  },
  linkedPassword: {
    zh: "该账号使用店主在个人中心设置的店铺账号密码，请由店主本人修改",
    en: "This account signs in with the owner's store-account password; the owner changes it in the account center",
  },
  locked: { zh: "密码错误次数过多，请30分钟后再试", en: "Too many wrong passwords, please try again in 30 minutes" },
  slowDown: {
    zh: "密码错误次数较多，请 {n} 秒后再试",
    en: "Several wrong passwords: please try again in {n} seconds",
  },
} as const;
