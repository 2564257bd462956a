import { useMutation } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";
import type { components } from "@/shared/api/schema";

export type RegisterInput = components["schemas"]["RegisterIn"];

export function register(input: RegisterInput) {
  return unwrap(api.POST("/api/auth/register/", { body: input }));
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
