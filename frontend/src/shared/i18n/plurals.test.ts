/** Counts in the French catalogue agree with their number (0 and 1 singular) instead of « (s) ». */
import { describe, expect, it } from "vitest";

import { i18n } from "./index";
import { fr } from "./fr";

// Fixed verbatim by the editor seed (001 §10): the only hedged plurals allowed.
const SEED_FIXED = new Set(["Import réussi! {{count}} table(s) importée(s)."]);

function strings(value: unknown, path: string[] = []): Array<[string, string]> {
  if (typeof value === "string") return [[path.join("."), value]];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => strings(inner, [...path, key]));
}

describe("the French catalogue's counts", () => {
  it("hedges no plural with « (s) » but the seed's own strings", () => {
    const hedged = strings(fr).filter(([, text]) => /\(s\)/.test(text) && !SEED_FIXED.has(text));
    expect(hedged).toEqual([]);
  });

  it("gives every _one its _other", () => {
    const keys = new Set(strings(fr).map(([key]) => key));
    const orphans = [...keys].filter((key) => key.endsWith("_one") && !keys.has(key.replace(/_one$/, "_other")));
    expect(orphans).toEqual([]);
  });

  it.each([
    ["account:memberSince.days", 2, "Membre depuis 2 jours"],
    ["billing:subscription.days", 0, "Moins d'un jour"],
    ["billing:subscription.days", 1, "1 jour"],
    ["billing:subscription.days", 2, "2 jours"],
    ["workspace:page.diagramsCount", 0, "0 diagramme"],
    ["workspace:page.diagramsCount", 1, "1 diagramme"],
    ["workspace:page.diagramsCount", 3, "3 diagrammes"],
    ["versions:tablesCount", 0, "0 table"],
    ["versions:compareView.removed", 2, "2 suppressions"],
    // French's "many" (Intl.PluralRules): the plural, not the key.
    ["workspace:page.diagramsCount", 1_000_000, "1000000 diagrammes"],
  ])("%s with %i reads « %s »", (key, count, expected) => {
    expect(i18n.t(key as never, { count })).toBe(expected);
  });
});

describe("the French catalogue as i18next holds it", () => {
  it("keeps lists as lists (guides and legal pages map over their sections)", () => {
    const sections = i18n.t("legal:privacy.sections", { returnObjects: true, lng: "fr" });
    expect(Array.isArray(sections)).toBe(true);
    expect((sections as unknown as unknown[]).length).toBe(fr.legal.privacy.sections.length);
  });
});
