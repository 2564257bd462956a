import type { components } from "@/shared/api/schema";

export type Package = components["schemas"]["PackageOut"];
export type Subscription = components["schemas"]["SubscriptionOut"];
export type Profile = components["schemas"]["ProfileOut"];
export type BillingCycle = components["schemas"]["CheckoutIn"]["billing_cycle"];
