import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";

import { favoriteKeys, projectKeys } from "./keys";

/** Answers `added` or `removed` (spec 000 §4). */
export async function toggleFavorite(projectId: number) {
  return unwrap(api.POST("/api/favorites/toggle/", { body: { project_id: projectId } }));
}

export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavorite,
    // is_favorite is on every card, and the favourites tab and list change.
    onSuccess: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: favoriteKeys.all }),
    ]),
  });
}
