"use client";

import { useConsole } from "@/console/shell/console-context";
import { AgentConsole } from "@/modules/chat";
import { reportConversations } from "./unread-conversations";

/**
 * /seller/service: the storefront's customer-service console (the same component as /chat/console)
 * with the seller center's session, so the shop's staff need not sign in twice; every list it
 * loads updates the sidebar's unread badge.
 */
export function ServicePage() {
  const { session } = useConsole();
  return (
    <AgentConsole
      staff={{
        token: session.token,
        staffId: session.staffId,
        shopId: session.shopId ?? 0,
        shopName: session.shopName ?? "",
      }}
      className="w-full"
      onConversations={reportConversations}
    />
  );
}
