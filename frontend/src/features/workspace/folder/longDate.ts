import { format } from "date-fns";
import { fr } from "date-fns/locale";

/** A date in French long form, as the folder card shows its creation (« 22 novembre 2026 »). */
export function longFrenchDate(value: string | Date): string {
  return format(typeof value === "string" ? new Date(value) : value, "d MMMM yyyy", { locale: fr });
}
