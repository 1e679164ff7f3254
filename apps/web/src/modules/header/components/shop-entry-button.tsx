"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { useRouter } from "@/i18n/navigation";
import { callApi } from "@/lib/api/browser-client";
import { centerInfoEndpoint } from "@/lib/api/endpoints/user";
import { ERROR_TOAST_MS } from "@/lib/api/error-policy";
import { requestLogin } from "@/lib/session/login-request";
import { useAccount } from "@/lib/session/account-context";
import { shopEntry } from "../lib/shop-entry";

/**
 * "My store": only an open store (status 1) is entered; other statuses explain why not, and
 * "not opened" offers the free shop opening screen.
 */
export function ShopEntryButton({ className, testId = "topbar-my-shop" }: { className?: string; testId?: string }) {
  const t = useTranslations("topBar");
  const router = useRouter();
  const { loggedIn } = useAccount();
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    if (!loggedIn) return requestLogin();
    setBusy(true);
    try {
      const info = await callApi(centerInfoEndpoint());
      const entry = shopEntry(info.shopStatus, info.shopId);
      if (entry.kind === "go") router.push(entry.href);
      else
        toast.warning(t(entry.message), {
          duration: ERROR_TOAST_MS,
          // No store yet (or the application did not pass): offer the free shop opening screen.
          ...(entry.message === "shopNotOpened"
            ? { action: { label: t("openShop"), onClick: () => router.push("/free-shop") } }
            : {}),
        });
    } catch {
      /* the client already showed the error */
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className={className} onClick={() => void onClick()} aria-busy={busy} data-testid={testId}>
      {t("myShop")}
    </button>
  );
}
