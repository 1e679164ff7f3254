import { afterSignInTo } from "@/console/shell/next-path";

/** The platform console's name in the console shell (its session's storage key) and its addresses. */
export const PLATFORM_CONSOLE = "admin";
export const PLATFORM_HOME = "/admin";
export const PLATFORM_SIGN_IN = "/admin/login";

/** Where to go after signing in: a platform-console address from `?next=`, never another site or page. */
export const afterSignIn = (next: string | null): string => afterSignInTo(PLATFORM_HOME, PLATFORM_SIGN_IN, next);
