import { queryOptions, useQuery } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";

import { sortPackages } from "../rules";
import { billingKeys } from "./keys";

/** The plans on offer, sorted by display_order (anonymous call). */
export async function getPackages() {
  const data = await unwrap(api.GET("/api/packages/"));
  return sortPackages(data.results);
}

export const getPackagesQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.packages, queryFn: getPackages, staleTime: 5 * 60_000 });

export function usePackages() {
  return useQuery(getPackagesQueryOptions());
}
