/**
 * The footprint module's public face: what other modules may use. Everything else under
 * modules/footprint/ is internal (eslint rule souk/module-edges).
 */
export { UcFootprintPage } from "./components/uc-footprint";
export { useRecordFootprint } from "./lib/record-footprint";
