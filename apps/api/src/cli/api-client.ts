/**
 * How the `npm run mall` commands talk to a running API (its merchant or platform endpoints, e.g.
 * when the embedded database is held by that API): the data of a successful envelope, or an error
 * carrying the API's code and message.
 */
export function apiCaller(base: string) {
  return async (method: string, path: string, body?: unknown, token?: string): Promise<unknown> => {
    const res = await fetch(base + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        "accept-language": "zh",
        ...(token ? { authorization: token } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const env = (await res.json()) as { code: string; msg: string | null; data: unknown };
    if (env.code !== "00000") throw new Error(`${env.code} ${env.msg ?? ""}`);
    return env.data;
  };
}
