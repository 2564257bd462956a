import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import { session } from "@/shared/auth/session";
import { alice } from "@/test/signIn";
import { server, withMockApi } from "@/test/server";

import { liveTokens, tokenExpiry } from "./token";

withMockApi();

/** A JWT-shaped token expiring at `exp` (seconds); the signature does not matter to the client. */
const jwt = (exp: number, name = "x") => `h.${btoa(JSON.stringify({ exp, sub: name })).replace(/=+$/, "")}.s`;
const NOW_MS = 1_000_000_000;

/** The API refuses `expired` and the refresh hands out `fresh`, as the server would. */
function refreshingApi(expired: string, fresh: string) {
  let refreshes = 0;
  server.use(
    http.get("*/api/users/me/", ({ request }) =>
      request.headers.get("Authorization") === `Bearer ${fresh}` ? HttpResponse.json({ user: alice }) : HttpResponse.json({}, { status: 401 })),
    http.post("*/api/auth/refresh/", () => {
      refreshes += 1;
      return HttpResponse.json({ access: fresh, refresh: "R2" });
    }),
  );
  session.signIn({ access: expired, refresh: "R1" }, alice);
  return { refreshes: () => refreshes };
}

describe("the diagram socket's token", () => {
  it("reads a JWT's expiry, and nothing from what is not one", () => {
    expect(tokenExpiry(jwt(1234))).toBe(1234);
    expect(tokenExpiry("A")).toBeNull();
    expect(tokenExpiry("a.%%%.b")).toBeNull();
  });

  it("is the stored one while valid, none for a visitor", async () => {
    const valid = jwt(NOW_MS / 1000 + 600);
    session.signIn({ access: valid, refresh: "R" }, alice);
    await expect(liveTokens(() => NOW_MS).getToken()).resolves.toBe(valid);
    session.clear();
    await expect(liveTokens(() => NOW_MS).getToken()).resolves.toBeNull();
  });

  it("is refreshed first when it expired (a tab reconnecting after 15 minutes)", async () => {
    const fresh = jwt(NOW_MS / 1000 + 900, "fresh");
    const api = refreshingApi(jwt(NOW_MS / 1000 - 1), fresh);
    await expect(liveTokens(() => NOW_MS).getToken()).resolves.toBe(fresh);
    expect(api.refreshes()).toBe(1);
  });

  it("is checked when asked for again without a join in between (the server refused it)", async () => {
    const revoked = jwt(NOW_MS / 1000 + 600, "revoked");
    const fresh = jwt(NOW_MS / 1000 + 900, "fresh");
    const api = refreshingApi(revoked, fresh);
    const tokens = liveTokens(() => NOW_MS);
    await expect(tokens.getToken()).resolves.toBe(revoked);
    await expect(tokens.getToken()).resolves.toBe(fresh);
    tokens.joined();
    await expect(tokens.getToken()).resolves.toBe(fresh);
    expect(api.refreshes()).toBe(1);
  });
});
