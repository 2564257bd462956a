import { useSyncExternalStore } from "react";

import { themeStore, type ResolvedTheme, type ThemeChoice } from "./theme";

/** The current choice and what it shows, following changes (system, account, other tabs). */
export function useTheme(): { choice: ThemeChoice; resolved: ResolvedTheme } {
  const choice = useSyncExternalStore((listener) => themeStore.subscribe(listener), () => themeStore.choice);
  const resolved = useSyncExternalStore((listener) => themeStore.subscribe(listener), () => themeStore.resolved);
  return { choice, resolved };
}
