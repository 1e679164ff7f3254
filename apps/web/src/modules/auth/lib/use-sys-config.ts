"use client";

import { useEffect, useState } from "react";
import { callApi } from "@/lib/api/browser-client";
import {
  loginConfigEndpoint,
  serviceSwitchEndpoint,
  type LoginConfig,
  type ServiceSwitch,
} from "@/lib/api/endpoints/config";

export interface SysConfig {
  service: ServiceSwitch;
  login: LoginConfig;
}

/** Until the switches answer (or when they cannot), the terms are shown and third-party logins are not. */
export const FALLBACK_SYS_CONFIG: SysConfig = {
  service: { serviceTermsSwitch: true, privacyPolicySwitch: true },
  login: { loginOpen: true, qqLoginOpen: false, wechatLoginOpen: false },
};

let pending: Promise<SysConfig> | null = null;

/** One request per page load for the switches every sign-in form needs. */
export function loadSysConfig(): Promise<SysConfig> {
  pending ??= Promise.all([
    callApi(serviceSwitchEndpoint(), { silent: true, suppressLogin: true }).catch(() => FALLBACK_SYS_CONFIG.service),
    callApi(loginConfigEndpoint(), { silent: true, suppressLogin: true }).catch(() => FALLBACK_SYS_CONFIG.login),
  ]).then(([service, login]) => ({ service, login }));
  return pending;
}

/** The switches; null while loading. */
export function useSysConfig(): SysConfig | null {
  const [config, setConfig] = useState<SysConfig | null>(null);
  useEffect(() => {
    let live = true;
    void loadSysConfig().then((c) => live && setConfig(c));
    return () => {
      live = false;
    };
  }, []);
  return config;
}

/** Whether any terms link is shown, i.e. whether the agreement checkbox is needed at all. */
export function termsShown(c: SysConfig | null): boolean {
  const s = (c ?? FALLBACK_SYS_CONFIG).service;
  return s.serviceTermsSwitch || s.privacyPolicySwitch;
}
