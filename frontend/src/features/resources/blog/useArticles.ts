import { useTranslation } from "react-i18next";

import type { ArticleContent, ArticleKey } from "./articles";

/** Returns a function reading one article's text from the `blog` catalogue. */
export function useArticles() {
  const { t } = useTranslation("blog");
  return (key: ArticleKey): ArticleContent => t(key, { returnObjects: true });
}
