import { ErrorCodes, type Envelope } from "@souk/contract";

/** What the client treats a transport failure as: the server-trouble code of the catalogue. */
export function transportFailure(detail: string): Envelope<null> {
  console.warn(`[api] ${detail}`);
  return { code: ErrorCodes.SERVER_ERROR, msg: null, data: null, success: false };
}

function looksLikeEnvelope(v: unknown): v is Envelope<unknown> {
  return typeof v === "object" && v !== null && "code" in v && typeof (v as { code: unknown }).code === "string";
}

/**
 * Reads any HTTP answer as an envelope. The API answers envelopes for errors too (with a
 * meaningful HTTP status); anything else (proxy HTML, empty body, bad JSON) becomes A00005.
 */
export async function readEnvelope(res: Response): Promise<Envelope<unknown>> {
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    return transportFailure(`HTTP ${res.status}: body is not JSON`);
  }
  if (looksLikeEnvelope(parsed)) return parsed;
  return transportFailure(`HTTP ${res.status}: body is not an envelope`);
}
