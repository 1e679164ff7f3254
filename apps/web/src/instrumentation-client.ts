import { z } from "zod";

/**
 * Runs in the browser before the storefront's code (Next.js `instrumentation-client`).
 *
 * Zod 4 compiles object parsers with `new Function` unless told not to, probing for it first; the
 * storefront's Content-Security-Policy has no 'unsafe-eval' (ADR 0015), so
 * the probe would be reported as a violation on every page. Jitless parsing never evaluates code.
 */
z.config({ jitless: true });
