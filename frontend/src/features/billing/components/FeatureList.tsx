import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";

import { featureLines } from "../rules";
import type { Package } from "../types";

export function FeatureList({ pkg }: { pkg: Package }) {
  const { t } = useTranslation("billing");
  return (
    <ul className="space-y-2 text-sm text-slate-700">
      {featureLines(pkg).map((line) => (
        <li key={line.key} className="flex items-start gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-green-600" aria-hidden />
          {"count" in line ? t(`features.${line.key}`, { count: line.count }) : t(`features.${line.key}`)}
        </li>
      ))}
    </ul>
  );
}
