"use client";

import type { UserInfo } from "@souk/contract";
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";
import { callApi } from "@/lib/api/browser-client";
import { cartCountEndpoint } from "@/lib/api/endpoints/cart";
import { userInfoEndpoint } from "@/lib/api/endpoints/user";
import { useLoggedIn } from "./use-session";

export interface Account {
  loggedIn: boolean;
  user: UserInfo | null;
  /** Total quantity in the cart; null until known. */
  cartCount: number | null;
  refreshCartCount: () => void;
  /** Fetches the nickname and avatar again (after uc-account saved them), so the top bar updates at once. */
  refreshUser: () => Promise<void>;
}

const AccountContext = createContext<Account>({
  loggedIn: false,
  user: null,
  cartCount: null,
  refreshCartCount: () => {},
  refreshUser: async () => {},
});

export function useAccount(): Account {
  return useContext(AccountContext);
}

/** The logged-in buyer's small client island: nickname and cart count, fetched only with a token. */
export function AccountProvider({ children }: { children: ReactNode }) {
  const loggedIn = useLoggedIn();
  const [user, setUser] = useState<UserInfo | null>(null);
  const [cartCount, setCartCount] = useState<number | null>(null);

  const refreshCartCount = useCallback(() => {
    // A background badge must never pop the login dialog or toast.
    callApi(cartCountEndpoint(), { suppressLogin: true, silent: true }).then(
      (n) => setCartCount(typeof n === "number" ? n : 0),
      () => setCartCount(null),
    );
  }, []);

  const refreshUser = useCallback(async () => {
    const u = await callApi(userInfoEndpoint(), { suppressLogin: true, silent: true }).catch(() => null);
    if (u) setUser(u);
  }, []);

  useEffect(() => {
    if (!loggedIn) return;
    const ctrl = new AbortController();
    callApi(userInfoEndpoint(), { suppressLogin: true, silent: true, signal: ctrl.signal }).then(setUser, () => {});
    refreshCartCount();
    return () => ctrl.abort();
  }, [loggedIn, refreshCartCount]);

  // After a logout the stale answers are ignored rather than cleared.
  const value: Account = {
    loggedIn,
    user: loggedIn ? user : null,
    cartCount: loggedIn ? cartCount : null,
    refreshCartCount,
    refreshUser,
  };
  return <AccountContext.Provider value={value}>{children}</AccountContext.Provider>;
}
