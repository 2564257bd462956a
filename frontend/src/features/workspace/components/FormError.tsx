import { useTranslation } from "react-i18next";
import { Link } from "react-router";

import { messageOf } from "@/shared/api/errors";
import { isQuotaRefusal } from "@/shared/api/quota";

/**
 * A dialog's failure (spec 000 §8): the server's message, else the dialog's fallback; a
 * quota_reached answer adds a link to the plans. `message` replaces the text where a dialog words
 * some refusals its own way (add member: « déjà membre »).
 */
export function FormError({ error, fallback, message }: { error: unknown; fallback: string; message?: string | null }) {
  const { t } = useTranslation("workspace");
  if (!error && !message) return null;
  return (
    <div role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200">
      <p>{message ?? messageOf(error, fallback)}</p>
      {isQuotaRefusal(error) ? (
        <Link to="/pricing" className="mt-1 inline-block font-semibold text-red-800 underline">{t("errors.seePlans")}</Link>
      ) : null}
    </div>
  );
}
