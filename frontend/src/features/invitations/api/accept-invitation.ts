import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";

export async function acceptInvitation(token: string) {
  return unwrap(api.POST("/api/accept-invitation/", { body: { token } }));
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    // The diagram now appears among the ones shared with the user.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["projects"] }),
  });
}
