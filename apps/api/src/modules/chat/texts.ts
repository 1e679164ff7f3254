/** Every text the chat shows, in both languages (spec parts 4 and 8). */
export const CHAT_TEXT = {
  serverError: { zh: "服务器出了点小差", en: "Server error" },
  platform: { zh: "平台客服", en: "Platform customer service" },
  noUser: { zh: "无法获取用户信息，请重新登录", en: "Unable to get user information, please log in again" },
  takenOver: {
    zh: "咨询已失效，您已在其他页面发起咨询",
    en: "This consultation is no longer valid: it was consulted elsewhere",
  },
  offline: { zh: "当前客服不在线", en: "Current customer service is not online" },
  accountOffline: { zh: "账号已下线，请重新登录", en: "Account is offline, please login again" },
  loggedInElsewhere: { zh: "用户已在别处登录，请刷新", en: "The user is logged in elsewhere, please refresh" },
  notResponsible: { zh: "您不是该会话的负责客服", en: "You are not responsible for this conversation" },
  noConversation: { zh: "会话不存在", en: "Conversation not found" },
  noShop: { zh: "店铺不存在", en: "Shop not found" },
  noProduct: { zh: "商品不存在", en: "Product not found" },
  noOrder: { zh: "订单不存在", en: "Order not found" },
  noAgent: { zh: "客服不存在", en: "Agent not found" },
  tooFast: { zh: "发送太频繁，请稍后再试", en: "You are sending too fast, please wait a moment" },
  badFrame: { zh: "消息格式不正确", en: "Invalid message" },
  badOrigin: { zh: "来源不被允许", en: "Origin not allowed" },
  socketsBusy: { zh: "客服系统繁忙，请稍后再试", en: "Customer service chat is busy, please try again in a moment" },
  tooManySockets: {
    zh: "打开的客服会话过多，请关闭其他页面后再试",
    en: "Too many chat connections are open, please close other pages and try again",
  },
} as const;

export const CHAT_IMAGE_TEXT = {
  tooLarge: { zh: "图片大小不能超过2MB", en: "The image must be at most 2 MB" },
  notImage: { zh: "请上传JPG、PNG、WEBP或GIF格式的图片", en: "Please upload a JPG, PNG, WEBP or GIF image" },
} as const;
