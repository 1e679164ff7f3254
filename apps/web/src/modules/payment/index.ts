/**
 * The payment module's public face: what other modules may use. Everything else under
 * modules/payment/ is internal (eslint rule souk/module-edges).
 */
export { WechatMark } from "./components/wechat-mark";
