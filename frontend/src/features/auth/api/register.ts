import { useMutation } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";
import type { components } from "@/shared/api/schema";
import { themeStore } from "@/shared/theme/theme";

export type RegisterInput = Omit<components["schemas"]["RegisterIn"], "theme">;

/** The new account keeps the look the visitor has (« Système » unless they picked one); the
 * server's default, light, is for accounts made any other way. */
export function register(input: RegisterInput) {
  return unwrap(api.POST("/api/auth/register/", { body: { ...input, theme: themeStore.choice } }));
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
