/**
 * The English catalogue mirrors the French one, key for key, over every namespace (also those
 * other branches translate, once merged): no key only in one language, no empty string, the same
 * {{variables}} in both, and every count said in English's two forms.
 */
import { describe, expect, it } from "vitest";

import { en, PENDING_NAMESPACES } from "./en";
import { fr } from "./fr";

const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, path: string[] = []): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === "string") out.set(path.join("."), value);
  else if (typeof value === "object" && value !== null) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, [...path, key]).forEach((text, at) => out.set(at, text));
  } else out.set(path.join("."), `<${typeof value}>`);
  return out;
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]);

/** Singular keys as they are, plural forms under their base (French and English differ in forms). */
function entries(catalogue: unknown) {
  const singular = new Map<string, string>();
  const plural = new Map<string, Map<string, string>>();
  flatten(catalogue).forEach((text, key) => {
    const form = PLURAL.exec(key);
    if (!form) return void singular.set(key, text);
    const base = key.slice(0, -form[0].length);
    if (!plural.has(base)) plural.set(base, new Map());
    plural.get(base)!.set(form[1], text);
  });
  return { singular, plural };
}

const french = entries(fr);
const english = entries(en);
const sorted = (keys: Iterable<string>) => [...keys].sort();

describe("the English catalogue", () => {
  it("has every namespace of the French one, and no other", () => {
    expect(sorted(Object.keys(en))).toEqual(sorted(Object.keys(fr)));
  });

  it("has exactly the French keys", () => {
    expect(sorted(english.singular.keys())).toEqual(sorted(french.singular.keys()));
    expect(sorted(english.plural.keys())).toEqual(sorted(french.plural.keys()));
  });

  it("has no empty string, in either language", () => {
    const empty = [...flatten({ fr, en })].filter(([, text]) => text.trim() === "").map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it("says each count in English with _one and _other", () => {
    const missing = [...english.plural].filter(([, forms]) => !forms.has("one") || !forms.has("other")).map(([base]) => base);
    expect(missing).toEqual([]);
  });

  it("uses the same {{variables}} as French", () => {
    const differing: string[] = [];
    french.singular.forEach((text, key) => {
      const other = english.singular.get(key);
      if (other !== undefined && sorted(variables(other)).join() !== sorted(variables(text)).join()) differing.push(key);
    });
    // Plural forms may drop {{count}} (« Less than a day »): compared over all the forms together.
    const all = (forms: Map<string, string> | undefined) => sorted(new Set([...(forms?.values() ?? [])].flatMap(variables))).join();
    french.plural.forEach((forms, base) => {
      if (all(forms) !== all(english.plural.get(base))) differing.push(base);
    });
    expect(differing).toEqual([]);
  });

  it("shows French only for the namespaces still translated on another branch, listed as such", () => {
    const untranslated = Object.keys(fr).filter((ns) => en[ns as keyof typeof en] === fr[ns as keyof typeof fr]);
    expect(sorted(untranslated)).toEqual(sorted(PENDING_NAMESPACES));
  });

  it("translates the namespaces it has, not copies of the French", () => {
    const copied = Object.keys(fr)
      .filter((ns) => !(PENDING_NAMESPACES as readonly string[]).includes(ns))
      .filter((ns) => {
        const frenchTexts = [...flatten(fr[ns as keyof typeof fr]).values()];
        const englishTexts = [...flatten(en[ns as keyof typeof en]).values()];
        const same = englishTexts.filter((text, i) => text === frenchTexts[i]).length;
        // Names, codes and loan words (« Relata », « PK », « Workspace ») read alike: not half of them.
        return same > englishTexts.length / 2;
      });
    expect(copied).toEqual([]);
  });
});
