import type { AppContext } from "../../context.ts";
import { UnconfiguredSmsProvider, type SmsProvider } from "./provider.ts";
import { SandboxSmsProvider } from "./sandbox.ts";

export type { SmsProvider } from "./provider.ts";
export { SandboxSmsProvider } from "./sandbox.ts";

type Log = { info(obj: object, msg: string): void };

const providers = new WeakMap<AppContext, SmsProvider>();

/**
 * The SMS provider of an app context, created on first use: the sandbox outside production,
 * and in production a provider that refuses to send until a real one is configured (none is
 * reachable from this machine).
 */
export function smsProviderOf(ctx: AppContext, log?: Log): SmsProvider {
  let p = providers.get(ctx);
  if (!p) {
    p = ctx.config.production
      ? new UnconfiguredSmsProvider()
      : new SandboxSmsProvider(log, () => (ctx.clock ?? Date.now)());
    providers.set(ctx, p);
  }
  return p;
}

/** The sandbox provider when it is the active one (and never in production), else null. */
export function sandboxSmsOf(ctx: AppContext): SandboxSmsProvider | null {
  const p = smsProviderOf(ctx);
  return !ctx.config.production && p instanceof SandboxSmsProvider ? p : null;
}
