/** Job kinds of after-sales (ADR 0003): the shop's answer and the buyer's return timers, the sandbox gateway's notice. */
export const REFUND_JOBS = {
  autoAccept: "refund.autoAccept",
  shipTimeout: "refund.shipTimeout",
  sandboxNotify: "refund.wxSandboxNotify",
} as const;
