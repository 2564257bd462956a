import { useTranslation } from "react-i18next";
import { Link } from "react-router";

import { buttonClasses } from "@/shared/ui/Button";

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t("notFound.title")}</h1>
      <p className="mt-3 text-slate-600">{t("notFound.body")}</p>
      <Link to="/" className={buttonClasses("primary", "md") + " mt-8"}>{t("actions.backHome")}</Link>
    </div>
  );
}
