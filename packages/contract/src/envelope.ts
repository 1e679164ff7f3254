/**
 * The mall4j response envelope. Every API answer has this shape; a call succeeded
 * only when `code === "00000"` (and therefore `success === true`).
 */
export const SUCCESS_CODE = "00000" as const;

export interface Envelope<T = unknown> {
  code: string;
  msg: string | null;
  data: T;
  success: boolean;
}

export function ok<T>(data: T, msg: string | null = null): Envelope<T> {
  return { code: SUCCESS_CODE, msg, data, success: true };
}

export function fail<T = null>(code: string, msg: string, data: T = null as T): Envelope<T> {
  return { code, msg, data, success: false };
}

export function isSuccess(e: Pick<Envelope, "code" | "success"> | null | undefined): boolean {
  return !!e && e.success === true && e.code === SUCCESS_CODE;
}
