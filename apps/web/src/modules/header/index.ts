/**
 * The header module's public face: what other modules may use. Everything else under
 * modules/header/ is internal (eslint rule souk/module-edges).
 */
export { CATEGORY_PANEL_HEIGHT } from "./components/category-panel";
export { SearchBox } from "./components/search-box";
export { ShopEntryButton } from "./components/shop-entry-button";
export { DECORATED_HEADER_BADGE_CAP, formatBadge } from "./lib/badge";
export { CATEGORIES_PATH, categoryListHref } from "./lib/category-links";
export { CategoryDirectory } from "./components/category-directory";
export { searchHref } from "./lib/search";
export { MainHeader } from "./templates/main-header";
export { TopBar } from "./templates/top-bar";
