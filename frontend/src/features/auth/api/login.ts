import { useMutation } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";
import type { components } from "@/shared/api/schema";
import { session } from "@/shared/auth/session";

export type LoginInput = components["schemas"]["LoginIn"];

export async function login(input: LoginInput) {
  const data = await unwrap(api.POST("/api/auth/login/", { body: input }));
  session.signIn({ access: data.access, refresh: data.refresh }, data.user);
  return data;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
