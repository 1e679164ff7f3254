"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import type { MerchantLoginResult } from "@souk/contract";
import { callApi } from "@/lib/api/browser-client";
import { staffLoginEndpoint } from "@/lib/api/endpoints/chat";
import { useMounted } from "@/lib/hooks/use-mounted";
import { AgentConsole } from "../components/agent-console";

/** Staff sessions of the console live in this tab only (sessionStorage), apart from the buyer's token. */
const STAFF_KEY = "souk.chat.staff";

/**
 * /chat/console: the agent console for shop staff and platform agents (waiting and active
 * conversations, buyer context, transfer). A platform agent signs in with the platform box ticked
 * and serves the platform's conversations (shopId 0) through /admin/.
 */
export function ConsoleTemplate() {
  const mounted = useMounted();
  const [staff, setStaff] = useState<MerchantLoginResult | null>(null);
  useEffect(() => {
    const saved = sessionStorage.getItem(STAFF_KEY);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- sessionStorage exists only in the browser
    if (saved) setStaff(JSON.parse(saved) as MerchantLoginResult);
  }, []);
  if (!mounted) return <div className="h-[600px]" aria-hidden />;
  if (!staff)
    return (
      <StaffLogin
        onLogin={(s) => {
          sessionStorage.setItem(STAFF_KEY, JSON.stringify(s));
          setStaff(s);
        }}
      />
    );
  return <AgentConsole staff={staff} />;
}

function StaffLogin({ onLogin }: { onLogin(s: MerchantLoginResult): void }) {
  const t = useTranslations("chat");
  const tp = useTranslations("chatPlatform");
  const [userName, setUserName] = useState("");
  const [password, setPassword] = useState("");
  const [platform, setPlatform] = useState(false);
  return (
    <form
      className="mx-auto mt-16 flex w-80 flex-col gap-3 bg-white p-6"
      data-testid="console-login"
      onSubmit={async (e) => {
        e.preventDefault();
        onLogin(await callApi(staffLoginEndpoint(userName, password, platform ? "/admin" : "/m")));
      }}
    >
      <h1 className="text-base">{t("consoleTitle")}</h1>
      <label className="flex flex-col text-sm">
        {t("staffAccount")}
        <input className="border border-line p-2" value={userName} onChange={(e) => setUserName(e.target.value)} />
      </label>
      <label className="flex flex-col text-sm">
        {t("staffPassword")}
        <input
          type="password"
          className="border border-line p-2"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={platform}
          onChange={(e) => setPlatform(e.target.checked)}
          data-testid="console-platform"
        />
        {tp("platformAgent")}
      </label>
      <button type="submit" className="rounded-sm bg-brand py-2 text-sm text-white">
        {t("signIn")}
      </button>
    </form>
  );
}
