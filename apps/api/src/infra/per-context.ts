import type { AppContext } from "../context.ts";

/**
 * One instance per AppContext (per app, per test app), created on first use. Services
 * that keep in-memory caches use it, so every module, the seed and the tests reach the
 * same instance (and the same caches) through `xxxServiceOf(ctx)`.
 */
export function perContext<T>(make: (ctx: AppContext) => T): (ctx: AppContext) => T {
  const instances = new WeakMap<AppContext, T>();
  return (ctx) => {
    let instance = instances.get(ctx);
    if (instance === undefined) {
      instance = make(ctx);
      instances.set(ctx, instance);
    }
    return instance;
  };
}
