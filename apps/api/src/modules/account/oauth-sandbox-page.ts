import type { Locale } from "@souk/contract";

const TEXT = {
  zh: {
    qq: "QQ",
    wechat: "微信",
    title: (p: string) => `${p}授权登录（沙箱）`,
    intro: (p: string) => `这是${p}的沙箱：它像真实的${p}一样授权，但不连接任何外部服务。`,
    app: "申请使用你的昵称和头像登录 Souk",
    subject: "账号标识（openid）",
    nickName: "昵称",
    allow: "同意",
    deny: "拒绝",
  },
  en: {
    qq: "QQ",
    wechat: "WeChat",
    title: (p: string) => `Sign in with ${p} (sandbox)`,
    intro: (p: string) => `This is the ${p} sandbox: it authorizes like the real ${p} but reaches no outside service.`,
    app: "Souk asks to sign you in with your nickname and picture",
    subject: "Account id (openid)",
    nickName: "Nickname",
    allow: "Allow",
    deny: "Deny",
  },
} as const;

function esc(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

/**
 * The page that plays QQ or WeChat in the sandbox: who is signing in (a fresh openid, or one
 * typed in to sign in as the same person again), then Allow (a code) or Deny (error=access_denied).
 * The form goes to `approve` next to this page, with the request's redirect_uri and state.
 */
export function sandboxAuthorizePage(
  locale: Locale,
  v: { provider: "qq" | "wechat"; redirectUri: string; state: string; subject: string; nickName: string },
): string {
  const t = TEXT[locale];
  const p = t[v.provider];
  const hidden = `<input type="hidden" name="redirect_uri" value="${esc(v.redirectUri)}"><input type="hidden" name="state" value="${esc(v.state)}">`;
  return `<!doctype html>
<html lang="${locale === "zh" ? "zh-CN" : "en"}"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(t.title(p))}</title>
<style>body{font:14px/1.6 system-ui,sans-serif;background:#f4f5f7;margin:0;display:flex;justify-content:center}
main{background:#fff;margin:48px 16px;padding:24px 28px;border-radius:8px;max-width:420px;width:100%;box-shadow:0 1px 4px #0002}
h1{font-size:18px;margin:0 0 8px}p{color:#555}label{display:block;margin:12px 0 4px}
input[type=text]{width:100%;box-sizing:border-box;padding:8px;border:1px solid #ccc;border-radius:4px}
.row{display:flex;gap:12px;margin-top:20px}button{flex:1;padding:10px;border-radius:4px;border:1px solid #07c160;font-size:15px;cursor:pointer}
.allow{background:#07c160;color:#fff}.deny{background:#fff;color:#333;border-color:#ccc}</style></head>
<body><main data-testid="oauth-sandbox"><h1>${esc(t.title(p))}</h1><p>${esc(t.intro(p))}</p><p><strong>${esc(t.app)}</strong></p>
<form method="get" action="approve">${hidden}
<label for="subject">${esc(t.subject)}</label><input type="text" id="subject" name="subject" value="${esc(v.subject)}" maxlength="64" required>
<label for="nickName">${esc(t.nickName)}</label><input type="text" id="nickName" name="nickName" value="${esc(v.nickName)}" maxlength="32">
<div class="row"><button class="allow" type="submit" name="decision" value="allow" data-testid="oauth-allow">${esc(t.allow)}</button>
<button class="deny" type="submit" name="decision" value="deny" data-testid="oauth-deny">${esc(t.deny)}</button></div>
</form></main></body></html>`;
}
