export const AVATAR_TEXT = {
  tooManyUploads: { zh: "上传过于频繁，请稍后再试", en: "Too many uploads, please try again later" },
  tooLarge: { zh: "图片大小不能超过2MB", en: "The image must be at most 2 MB" },
  notImage: { zh: "请上传JPG、PNG、WEBP或GIF格式的图片", en: "Please upload a JPG, PNG, WEBP or GIF image" },
} as const;

/** The platform console's members page. */
export const USER_TEXT = {
  noMember: { zh: "会员不存在", en: "No such member" },
} as const;
