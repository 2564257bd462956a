/**
 * The English content namespaces are real translations of the French ones: same leaves, each one
 * written, none left in French, and the same {{variables}} for i18next to fill in. The types
 * already force the same keys; this also catches a copied French sentence and English typography
 * slips that no type can see.
 */
import { describe, expect, it } from "vitest";

import { blog as frBlog } from "../fr/blog";
import { docs as frDocs } from "../fr/docs";
import { home as frHome } from "../fr/home";
import { legal as frLegal } from "../fr/legal";
import { pages as frPages } from "../fr/pages";
import { blog } from "./blog";
import { docs } from "./docs";
import { home } from "./home";
import { legal } from "./legal";
import { pages } from "./pages";

const NAMESPACES = [
  ["legal", frLegal, legal],
  ["pages", frPages, pages],
  ["home", frHome, home],
  ["docs", frDocs, docs],
  ["blog", frBlog, blog],
] as const;

// Words that are the same in both languages: product and page names.
const SAME_IN_BOTH = new Set(["Workspace", "Documentation", "Blog", "Guides", "SQL", "DBML", "Collaboration"]);

/** Prose is translated; fixed leaves (anchors, screenshots, widgets, emails, routes) are not; commands may be. */
type Kind = "prose" | "fixed" | "code";
type Leaf = { path: string; text: string; kind: Kind };

/** Every string of a namespace, with its path and kind. A `link` is a route beside a `label`, text elsewhere. */
function leaves(value: unknown, path: string[] = [], kind: Kind = "prose"): Leaf[] {
  if (typeof value === "string") return [{ path: path.join("."), text: value, kind }];
  if (typeof value !== "object" || value === null) return [];
  const isRoute = !Array.isArray(value) && "label" in value;
  return Object.entries(value).flatMap(([key, inner]) => {
    const fixed = ["id", "figure", "widget", "email"].includes(key) || (key === "link" && isRoute);
    return leaves(inner, [...path, key], key === "code" ? "code" : fixed ? "fixed" : kind);
  });
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((match) => match[1]).sort();

describe.each(NAMESPACES)("the English %s namespace", (_name, french, english) => {
  const fr = leaves(french);
  const en = leaves(english);
  const frByPath = new Map(fr.map((leaf) => [leaf.path, leaf]));

  it("has exactly the French leaves", () => {
    expect(en.map((leaf) => leaf.path)).toEqual(fr.map((leaf) => leaf.path));
  });

  it("writes every leaf", () => {
    expect(en.filter((leaf) => leaf.text.trim() === "").map((leaf) => leaf.path)).toEqual([]);
  });

  it("translates every prose leaf", () => {
    const copied = en.filter((leaf) => leaf.kind === "prose" && !SAME_IN_BOTH.has(leaf.text) && frByPath.get(leaf.path)?.text === leaf.text);
    expect(copied.map((leaf) => `${leaf.path}: ${leaf.text}`)).toEqual([]);
  });

  it("keeps anchors, screenshots, widgets, emails and routes as they are", () => {
    const changed = en.filter((leaf) => leaf.kind === "fixed" && frByPath.get(leaf.path)?.text !== leaf.text);
    expect(changed.map((leaf) => leaf.path)).toEqual([]);
  });

  it("gives i18next the same {{variables}}", () => {
    const mismatched = en.filter((leaf) => JSON.stringify(variables(leaf.text)) !== JSON.stringify(variables(frByPath.get(leaf.path)?.text ?? "")));
    expect(mismatched.map((leaf) => leaf.path)).toEqual([]);
  });

  it("uses English typography: no guillemets, no space before a colon or semicolon", () => {
    const french = en.filter((leaf) => leaf.kind === "prose" && /[«»\u00a0\u202f]|\s[:;]/.test(leaf.text));
    expect(french.map((leaf) => `${leaf.path}: ${leaf.text}`)).toEqual([]);
  });
});
