import { afterEach, describe, expect, it, vi } from "vitest";

import { session } from "@/shared/auth/session";

import { languageStore } from "@/shared/i18n/language";

import { api, createAuthFetch, onSilentSignOut } from "./client";

const user = { id: 1, username: "alice", email: "a@example.com", avatar: null, bio: "", theme: "light" as const, language: "fr" as const, last_seen: null, date_joined: "2026-01-01T00:00:00Z" };

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

afterEach(() => session.clear());

describe("the API client's auth fetch", () => {
  it("sends the stored access token", async () => {
    session.signIn({ access: "A1", refresh: "R1" }, user);
    const fetchImpl = vi.fn(async () => json(200, {}));
    await createAuthFetch(fetchImpl)(new Request("http://x/api/users/me/"));
    expect((fetchImpl.mock.calls[0] as unknown as [Request])[0].headers.get("Authorization")).toBe("Bearer A1");
  });

  it("refreshes once on 401 and retries with the new token", async () => {
    session.signIn({ access: "OLD", refresh: "R1" }, user);
    const seen: string[] = [];
    const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      seen.push(`${request.url} ${request.headers.get("Authorization") ?? ""}`);
      if (request.url.endsWith("/auth/refresh/")) return json(200, { access: "NEW", refresh: "R2" });
      return request.headers.get("Authorization") === "Bearer NEW" ? json(200, { ok: true }) : json(401, {});
    });
    const response = await createAuthFetch(fetchImpl as typeof fetch)(
      new Request("http://x/api/users/update_profile/", { method: "PATCH", body: JSON.stringify({ bio: "hi" }) }),
    );
    expect(response.status).toBe(200);
    expect(seen).toEqual([
      "http://x/api/users/update_profile/ Bearer OLD",
      "http://localhost:3000/api/auth/refresh/ ",
      "http://x/api/users/update_profile/ Bearer NEW",
    ]);
    expect(session.get()).toMatchObject({ access: "NEW", refresh: "R2" });
  });

  it("shares one refresh between concurrent 401s", async () => {
    session.signIn({ access: "OLD", refresh: "R1" }, user);
    let refreshes = 0;
    const fetchImpl = vi.fn(async (input: RequestInfo | URL) => {
      const request = input instanceof Request ? input : new Request(String(input));
      if (request.url.endsWith("/auth/refresh/")) {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
        return json(200, { access: "NEW", refresh: "R2" });
      }
      return request.headers.get("Authorization") === "Bearer NEW" ? json(200, {}) : json(401, {});
    });
    const authFetch = createAuthFetch(fetchImpl as typeof fetch);
    const statuses = await Promise.all(
      [1, 2, 3].map((n) => authFetch(new Request(`http://x/api/thing/${n}/`)).then((r) => r.status)),
    );
    expect(statuses).toEqual([200, 200, 200]);
    expect(refreshes).toBe(1);
  });

  it("signs out silently when the refresh is refused", async () => {
    session.signIn({ access: "OLD", refresh: "EXPIRED" }, user);
    localStorage.setItem("projects", "[]");
    const signedOut = vi.fn();
    const off = onSilentSignOut(signedOut);
    const fetchImpl = vi.fn(async () => json(401, { error: "not_authenticated", message: "x" }));
    const response = await createAuthFetch(fetchImpl)(new Request("http://x/api/users/me/"));
    off();
    expect(response.status).toBe(401);
    expect(session.get()).toEqual({ access: null, refresh: null, user: null });
    expect(localStorage.getItem("access")).toBeNull();
    expect(signedOut).toHaveBeenCalledOnce();
  });

  it("does not try to refresh a failed login", async () => {
    const fetchImpl = vi.fn(async () => json(401, {}));
    session.signIn({ access: "A", refresh: "R" }, user);
    await createAuthFetch(fetchImpl)(new Request("http://x/api/auth/login/", { method: "POST" }));
    expect(fetchImpl).toHaveBeenCalledOnce();
    expect(session.get().access).toBe("A");
  });
});

describe("the API client's language", () => {
  afterEach(() => languageStore.reset("fr"));

  it("says French by default and English once picked, on every call", async () => {
    const fetchImpl = vi.fn(async () => json(200, {}));
    const call = createAuthFetch(fetchImpl);
    await call(new Request("http://x/api/users/me/"));
    await languageStore.choose("en");
    await call(new Request("http://x/api/projects/"));
    const sent = (fetchImpl.mock.calls as unknown as Array<[Request]>).map(([request]) => request.headers.get("Accept-Language"));
    expect(sent).toEqual(["fr", "en"]);
  });

  it("says it through the typed client too (signed out, on a public call)", async () => {
    const seen: Array<string | null> = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      seen.push((input as Request).headers.get("Accept-Language"));
      return json(200, { ok: true });
    });
    await languageStore.choose("en");
    await api.GET("/api/users/me/");
    expect(seen).toEqual(["en"]);
  });
});
