import "@testing-library/jest-dom/vitest";
import "./frenchBrowser";
import "@/shared/i18n";

import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

import { session } from "@/shared/auth/session";
import { languageStore } from "@/shared/i18n/language";
import { themeStore } from "@/shared/theme/theme";

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
  // The page's theme outlives a test (an account signed in brings its own): a fresh browser's.
  void themeStore.choose("system");
  // Same for the language: tests read the French interface unless they pick English.
  languageStore.reset("fr");
  localStorage.clear();
});
