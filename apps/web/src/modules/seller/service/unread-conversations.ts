"use client";

import { STAFF_ROLES, roleMay, type ChatConversation, type StaffRole } from "@souk/contract";
import { useEffect, useSyncExternalStore } from "react";
import { useConsole } from "@/console/shell/console-context";
import { shopConversationsEndpoint } from "@/lib/api/endpoints/chat";

/** How often the sidebar asks for the conversations when the service page is not open. */
const POLL_MS = 30_000;

let unread = 0;
const listeners = new Set<() => void>();

/** Conversations with a buyer message the shop has not read: the sidebar's badge on /seller/service. */
export function countUnread(list: readonly ChatConversation[]): number {
  return list.filter((c) => c.unread > 0).length;
}

/** The service page reports each list it loads, so the badge follows what the agent sees. */
export function reportConversations(list: readonly ChatConversation[]): void {
  const n = countUnread(list);
  if (n === unread) return;
  unread = n;
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The unread conversation count for the sidebar, polled while the role may serve customers (else 0). */
export function useUnreadConversations(): number {
  const { session, client } = useConsole();
  const may =
    (STAFF_ROLES as readonly string[]).includes(session.role) && roleMay(session.role as StaffRole, ["service"]);
  useEffect(() => {
    if (!may) return;
    let stopped = false;
    const load = () =>
      client.call(shopConversationsEndpoint("/m")).then(
        (list) => {
          if (!stopped) reportConversations(list);
        },
        () => {}, // the badge is a hint: a failed poll keeps the last count
      );
    void load();
    const timer = setInterval(load, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [may, client]);
  const n = useSyncExternalStore(
    subscribe,
    () => unread,
    () => 0,
  );
  return may ? n : 0;
}
