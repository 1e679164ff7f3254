import type { BalanceInfo, BalanceLogRecord, Page } from "@souk/contract";
import { endpoint } from "../endpoint";

/** uc-balance: the balance and its ledger (newest first). */
export const balanceEndpoint = () => endpoint<BalanceInfo>("GET", "/p/user/balance");
export const balanceLogEndpoint = (current: number, size: number) =>
  endpoint<Page<BalanceLogRecord>>("GET", "/p/user/balance/log", { query: { current, size } });
