import "@testing-library/jest-dom/vitest";
import "@/shared/i18n";

import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

import { session } from "@/shared/auth/session";

/** Component tests never open the real user channel: a socket that stays connecting. */
class IdleWebSocket {
  onopen = null;
  onmessage = null;
  onclose = null;
  send() {}
  close() {}
}
vi.stubGlobal("WebSocket", IdleWebSocket);

afterEach(() => {
  cleanup();
  session.clear();
  localStorage.clear();
});
