import { ws } from "msw";

import { session } from "@/shared/auth/session";

import { server } from "./server";

export const alice = {
  id: 7, username: "alice", email: "alice@example.com", avatar: null, bio: "", theme: "light" as const, language: "fr" as const,
  last_seen: null, date_joined: "2026-01-01T00:00:00Z",
};

/**
 * Signs a user in for a component test. A signed-in app opens the user channel (/ws/user/); the
 * mock server accepts that socket and keeps it silent.
 */
export function signIn(user: typeof alice = alice) {
  const channel = `${location.origin.replace(/^http/, "ws")}/ws/user/`;
  server.use(ws.link(channel).addEventListener("connection", () => {}));
  session.signIn({ access: "A", refresh: "R" }, user);
  return user;
}
