/**
 * A command too large for the diagram socket's frames, sent over HTTP gzip-compressed
 * (web/realtime/PROTOCOL.md [C7]); `DiagramSync` calls it and takes the answer as the command's
 * acknowledgement.
 */
import { CommandRefusal, type PostCommandRequest, type PostedCommand } from "@/editor/sync/largeCommands";
import { api } from "@/shared/api/client";
import { isApiErrorBody } from "@/shared/api/errors";
import { compressedBody } from "@/shared/api/gzipBody";

/** The statuses that refuse the command for good; any other failure is worth another try. */
const REFUSING = new Set([400, 403, 404, 413, 422]);

export async function postCommand(projectId: number, request: PostCommandRequest): Promise<PostedCommand> {
  const { data, error, response } = await api.POST("/api/projects/{project_id}/commands/", {
    params: { path: { project_id: projectId } },
    ...(await compressedBody({ ...request, origin: request.origin ?? "editor", command: request.command as unknown as Record<string, unknown> })),
  });
  if (data) return data as PostedCommand;
  if (REFUSING.has(response.status)) {
    const body: unknown = error;
    throw isApiErrorBody(body) ? new CommandRefusal(body.error, body.message) : new CommandRefusal("too_large", "");
  }
  throw new Error(`HTTP ${response.status}`);
}
