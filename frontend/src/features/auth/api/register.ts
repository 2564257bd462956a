import { useMutation } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";
import type { components } from "@/shared/api/schema";
import { currentLanguage } from "@/shared/i18n/current";
import { themeStore } from "@/shared/theme/theme";

export type RegisterInput = Omit<components["schemas"]["RegisterIn"], "theme" | "language">;

/** The new account keeps the look and the language the visitor has (« Système » unless they
 * picked one); the server's defaults, light and French, are for accounts made any other way. */
export function register(input: RegisterInput) {
  return unwrap(api.POST("/api/auth/register/", { body: { ...input, theme: themeStore.choice, language: currentLanguage() } }));
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
