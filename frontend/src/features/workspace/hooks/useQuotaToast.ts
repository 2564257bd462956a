import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";

import { toast } from "@/shared/ui/toast";

/** A refusal over the plan's limit, told where no dialog is open to hold it (a card's Dupliquer):
 * the server's message in a red toast whose action leads to the plans. */
export function useQuotaToast() {
  const { t } = useTranslation("workspace");
  const navigate = useNavigate();
  return useCallback(
    (message: string) => toast.errorWithAction(message, { label: t("errors.seePlans"), onClick: () => void navigate("/pricing") }),
    [t, navigate],
  );
}
