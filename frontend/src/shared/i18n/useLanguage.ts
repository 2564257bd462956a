import { useSyncExternalStore } from "react";

import { languageStore, type Language } from "./language";

/** The interface's language, following picks, sign-ins and other tabs. */
export function useLanguage(): Language {
  return useSyncExternalStore((listener) => languageStore.subscribe(listener), () => languageStore.language);
}
