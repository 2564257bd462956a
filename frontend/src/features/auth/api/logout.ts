import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api } from "@/shared/api/client";
import { session } from "@/shared/auth/session";

/** Revokes the tokens on the server, then forgets everything local whatever the answer. */
export async function logout() {
  try {
    if (session.get().access) await api.POST("/api/auth/logout/");
  } finally {
    session.clear();
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => queryClient.clear(),
  });
}
