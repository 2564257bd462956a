import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";
import { ApiError } from "@/shared/api/errors";
import { compressedBody } from "@/shared/api/gzipBody";
import type { components } from "@/shared/api/schema";
import type { DiagramDocument } from "@/editor/model/types";

export type ProjectDetail = components["schemas"]["ProjectDetailOut"];

/** What the designer opens: the member's view when allowed, else the public copy (read-only). */
export type OpenedDiagram =
  | { kind: "member"; project: ProjectDetail }
  | { kind: "public"; id: number; name: string; schema: unknown; revision: number }
  | { kind: "missing" };

type Prefetch = { id: number; response: Promise<Response> };

/** The request index.html started before the code arrived, used once if it still applies. */
async function takePrefetched(projectId: number): Promise<ProjectDetail | null> {
  const holder = globalThis as { __relataPrefetch?: Prefetch };
  const prefetch = holder.__relataPrefetch;
  delete holder.__relataPrefetch;
  if (!prefetch || prefetch.id !== projectId) return null;
  try {
    const response = await prefetch.response;
    return response.ok ? ((await response.json()) as ProjectDetail) : null;
  } catch {
    return null;
  }
}

/** The public copy: a diagram of public visibility by its id, one shared by link with the link's
 * `key` (its id alone answers 404). */
function getPublic(projectId: number, key: string | null) {
  return unwrap(api.GET("/api/project/public/{project_id}/", { params: { path: { project_id: projectId }, query: key ? { key } : {} } }));
}

export async function openDiagram(projectId: number, signedIn: boolean, key: string | null = null): Promise<OpenedDiagram> {
  if (signedIn) {
    const prefetched = await takePrefetched(projectId);
    if (prefetched) return { kind: "member", project: prefetched };
    try {
      const project = await unwrap(api.GET("/api/projects/{project_id}", { params: { path: { project_id: projectId } } }));
      return { kind: "member", project };
    } catch (caught) {
      if (!(caught instanceof ApiError) || (caught.status !== 404 && caught.status !== 401)) throw caught;
    }
  }
  try {
    const project = await getPublic(projectId, key);
    return { kind: "public", id: project.id, name: project.name, schema: project.schema, revision: project.revision };
  } catch (caught) {
    if (caught instanceof ApiError && caught.status === 404) return { kind: "missing" };
    throw caught;
  }
}

/** The whole document and its revision, for a live session whose document is too large for the
 * socket (PROTOCOL.md [P3] `fetch`). */
export async function fetchLiveDocument(projectId: number, member: boolean, key: string | null = null): Promise<{ schema: unknown; revision: number }> {
  if (member) {
    const project = await unwrap(api.GET("/api/projects/{project_id}", { params: { path: { project_id: projectId } } }));
    return { schema: project.schema, revision: project.revision };
  }
  const project = await getPublic(projectId, key);
  return { schema: project.schema, revision: project.revision };
}

export const openDiagramQueryOptions = (projectId: number, signedIn: boolean, key: string | null = null) =>
  queryOptions({
    queryKey: ["projects", projectId, "designer", signedIn, key],
    queryFn: () => openDiagram(projectId, signedIn, key),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: 1,
  });

export function useOpenDiagram(projectId: number, signedIn: boolean, key: string | null = null) {
  return useQuery(openDiagramQueryOptions(projectId, signedIn, key));
}

/** The whole document at once, made on `revision`: refused (conflict) when the diagram moved on.
 * Sent compressed, so a diagram of any size the server accepts gets through. */
export async function saveDocument(projectId: number, doc: DiagramDocument, revision: number) {
  return unwrap(
    api.PATCH("/api/projects/{project_id}/update_schema/", {
      params: { path: { project_id: projectId } },
      ...(await compressedBody({ schema: doc as unknown as Record<string, unknown>, revision })),
    }),
  );
}

export function useRenameProject(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      unwrap(api.PATCH("/api/projects/{project_id}/", { params: { path: { project_id: projectId } }, body: { name } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["projects"] }),
  });
}

export function useEnableSharing(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(api.POST("/api/projects/{project_id}/enable_public_sharing/", { params: { path: { project_id: projectId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["projects"] }),
  });
}
