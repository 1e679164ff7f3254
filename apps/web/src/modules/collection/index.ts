/**
 * The collection module's public face: what other modules may use. Everything else under
 * modules/collection/ is internal (eslint rule souk/module-edges).
 */
export { UcCollectionPage } from "./components/uc-collection";
export { useCollectionToggle, useShopCollectionToggle } from "./hooks/use-collection-toggle";
