/** Where to go after sign-in: the `redirect` query when it is a path of this site, else /projects.
 * Shared so any screen that asks a visitor to sign in (the designer's private link included)
 * sends them back where they were. */
export const DEFAULT_AFTER_LOGIN = "/projects";

// The origin only resolves relative values; what is kept is the path, never an address.
const BASE = "https://relata.invalid";

export function safeRedirect(value: string | null | undefined): string {
  // Backslashes and control characters are what browsers rewrite or drop ("/\evil", "/\t/evil"),
  // turning a path into another site's address: such a value is refused outright.
  // eslint-disable-next-line no-control-regex
  if (!value || !value.startsWith("/") || /[\\\u0000-\u001f\u007f]/.test(value)) return DEFAULT_AFTER_LOGIN;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
  if (url.origin !== BASE) return DEFAULT_AFTER_LOGIN;
  if (url.pathname === "/login" || url.pathname === "/register") return DEFAULT_AFTER_LOGIN;
  return url.pathname + url.search + url.hash;
}

export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  return `/login?redirect=${encodeURIComponent(location.pathname + location.search + location.hash)}`;
}
