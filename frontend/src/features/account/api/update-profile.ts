import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";
import type { components } from "@/shared/api/schema";
import { session } from "@/shared/auth/session";

export type UpdateProfileInput = components["schemas"]["UpdateProfileIn"];

export async function updateProfile(input: UpdateProfileInput) {
  const user = await unwrap(api.PATCH("/api/users/update_profile/", { body: input }));
  session.setUser(user);
  return user;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["users", "me"] }),
  });
}
