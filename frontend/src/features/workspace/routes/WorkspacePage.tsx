import { useTranslation } from "react-i18next";
import { Link } from "react-router";

import { useSession } from "@/shared/auth/useSession";
import { Card } from "@/shared/ui/Card";

/** The signed-in landing; its diagrams, folders and teams arrive with the workspace feature. */
export function WorkspacePage() {
  const { t } = useTranslation("pages");
  const { user } = useSession();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t("workspace.title")}</h1>
      <Card className="mt-6">
        <p className="text-lg font-medium">{t("workspace.welcome", { name: user?.username ?? "" })}</p>
        <p className="mt-2 text-slate-600">{t("workspace.soon")}</p>
        <Link to="/my-account" className="mt-4 inline-block text-brand-600 hover:underline">{t("workspace.toAccount")}</Link>
      </Card>
    </div>
  );
}
