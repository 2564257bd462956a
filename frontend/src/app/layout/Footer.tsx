import { useTranslation } from "react-i18next";
import { Link } from "react-router";

import { LanguageSwitch } from "./LanguageSwitch";

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-slate-600 md:flex-row md:items-center md:justify-between">
        <div>
          <p className="font-medium text-slate-800">{t("footer.copyright")}</p>
          <p className="mt-1 text-xs">{t("footer.madeFor")}</p>
          <LanguageSwitch className="mt-3 -ml-1" />
        </div>
        <nav className="flex flex-wrap gap-x-5 gap-y-2">
          <Link to="/privacy-policy" className="hover:text-slate-900">{t("footer.privacy")}</Link>
          <Link to="/terms-of-use" className="hover:text-slate-900">{t("footer.terms")}</Link>
          <Link to="/contact" className="hover:text-slate-900">{t("footer.contact")}</Link>
          <Link to="/help" className="hover:text-slate-900">{t("footer.help")}</Link>
        </nav>
      </div>
    </footer>
  );
}
