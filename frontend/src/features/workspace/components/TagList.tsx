import { useTranslation } from "react-i18next";

import { splitTags } from "../rules";

/** Up to three tags, then « +N » for the rest (spec 000 §9). */
export function TagList({ tags }: { tags: readonly string[] }) {
  const { t } = useTranslation("workspace");
  const { visible, hidden } = splitTags(tags);
  if (!tags.length) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t("list.tags")}>
      {visible.map((tag) => (
        <li key={tag} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">{tag}</li>
      ))}
      {hidden > 0 ? (
        <li className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600" title={tags.slice(3).join(", ")}>
          <span aria-hidden>{t("card.moreTags", { count: hidden })}</span>
          <span className="sr-only">{t("card.moreTagsLabel", { count: hidden })}</span>
        </li>
      ) : null}
    </ul>
  );
}
