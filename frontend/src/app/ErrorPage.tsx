import { useTranslation } from "react-i18next";

import { Button } from "@/shared/ui/Button";

export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{t("errorBoundary.title")}</h1>
      <p className="mt-3 text-slate-600">{t("errorBoundary.body")}</p>
      <Button className="mt-8" onClick={() => window.location.reload()}>{t("errorBoundary.reload")}</Button>
    </div>
  );
}
