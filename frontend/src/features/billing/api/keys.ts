import { meQueryOptions } from "@/shared/auth/useMe";

export const billingKeys = {
  packages: ["packages", "list"] as const,
  /** The profile answer carries the current subscription: billing writes refresh it. */
  me: meQueryOptions().queryKey,
};
