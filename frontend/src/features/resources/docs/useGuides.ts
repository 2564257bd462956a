import { useTranslation } from "react-i18next";

import type { GuideContent, GuideKey } from "./guides";

/** Returns a function reading one guide's text from the `docs` catalogue. */
export function useGuides() {
  const { t } = useTranslation("docs");
  return (key: GuideKey): GuideContent => t(`guides.${key}`, { returnObjects: true }) as GuideContent;
}
