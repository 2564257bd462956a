import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";

import { billingKeys } from "./keys";

/** Turns automatic renewal back on (spec 000 §4). */
export async function renewSubscription(subscriptionId: number) {
  return unwrap(api.POST("/api/subscriptions/{subscription_id}/renew/", { params: { path: { subscription_id: subscriptionId } } }));
}

export function useRenewSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewSubscription,
    // Reload the profile after success and failure alike: a refusal often means the card is stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.me }),
  });
}
