"use client";

import { ChevronDown } from "lucide-react";
import { useTranslations } from "next-intl";
import { DropdownMenu } from "radix-ui";
import { Link, useRouter } from "@/i18n/navigation";
import { requestLogin } from "@/lib/session/login-request";
import { useAccount } from "@/lib/session/account-context";
import { logout } from "@/modules/auth";
import { withRedirect } from "@/modules/auth";
import { popupReturnPath } from "@/modules/auth";

const itemClass =
  "block cursor-pointer rounded-sm px-3 py-1.5 outline-none data-[highlighted]:bg-brand/10 data-[highlighted]:text-brand";

/** Login / register links for visitors; the nickname menu for logged-in buyers. */
export function UserEntry() {
  const t = useTranslations("topBar");
  const { loggedIn, user } = useAccount();
  const router = useRouter();

  if (!loggedIn) {
    return (
      <span className="flex items-center gap-2">
        <button type="button" className="text-brand hover:underline" onClick={requestLogin} data-testid="topbar-login">
          {t("login")}
        </button>
        <Link
          href="/register"
          className="hover:text-brand"
          onClick={(e) => {
            // Client navigation keeps no referrer: tell /register where to come back to.
            const back = popupReturnPath();
            if (back === "/") return;
            e.preventDefault();
            router.push(withRedirect("/register", back));
          }}
        >
          {t("register")}
        </Link>
      </span>
    );
  }

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="flex items-center gap-0.5 hover:text-brand" data-testid="topbar-user-menu">
        <span className="max-w-[120px] truncate">{t("greeting", { name: user?.nickName ?? "…" })}</span>
        <ChevronDown size={12} aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          className="z-50 min-w-[140px] rounded-sm border border-line bg-white p-1 text-xs text-ink shadow-md"
        >
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/member-center/member-center">{t("memberCenter")}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/user-center?currentPage=uc-collection">{t("myCollection")}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/user-center?currentPage=uc-coupons">{t("myCoupons")}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void logout()}>
            {t("logout")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
