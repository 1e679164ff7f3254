"use client";

import type { ComponentProps, MouseEvent } from "react";
import { Link } from "@/i18n/navigation";
import { requestLogin } from "@/lib/session/login-request";
import { useAccount } from "@/lib/session/account-context";

/** A link to a members-only page: logged-out buyers get the login popup instead (spec part 2, top bar). */
export function GuardedLink({ onClick, ...rest }: ComponentProps<typeof Link>) {
  const { loggedIn } = useAccount();
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!loggedIn) {
      e.preventDefault();
      requestLogin();
      return;
    }
    onClick?.(e);
  };
  return <Link {...rest} onClick={handle} />;
}
