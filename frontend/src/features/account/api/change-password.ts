import { useMutation } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";
import type { components } from "@/shared/api/schema";
import { session } from "@/shared/auth/session";

export type ChangePasswordInput = components["schemas"]["ChangePasswordIn"];

/** The server signs out every other session and answers fresh tokens for this one. */
export async function changePassword(input: ChangePasswordInput) {
  const tokens = await unwrap(api.POST("/api/users/change_password/", { body: input }));
  session.setTokens(tokens);
  return tokens;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
