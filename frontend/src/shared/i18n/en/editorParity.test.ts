/** The editor's English catalogues mirror the French ones: same keys, same {{placeholders}}. */
import { describe, expect, it } from "vitest";

import { editor as frEditor } from "../fr/editor";
import { engine as frEngine } from "../fr/engine";
import { versions as frVersions } from "../fr/versions";
import { editor as enEditor } from "./editor";
import { engine as enEngine } from "./engine";
import { versions as enVersions } from "./versions";

function leaves(value: unknown, path: string[] = []): Map<string, string> {
  if (typeof value === "string") return new Map([[path.join("."), value]]);
  return new Map(Object.entries(value as object).flatMap(([key, inner]) => [...leaves(inner, [...path, key])]));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe.each([
  ["editor", frEditor, enEditor],
  ["versions", frVersions, enVersions],
  ["engine", frEngine, enEngine],
])("the English %s namespace", (_ns, fr, en) => {
  const [french, english] = [leaves(fr), leaves(en)];

  it("has every French key and no other", () => {
    expect([...english.keys()].sort()).toEqual([...french.keys()].sort());
  });

  it("keeps each string's placeholders", () => {
    const differing = [...french].filter(([key, text]) => placeholders(text).join() !== placeholders(english.get(key) ?? "").join());
    expect(differing).toEqual([]);
  });

  it("is written in English (no French accents left)", () => {
    const french = [...english].filter(([, text]) => /[éèàêçù«»]/.test(text));
    expect(french).toEqual([]);
  });
});
