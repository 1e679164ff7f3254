import { WEB_CONFIG_STORAGE_KEY, type PcWebConfig } from "@souk/contract";

/** Client cache of the web config (spec part 3: `cloudPcWebConfigData`), used when the server had none. */
export function readCachedWebConfig(): PcWebConfig | null {
  try {
    const raw = window.localStorage.getItem(WEB_CONFIG_STORAGE_KEY);
    const v = raw ? (JSON.parse(raw) as unknown) : null;
    return v && typeof v === "object" ? (v as PcWebConfig) : null;
  } catch {
    return null;
  }
}

export function writeCachedWebConfig(config: PcWebConfig): void {
  try {
    window.localStorage.setItem(WEB_CONFIG_STORAGE_KEY, JSON.stringify(config));
  } catch {
    /* storage full or disabled: the cache is only an optimisation */
  }
}
