import { format } from "date-fns";
import { fr } from "date-fns/locale";

const usd = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "USD" });

/** Prices are in USD, written the French way (spec 000 §9): 9,99 $US. */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** A date of the subscription card, in French: 12 janvier 2026. */
export function formatDate(iso: string): string {
  return format(new Date(iso), "d MMMM yyyy", { locale: fr });
}
