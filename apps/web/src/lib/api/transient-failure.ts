import { ErrorCodes } from "@souk/contract";

/**
 * Whether a failed load says nothing about the thing asked for and may pass on a retry: the API
 * busy or failing (A00005, also what an unreachable API is reported as), a rate limit (B00016), or
 * no code at all. Everything else (not found, not yours, invalid) is an answer about the thing.
 */
export function isTransientFailure(code: string | null): boolean {
  return code === null || code === ErrorCodes.SERVER_ERROR || code === ErrorCodes.RATE_LIMITED;
}
