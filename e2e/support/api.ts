import { expect, type APIResponse } from "@playwright/test";

/** The API's answer envelope (mall4j dialect, architecture.md). */
export interface Envelope<T> {
  code: string;
  msg: string | null;
  data: T;
  success?: boolean;
}

/** The data of a successful answer; fails the test with the URL and the API's message otherwise. */
export async function api<T>(res: APIResponse): Promise<T> {
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${res.url()} → ${body.msg}`).toBe("00000");
  return body.data;
}
