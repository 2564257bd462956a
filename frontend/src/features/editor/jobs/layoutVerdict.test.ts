import { describe, expect, it } from "vitest";

import { i18n } from "@/shared/i18n";
import { withEnglish } from "@/test/english";

import { layoutVerdict, type LayoutQuality } from "./layoutVerdict";

const t = i18n.getFixedT("fr", "editor");
const told = (quality: LayoutQuality) => t("layout.done", { verdict: layoutVerdict(quality, t) });

describe("the words told after an auto layout (issue 15)", () => {
  it("says a clean layout is clean", () => {
    expect(told({ score: 100, overlaps: 0, crossings: 0, through_tables: 0 }))
      .toBe("Tables agencées : aucune table ne se chevauche et aucune relation ne se croise.");
  });

  it("names what is left, in French plurals and a French list", () => {
    expect(told({ score: 97, overlaps: 0, crossings: 2, through_tables: 0 }))
      .toBe("Tables agencées : le diagramme est bien lisible (2 croisements de relations).");
    expect(told({ score: 63.5, overlaps: 1, crossings: 1, through_tables: 3 }))
      .toBe("Tables agencées : le diagramme est lisible, avec quelques croisements (1 chevauchement de tables, 1 croisement de relations et 3 relations traversent des tables).");
  });

  it("calls a tangle a tangle, even below zero", () => {
    expect(told({ score: -40, overlaps: 2, crossings: 40, through_tables: 8 }))
      .toMatch(/^Tables agencées : le diagramme reste chargé \(2 chevauchements de tables, 40 croisements de relations et 8 relations traversent des tables\)\.$/);
  });

  it("never shows a grade it could not measure", () => {
    expect(told({})).toBe("Tables agencées : tables replacées.");
  });
});

describe("the words told after an auto layout, in English", () => {
  withEnglish();

  it("uses English plurals and an English list", () => {
    const english = i18n.getFixedT("en", "editor");
    expect(english("layout.done", { verdict: layoutVerdict({ score: 63.5, overlaps: 1, crossings: 1, through_tables: 3 }, english, "en") }))
      .toBe("Tables arranged: the diagram is readable, with a few crossings (1 overlapping table, 1 relation crossing, and 3 relations go through tables).");
  });
});
