import type { Address, AddressBody, UpdateAddressBody } from "@souk/contract";
import { endpoint } from "../endpoint";

/** uc-address: the buyer's delivery addresses (default first). */
export const addressListEndpoint = () => endpoint<Address[]>("GET", "/p/address/list");
export const addAddressEndpoint = (body: AddressBody) => endpoint<number>("POST", "/p/address/addAddr", { body });
export const updateAddressEndpoint = (body: UpdateAddressBody) =>
  endpoint<null>("PUT", "/p/address/updateAddr", { body });
export const deleteAddressEndpoint = (addrId: number) => endpoint<null>("DELETE", `/p/address/deleteAddr/${addrId}`);
export const defaultAddressEndpoint = (addrId: number) => endpoint<null>("PUT", `/p/address/defaultAddr/${addrId}`);
