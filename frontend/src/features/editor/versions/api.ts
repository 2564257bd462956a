/** The /versions/ calls (001 §7), one query or mutation each. */
import { queryOptions, useQuery } from "@tanstack/react-query";

import type { DiagramDocument } from "@/editor/model/types";
import { api, unwrap } from "@/shared/api/client";
import { compressedBody } from "@/shared/api/gzipBody";

import { newestFirst, type VersionDetail, type VersionSummary } from "./types";

export const versionsKey = (projectId: number) => ["projects", projectId, "versions"] as const;

export const versionListOptions = (projectId: number) =>
  queryOptions({
    queryKey: versionsKey(projectId),
    queryFn: async (): Promise<VersionSummary[]> => {
      const page = await unwrap(api.GET("/api/versions/", { params: { query: { project: projectId } } }));
      return newestFirst(page.results);
    },
    staleTime: 0,
    retry: false,
  });

export function useVersionList(projectId: number, enabled: boolean) {
  return useQuery({ ...versionListOptions(projectId), enabled });
}

/** A version's snapshot never changes: read once per version. */
export const versionDetailOptions = (versionId: number) =>
  queryOptions({
    queryKey: ["versions", versionId, "detail"],
    queryFn: async (): Promise<VersionDetail> =>
      (await unwrap(api.GET("/api/versions/{version_id}/", { params: { path: { version_id: versionId } } }))) as unknown as VersionDetail,
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
  });

/** The document a version keeps: its notes and areas too (issue 17), when it has any. */
export function versionSnapshot(doc: DiagramDocument): Record<string, unknown> {
  return {
    format: doc.format, tables: doc.tables, relations: doc.relations,
    ...(doc.notes ? { notes: doc.notes } : {}), ...(doc.areas ? { areas: doc.areas } : {}),
  };
}

/** Sent compressed, as every whole-document write. */
export async function createVersion(projectId: number, name: string, description: string, snapshot: DiagramDocument) {
  return unwrap(api.POST("/api/versions/", {
    // Optional in the call, so untyped: with it the server checks the edit right before reading
    // a snapshot of several megabytes (web/core/request_guard.py).
    params: { query: { project: projectId } } as never,
    ...(await compressedBody({ project: projectId, name, description, snapshot: versionSnapshot(snapshot) })),
  }));
}

export function restoreVersion(versionId: number) {
  return unwrap(api.POST("/api/versions/{version_id}/restore/", { params: { path: { version_id: versionId } } }));
}

export function deleteVersion(versionId: number) {
  return unwrap(api.DELETE("/api/versions/{version_id}/", { params: { path: { version_id: versionId } } }));
}
