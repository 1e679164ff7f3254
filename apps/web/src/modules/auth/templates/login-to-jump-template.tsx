"use client";

import type { SsoResult } from "@souk/contract";
import { LoaderCircle } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Link } from "@/i18n/navigation";
import { callApi } from "@/lib/api/browser-client";
import { ssoAccessTokenEndpoint } from "@/lib/api/endpoints/account";
import { requestLogin } from "@/lib/session/login-request";
import { clearToken, setToken } from "@/lib/session/token";
import { BindMobileDialog } from "../components/bind-mobile-dialog";
import { returnPath } from "../lib/redirect";

type State = { kind: "working" } | { kind: "failed" } | { kind: "bind"; sso: SsoResult; target: string };

/**
 * /LoginToJump?token=&url= (spec part 2): exchanges the one-time single-sign-on ticket for a
 * session, then replaces itself with `url` (same-origin only). A buyer without a phone is
 * asked to bind one first. A refused ticket (A10000) signs the browser out.
 */
export function LoginToJumpTemplate() {
  const t = useTranslations("loginToJump");
  const [state, setState] = useState<State>({ kind: "working" });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // a ticket is single use: never exchange it twice
    started.current = true;
    const q = new URLSearchParams(window.location.search);
    const ticket = q.get("token");
    const target = returnPath({ redirect: q.get("url"), referrer: null, origin: window.location.origin });
    const exchange = ticket
      ? callApi(ssoAccessTokenEndpoint(ticket), { suppressLogin: true })
      : Promise.reject(new Error("no ticket"));
    exchange.then(
      (sso) => {
        setToken(sso.token);
        if (sso.userFlag === 0) setState({ kind: "bind", sso, target });
        else window.location.replace(target);
      },
      () => {
        clearToken();
        setState({ kind: "failed" });
      },
    );
  }, []);

  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 text-sm" data-testid="login-to-jump">
      {state.kind === "failed" ? (
        <>
          <h1 className="text-lg text-ink">{t("failed")}</h1>
          <div className="flex gap-3">
            <button
              type="button"
              className="rounded-sm bg-brand px-6 py-2 text-white hover:bg-brand-dark"
              onClick={requestLogin}
            >
              {t("loginAgain")}
            </button>
            <Link
              href="/"
              className="rounded-sm border border-line-strong px-6 py-2 hover:border-brand hover:text-brand"
            >
              {t("home")}
            </Link>
          </div>
        </>
      ) : (
        <p className="flex items-center gap-2 text-subtle" role="status">
          <LoaderCircle size={18} className="animate-spin text-brand" aria-hidden />
          {t("working")}
        </p>
      )}
      {state.kind === "bind" ? (
        <BindMobileDialog sso={state.sso} onDone={() => window.location.replace(state.target)} />
      ) : null}
    </div>
  );
}
