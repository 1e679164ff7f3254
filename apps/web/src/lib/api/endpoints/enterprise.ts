import type { EnterpriseApplication, EnterpriseApplyBody } from "@souk/contract";
import { endpoint } from "../endpoint";

/** The buyer's enterprise purchasing application, or null (`/EnterpriseUsers`). */
export const myEnterpriseEndpoint = () => endpoint<EnterpriseApplication | null>("GET", "/p/enterprise/apply");
/** Apply, or apply again after "not passed". */
export const enterpriseApplyEndpoint = (body: EnterpriseApplyBody) =>
  endpoint<EnterpriseApplication>("POST", "/p/enterprise/apply", { body });
