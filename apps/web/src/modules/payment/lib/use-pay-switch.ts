"use client";

import { useEffect, useState } from "react";
import { callApi } from "@/lib/api/browser-client";
import { paySwitchEndpoint, type PaySwitch } from "@/lib/api/endpoints/payment";
import { PAY_SWITCH_KEY, readPaySwitch, serializePaySwitch } from "./pay-switch-cache";

function fromStorage(): PaySwitch | null {
  if (typeof window === "undefined") return null;
  try {
    return readPaySwitch(window.localStorage.getItem(PAY_SWITCH_KEY), Date.now());
  } catch {
    return null;
  }
}

/** The pay switch: from localStorage when younger than 5 hours (spec part 9), else fetched and stored. */
export function usePaySwitch(): PaySwitch | null {
  const [value, setValue] = useState<PaySwitch | null>(fromStorage);
  useEffect(() => {
    if (value) return;
    const ctrl = new AbortController();
    callApi(paySwitchEndpoint(), { signal: ctrl.signal }).then(
      (sw) => {
        try {
          window.localStorage.setItem(PAY_SWITCH_KEY, serializePaySwitch(sw, Date.now()));
        } catch {
          /* storage disabled: fetched again next time */
        }
        setValue(sw);
      },
      () => {},
    );
    return () => ctrl.abort();
  }, [value]);
  return value;
}
