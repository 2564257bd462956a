import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";

import { api, unwrap } from "@/shared/api/client";
import { useUserEvents } from "@/shared/realtime/RealtimeProvider";
import type { UserEvent } from "@/shared/realtime/userChannel";

import { invalidateProjectPlacement } from "./invalidate";

export const PROJECT_DUPLICATED = "project.duplicated";

export type DuplicatedEvent = { project_id: number; source_id: number; name: string; request_id: string };

/** The server answers 202 with a request id; a worker makes the copy and announces it. */
export async function duplicateProject(id: number) {
  return unwrap(api.POST("/api/projects/{project_id}/duplicate/", { params: { path: { project_id: id } } }));
}

/** Request ids of copies asked for in this tab, so exactly one listener announces each. */
const pending = new Set<string>();

export function useDuplicateProject() {
  return useMutation({
    mutationFn: duplicateProject,
    onSuccess: ({ request_id }) => {
      pending.add(request_id);
    },
  });
}

export function asDuplicatedEvent(event: UserEvent): DuplicatedEvent | null {
  if (event.event !== PROJECT_DUPLICATED) return null;
  const { project_id, source_id, name, request_id } = event.data;
  if (typeof project_id !== "number" || typeof source_id !== "number") return null;
  return { project_id, source_id, name: String(name ?? ""), request_id: String(request_id ?? "") };
}

/**
 * Refreshes the lists when the worker announces a copy (copies asked for in another tab too),
 * and calls `onOwnCopy` once per copy this tab asked for, however many listeners are mounted.
 */
export function useProjectDuplicated(onOwnCopy?: (event: DuplicatedEvent) => void) {
  const queryClient = useQueryClient();
  const listener = useCallback(
    (event: UserEvent) => {
      const duplicated = asDuplicatedEvent(event);
      if (!duplicated) return;
      void invalidateProjectPlacement(queryClient);
      if (pending.delete(duplicated.request_id)) onOwnCopy?.(duplicated);
    },
    [queryClient, onOwnCopy],
  );
  useUserEvents(listener);
}
