import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";

import { billingKeys } from "./keys";

/** Stops the renewal; the plan stays usable until the end of the period (spec 000 §4). */
export async function cancelSubscription(subscriptionId: number) {
  return unwrap(api.POST("/api/subscriptions/{subscription_id}/cancel/", { params: { path: { subscription_id: subscriptionId } } }));
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    // Reload the profile after success and failure alike: a refusal often means the card is stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.me }),
  });
}
