/**
 * The address module's public face: what other modules may use. Everything else under
 * modules/address/ is internal (eslint rule souk/module-edges).
 */
export { AddressFormDialog } from "./components/address-form-dialog";
export { RegionPicker } from "./components/region-picker";
export { UcAddressPage } from "./components/uc-address";
export { areaChain, findArea } from "./lib/area-chain";
export { useAreaTree } from "./lib/area-tree";
