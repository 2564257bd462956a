import { useMutation, useQueryClient } from "@tanstack/react-query";

import { api, unwrap } from "@/shared/api/client";

import type { BillingCycle } from "../types";
import { billingKeys } from "./keys";

export type CheckoutInput = { packageId: number; billingCycle: BillingCycle };

export async function checkout({ packageId, billingCycle }: CheckoutInput) {
  return unwrap(api.POST("/api/subscriptions/checkout/", { body: { package_id: packageId, billing_cycle: billingCycle } }));
}

export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.me }),
  });
}
