import type { GroupActivityDetail, GroupActivityView, GroupConfirmView, Page, SubmitOrderResult } from "@souk/contract";
import { endpoint } from "../endpoint";

/** /group-buy: running group-buy activities; the detail with its open groups (members, time left on server time). */
export const groupActivityPageEndpoint = (current: number, size: number) =>
  endpoint<Page<GroupActivityView>>("GET", "/ua/group_activity/page", { query: { current, size } });
export const groupActivityInfoEndpoint = (groupActivityId: number) =>
  endpoint<GroupActivityDetail>("GET", "/ma/group_activity/info", { query: { groupActivityId } });
export const groupConfirmEndpoint = (body: {
  groupSkuId: number;
  count: number;
  groupTeamId: number;
  addrId?: number;
}) => endpoint<GroupConfirmView>("POST", "/p/group_order/confirm", { body });
/** Creates the unpaid group order; paying it starts (groupTeamId 0) or joins the group. */
export const groupSubmitEndpoint = (body: {
  groupSkuId: number;
  count: number;
  groupTeamId: number;
  addrId: number;
  remarks?: string;
}) => endpoint<SubmitOrderResult>("POST", "/p/group_order/submit", { body });
