import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";
import type { components } from "@/shared/api/schema";

export type UserSummary = components["schemas"]["UserSummaryOut"];

/** The server refuses shorter queries; the dialog does not ask (spec 000 §5). */
export const USER_SEARCH_MIN_LENGTH = 2;

export async function searchUsers(q: string) {
  const answer = await unwrap(api.GET("/api/users/search/", { params: { query: { q } } }));
  return answer.results;
}

export const searchUsersQueryOptions = (q: string) =>
  queryOptions({ queryKey: ["users", "search", q], queryFn: () => searchUsers(q), staleTime: 30_000 });

export function useUserSearch(q: string) {
  const query = q.trim();
  return useQuery({ ...searchUsersQueryOptions(query), enabled: query.length >= USER_SEARCH_MIN_LENGTH });
}
