/**
 * Following a worker's job: its events arrive over the user channel (progress, then completed
 * or failed); if the channel misses them, polling the job row catches up.
 */
import type { UserEvent } from "@/shared/realtime/userChannel";

import { getJob, type Job } from "../api/jobs";

export interface JobProgress {
  stage: string;
  percent: number;
  done: number;
  total: number;
}

export interface JobHandlers {
  progress?: (progress: JobProgress) => void;
  completed: (data: Record<string, unknown>) => void;
  failed: (data: { error?: string; message?: string }) => void;
}

export const POLL_MS = 3000;

/** True when the event belongs to this job (by id, or by the client's reference before the id is
 * known: in the embedded mode the worker runs before the upload's answer arrives). */
export function isFor(event: UserEvent, prefix: string, jobId: string | null, clientRef: string): boolean {
  if (!event.event.startsWith(`${prefix}.`)) return false;
  const data = event.data as { job_id?: string; client_ref?: string };
  return (jobId !== null && data.job_id === jobId) || (clientRef !== "" && data.client_ref === clientRef);
}

export function dispatchJobEvent(event: UserEvent, prefix: string, handlers: JobHandlers): "done" | "progress" | null {
  const kind = event.event.slice(prefix.length + 1);
  if (kind === "progress") {
    handlers.progress?.(event.data as unknown as JobProgress);
    return "progress";
  }
  if (kind === "completed") {
    handlers.completed(event.data);
    return "done";
  }
  if (kind === "failed") {
    handlers.failed(event.data as { error?: string; message?: string });
    return "done";
  }
  return null;
}

/** Settle from the job row (when events were missed). Returns true once the job is over. */
export async function settleFromRow(jobId: string, handlers: JobHandlers): Promise<boolean> {
  let job: Job;
  try {
    job = await getJob(jobId);
  } catch {
    return false;
  }
  if (job.status === "succeeded") {
    handlers.completed(job.result);
    return true;
  }
  if (job.status === "failed") {
    handlers.failed(job.result as { error?: string; message?: string });
    return true;
  }
  handlers.progress?.({ stage: job.stage, percent: job.progress, done: 0, total: 0 });
  return false;
}
