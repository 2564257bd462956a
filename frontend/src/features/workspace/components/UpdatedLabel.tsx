import { useTranslation } from "react-i18next";

import { longDate, relativeDate } from "@/shared/lib/relativeDate";

/** « Modifié hier », « Modifié il y a 3 jours »… with the full date on hover. */
export function UpdatedLabel({ date, className }: { date: string; className?: string }) {
  const { t } = useTranslation("workspace");
  const relative = relativeDate(date);
  let text: string;
  if (relative.kind === "date") text = t("card.updated.date", { date: relative.text });
  else if (relative.kind === "today" || relative.kind === "yesterday") text = t(`card.updated.${relative.kind}`);
  else text = t(`card.updated.${relative.kind}`, { count: relative.count });
  return <time dateTime={date} title={longDate(date)} className={className}>{text}</time>;
}
