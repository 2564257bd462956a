const usd = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "USD" });

/** Prices are in USD, written the French way (spec 000 §9): 9,99 $US. */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}
