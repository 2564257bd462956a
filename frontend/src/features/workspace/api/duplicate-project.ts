import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";

import { api, unwrap } from "@/shared/api/client";
import { useUserEvents } from "@/shared/realtime/RealtimeProvider";
import type { UserEvent } from "@/shared/realtime/userChannel";

import { invalidateProjectPlacement } from "./invalidate";

export const PROJECT_DUPLICATED = "project.duplicated";
/** The worker found the plan's limit reached after the request was accepted (web/projects/services.py). */
export const PROJECT_DUPLICATE_FAILED = "project.duplicate_failed";

export type DuplicatedEvent = { project_id: number; source_id: number; name: string; request_id: string };
export type DuplicateFailedEvent = { source_id: number; request_id: string; error: string; message: string };

/** The server answers 202 with a request id; a worker makes the copy and announces it. */
export async function duplicateProject(id: number) {
  return unwrap(api.POST("/api/projects/{project_id}/duplicate/", { params: { path: { project_id: id } } }));
}

/** Request ids of copies asked for in this tab, so exactly one listener announces each. */
const pending = new Set<string>();
/**
 * The worker may announce a copy before the 202 that names its request id reaches this tab:
 * while a request is out, such events wait here with their announcement.
 */
const early = new Map<string, () => void>();
let inFlight = 0;

export function useDuplicateProject() {
  return useMutation({
    mutationFn: (id: number) => {
      inFlight += 1;
      return duplicateProject(id);
    },
    onSuccess: ({ request_id }) => {
      const announce = early.get(request_id);
      early.delete(request_id);
      // After the caller's own onSuccess (« en cours »), so the two toasts keep their order.
      if (announce) setTimeout(announce, 0);
      else pending.add(request_id);
    },
    onSettled: () => {
      inFlight -= 1;
      if (inFlight === 0) early.clear();
    },
  });
}

export function asDuplicatedEvent(event: UserEvent): DuplicatedEvent | null {
  if (event.event !== PROJECT_DUPLICATED) return null;
  const { project_id, source_id, name, request_id } = event.data;
  if (typeof project_id !== "number" || typeof source_id !== "number") return null;
  return { project_id, source_id, name: String(name ?? ""), request_id: String(request_id ?? "") };
}

export function asDuplicateFailedEvent(event: UserEvent): DuplicateFailedEvent | null {
  if (event.event !== PROJECT_DUPLICATE_FAILED) return null;
  const { source_id, request_id, error, message } = event.data;
  if (typeof source_id !== "number") return null;
  return { source_id, request_id: String(request_id ?? ""), error: String(error ?? ""), message: String(message ?? "") };
}

/** Calls `announce` now for a request of this tab, or once its 202 arrives if it is still out. */
function announceOwn(requestId: string, announce: (() => void) | null) {
  if (!announce) return;
  if (pending.delete(requestId)) announce();
  else if (inFlight > 0) early.set(requestId, announce);
}

/**
 * Refreshes the lists when the worker announces a copy (copies asked for in another tab too),
 * and calls `onOwnCopy` (or `onOwnFailure` when the worker refused it) once per copy this tab
 * asked for, however many listeners are mounted.
 */
export function useProjectDuplicated(
  onOwnCopy?: (event: DuplicatedEvent) => void,
  onOwnFailure?: (event: DuplicateFailedEvent) => void,
) {
  const queryClient = useQueryClient();
  const listener = useCallback(
    (event: UserEvent) => {
      const failed = asDuplicateFailedEvent(event);
      if (failed) {
        announceOwn(failed.request_id, onOwnFailure ? () => onOwnFailure(failed) : null);
        return;
      }
      const duplicated = asDuplicatedEvent(event);
      if (!duplicated) return;
      void invalidateProjectPlacement(queryClient);
      announceOwn(duplicated.request_id, onOwnCopy ? () => onOwnCopy(duplicated) : null);
    },
    [queryClient, onOwnCopy, onOwnFailure],
  );
  useUserEvents(listener);
}
