/**
 * What an auto layout's quality (001 §9: 100 − 15 per overlap − 1.5 per crossing − 5 per relation
 * through a table, measured by workers/layout/quality.py) means, told in words rather than a
 * score a reader cannot place.
 */
import type { TFunction } from "i18next";

import { i18n } from "@/shared/i18n";

export interface LayoutQuality {
  score?: unknown;
  overlaps?: unknown;
  crossings?: unknown;
  through_tables?: unknown;
}

const count = (value: unknown) => (typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.round(value) : 0);

/** The grade's thresholds: a clean layout, a few crossings, a tangle. */
function grade(score: number): "clean" | "good" | "fair" | "busy" {
  if (score >= 100) return "clean";
  if (score >= 80) return "good";
  if (score >= 50) return "fair";
  return "busy";
}

/** The verdict, to put in a sentence (`layout.done`, `layout.finished`); its list joined in `language`. */
export function layoutVerdict(quality: LayoutQuality, t: TFunction<"editor">, language: string = i18n.language): string {
  const score = typeof quality.score === "number" && Number.isFinite(quality.score) ? quality.score : null;
  const issues = [
    ["overlaps", count(quality.overlaps)],
    ["crossings", count(quality.crossings)],
    ["through", count(quality.through_tables)],
  ] as const;
  const words = issues
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => t(`layout.issues.${kind}`, { count: n }));
  const verdict = score === null ? t("layout.doneUnmeasured") : t(`layout.grades.${grade(score)}`);
  if (!words.length) return verdict;
  const list = new Intl.ListFormat(language, { style: "long", type: "conjunction" }).format(words);
  return t("layout.withIssues", { verdict, issues: list });
}
