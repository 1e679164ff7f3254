import type { ReactNode } from "react";
import { MAIN_CONTENT_ID, SkipLink } from "../components/skip-link";

/**
 * The customer-service console's own layout (/chat/console): a full-height work area on the page
 * colour, without the buyer's top bar, header or footer (the console brings its own title and
 * sign-in). Its components stay in modules/chat.
 */
export function ConsoleChatLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="min-h-screen bg-page py-4 outline-none"
        data-testid="console-chat-layout"
      >
        {children}
      </main>
    </>
  );
}
