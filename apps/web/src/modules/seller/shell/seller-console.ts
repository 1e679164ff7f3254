import { afterSignInTo } from "@/console/shell/next-path";

/** The seller center's name in the console shell (its session's storage key) and its addresses. */
export const SELLER_CONSOLE = "seller";
export const SELLER_HOME = "/seller";
export const SELLER_SIGN_IN = "/seller/login";

/** Where to go after signing in: a seller-center address from `?next=`, never another site or page. */
export const afterSignIn = (next: string | null): string => afterSignInTo(SELLER_HOME, SELLER_SIGN_IN, next);
