import { useTranslation } from "react-i18next";

import { LANGUAGES } from "@/shared/i18n/detect";
import { languageStore } from "@/shared/i18n/language";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { cn } from "@/shared/ui/cn";
import { toast } from "@/shared/ui/toast";

/**
 * « Français | English » in the footer: what visitors (login page, public pages) switch with; a
 * signed-in user's pick is saved to their account as from the account menu. Each language is
 * named in itself, so a reader lost in the other one still finds theirs.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const current = useLanguage();
  return (
    <div role="group" aria-label={t("language.label")} className={cn("flex items-center gap-1 text-xs", className)}>
      {LANGUAGES.map((language, index) => (
        <span key={language} className="flex items-center gap-1">
          {index > 0 ? <span aria-hidden className="text-slate-300">|</span> : null}
          <button
            type="button"
            lang={language}
            aria-pressed={current === language}
            className={cn("rounded px-1 py-0.5 hover:text-slate-900", current === language ? "font-semibold text-slate-900" : "text-slate-500")}
            onClick={() => languageStore.choose(language).catch(() => toast.error(i18n.t("language.saveFailed")))}
          >
            {t(`language.${language}`)}
          </button>
        </span>
      ))}
    </div>
  );
}
