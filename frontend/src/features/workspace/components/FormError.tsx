import { useTranslation } from "react-i18next";
import { Link } from "react-router";

import { ApiError, messageOf } from "@/shared/api/errors";

/**
 * A dialog's failure (spec 000 §8): the server's message, else the dialog's fallback; a
 * quota_reached answer adds a link to the plans.
 */
export function FormError({ error, fallback }: { error: unknown; fallback: string }) {
  const { t } = useTranslation("workspace");
  if (!error) return null;
  const quota = error instanceof ApiError && error.code === "quota_reached";
  return (
    <div role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200">
      <p>{messageOf(error, fallback)}</p>
      {quota ? (
        <Link to="/pricing" className="mt-1 inline-block font-semibold text-red-800 underline">{t("errors.seePlans")}</Link>
      ) : null}
    </div>
  );
}
