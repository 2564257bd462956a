import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** What the team owner's plan allows, as the team's page reads it (GET /api/teams/{id}/). */
export type MembersLimit = { max: number; reached: boolean; ownerIsYou: boolean };

/**
 * Said before anyone tries (issue 15): on a plan that allows no member, or a team already full,
 * the Membres tab explains why no one can be added and leads to the plans.
 */
export function MembersLimitNotice({ limit }: { limit: MembersLimit }) {
  const { t } = useTranslation("teams");
  if (!limit.reached) return null;
  const who = limit.ownerIsYou ? "Owner" : "Other";
  const text = limit.max === 0 ? t(`membersLimit.none${who}`) : t(`membersLimit.reached${who}`, { count: limit.max });
  return (
    <div role="note" aria-label={t("members.title")} className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
      <p>{text}</p>
      <Link to="/pricing" className="mt-1 inline-block font-semibold text-amber-900 underline">{t("membersLimit.seePlans")}</Link>
    </div>
  );
}
