import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";
import { session } from "@/shared/auth/session";

export async function deleteAccount(userId: number) {
  await unwrap(api.DELETE("/api/users/{user_id}/", { params: { path: { user_id: userId } } }));
  session.clear();
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAccount, onSuccess: () => queryClient.clear() });
}
