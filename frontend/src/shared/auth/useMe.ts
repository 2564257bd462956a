import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";

import { api, unwrap } from "@/shared/api/client";
import { session } from "./session";
import { useSession } from "./useSession";

export async function getMe() {
  const data = await unwrap(api.GET("/api/users/me/"));
  session.setUser(data.user);
  return data;
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: ["users", "me"], queryFn: getMe, staleTime: 60_000, retry: false });

/** The signed-in profile; a failed fetch signs the user out silently (spec 000 §4). */
export function useMe() {
  const { access } = useSession();
  const query = useQuery({ ...meQueryOptions(), enabled: Boolean(access) });
  useEffect(() => {
    if (query.isError) {
      console.warn("Current user fetch failed; signing out.", query.error);
      session.clear();
    }
  }, [query.isError, query.error]);
  return query;
}
