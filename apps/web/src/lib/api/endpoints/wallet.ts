import type {
  BalanceInfo,
  BalanceLogRecord,
  Page,
  RechargePreset,
  RechargeResult,
  RechargeStatus,
} from "@souk/contract";
import { endpoint } from "../endpoint";

/** uc-balance: the balance and its ledger (newest first). */
export const balanceEndpoint = () => endpoint<BalanceInfo>("GET", "/p/user/balance");
export const balanceLogEndpoint = (current: number, size: number) =>
  endpoint<Page<BalanceLogRecord>>("GET", "/p/user/balance/log", { query: { current, size } });

/** Top-up (uc-balance): the tiers, starting one (answers the WeChat QR code), polling it. */
export const rechargePresetsEndpoint = () => endpoint<RechargePreset[]>("GET", "/p/user/recharge/presets");
export const rechargeEndpoint = (body: { presetId: number } | { amount: string }) =>
  endpoint<RechargeResult>("POST", "/p/user/recharge", { body });
export const rechargeStatusEndpoint = (rechargeNo: string) =>
  endpoint<RechargeStatus>("GET", `/p/user/recharge/${rechargeNo}`);
