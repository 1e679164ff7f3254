/**
 * The i18n module's public face: what other modules may use. Everything else under
 * modules/i18n/ is internal (eslint rule souk/module-edges).
 */
export { LanguageSwitch } from "./components/language-switch";
