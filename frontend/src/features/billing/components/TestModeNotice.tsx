import { FlaskConical } from "lucide-react";
import { useTranslation } from "react-i18next";

/** Tells the user that the payment is simulated: the shipped provider is a sandbox. */
export function TestModeNotice() {
  const { t } = useTranslation("billing");
  return (
    <div role="note" aria-label={t("checkout.testModeTitle")} className="flex gap-3 rounded-xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-300">
      <FlaskConical className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">{t("checkout.testModeTitle")}</p>
        <p className="mt-1 text-sm">{t("checkout.testModeBody")}</p>
      </div>
    </div>
  );
}
