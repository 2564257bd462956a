/**
 * The access token for joining the diagram socket. The socket cannot refresh a token itself (the
 * API client refreshes on an HTTP 401), and the server checks it only at the join: a tab
 * reconnecting after the 15 minutes an access token lives would be refused. So an expired token,
 * or one the server just refused, is refreshed through an authenticated call first.
 */
import { api } from "@/shared/api/client";
import { session } from "@/shared/auth/session";

/** Refresh a little before expiry: the join may reach the server a moment later. */
const EXPIRY_MARGIN_S = 30;

/** Seconds since the epoch at which the JWT expires, or null when it is not a readable JWT. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(payload.length / 4) * 4, "="));
    const exp: unknown = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === "number" ? exp : null;
  } catch {
    return null;
  }
}

async function refreshed(): Promise<string | null> {
  // Any authenticated call refreshes the tokens on a 401 (shared with concurrent calls).
  await api.GET("/api/users/me/").catch(() => undefined);
  return session.get().access;
}

/**
 * A token getter for one DiagramSync. `joined()` is called on every successful join: a token
 * asked for again without a join in between may have been refused (4001), so it is checked.
 */
export function liveTokens(now: () => number = () => Date.now()) {
  let unconfirmed: string | null = null;
  return {
    getToken: async (): Promise<string | null> => {
      const token = session.get().access;
      if (!token) return null;
      const exp = tokenExpiry(token);
      const expiring = exp !== null && exp - EXPIRY_MARGIN_S <= now() / 1000;
      const next = expiring || token === unconfirmed ? await refreshed() : token;
      unconfirmed = next;
      return next;
    },
    joined: () => {
      unconfirmed = null;
    },
  };
}
