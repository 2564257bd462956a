import { useTranslation } from "react-i18next";
import { Link } from "react-router";

import { Button, buttonClasses } from "@/shared/ui/Button";

/** A team or folder page that could not be shown: not found, or a retry after a failed load.
 * `ns` holds the page's own wording (page.notFound, page.notFoundBody, page.loadFailed, …). */
export function PageUnavailable({ ns, notFound, onRetry }: { ns: "folders" | "teams"; notFound: boolean; onRetry: () => void }) {
  const { t } = useTranslation(ns);
  return (
    <div className="py-16 text-center">
      <h1 className="text-2xl font-bold">{notFound ? t("page.notFound") : t("page.loadFailed")}</h1>
      {notFound ? <p className="mt-2 text-slate-600">{t("page.notFoundBody")}</p> : null}
      <div className="mt-6 flex justify-center gap-3">
        {notFound ? null : <Button variant="secondary" onClick={onRetry}>{t("page.retry")}</Button>}
        <Link to="/projects" className={buttonClasses("primary")}>{t("page.backToProjects")}</Link>
      </div>
    </div>
  );
}
