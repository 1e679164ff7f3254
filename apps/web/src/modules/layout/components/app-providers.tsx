"use client";

import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { AccountProvider } from "@/lib/session/account-context";
import { LoginPopup } from "@/modules/auth";
import { ERROR_TOAST_MS } from "@/lib/api/error-policy";
import { ApiBridge } from "./api-bridge";
import { ChunkErrorListener } from "./chunk-error-listener";
import { DocumentMeta } from "./document-meta";
import { HydrationMark } from "./hydration-mark";
import { PageViewTracker } from "./page-view-tracker";
import { ShellDataProvider, type ShellData } from "@/lib/shell/shell-data";

/** Client-side context of every page: shell data, the buyer's account island, toasts, login popup. */
export function AppProviders({ initial, children }: { initial: ShellData; children: ReactNode }) {
  return (
    <ShellDataProvider initial={initial}>
      <ApiBridge />
      <AccountProvider>
        {children}
        <LoginPopup />
      </AccountProvider>
      <DocumentMeta serverHadConfig={initial.webConfig !== null} />
      <ChunkErrorListener />
      <PageViewTracker />
      <Toaster position="top-center" duration={ERROR_TOAST_MS} richColors closeButton={false} />
      <HydrationMark />
    </ShellDataProvider>
  );
}
