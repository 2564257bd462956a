/** Where to go after sign-in: the `redirect` query when it is a path of this site, else /projects. */
export const DEFAULT_AFTER_LOGIN = "/projects";

export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return DEFAULT_AFTER_LOGIN;
  }
  if (value === "/login" || value.startsWith("/login?") || value.startsWith("/register")) return DEFAULT_AFTER_LOGIN;
  return value;
}

export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  return `/login?redirect=${encodeURIComponent(location.pathname + location.search + location.hash)}`;
}
