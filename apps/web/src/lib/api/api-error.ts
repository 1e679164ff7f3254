import type { Envelope } from "@souk/contract";

/** Thrown by the clients when an answer is not a success; carries the envelope for callers that branch on `code`. */
export class ApiError extends Error {
  readonly code: string;
  readonly data: unknown;
  readonly status: number;

  constructor(envelope: Envelope<unknown>, status: number) {
    super(envelope.msg || envelope.code);
    this.name = "ApiError";
    this.code = envelope.code;
    this.data = envelope.data;
    this.status = status;
  }
}
