/**
 * Where a console goes after signing in: the `?next=` address when it is a page of that console
 * (its home or below it), never another site (no open redirect), another console or the sign-in
 * page itself (no loop); the console's home otherwise.
 */
export function afterSignInTo(home: string, signInPath: string, next: string | null): string {
  const escaped = home.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  if (!next || !new RegExp(`^${escaped}(?:[/?#]|$)`).test(next) || next.startsWith(signInPath)) return home;
  return next;
}
