/**
 * Where the journeys' own servers listen (never a developer's mall on 3000/3001).
 * E2E_WEB_PORT / E2E_API_PORT let several checkouts run side by side.
 */
export const E2E_DEFAULT_WEB_PORT = 3900;
export const E2E_DEFAULT_API_PORT = 3901;
export const e2eWebPort = Number(process.env.E2E_WEB_PORT ?? E2E_DEFAULT_WEB_PORT);
export const e2eApiPort = Number(process.env.E2E_API_PORT ?? E2E_DEFAULT_API_PORT);
/** The API itself, for what a journey does as the platform or a command (not through the storefront). */
export const e2eApiUrl = `http://127.0.0.1:${e2eApiPort}`;
