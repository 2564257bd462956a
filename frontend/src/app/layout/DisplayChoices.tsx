import { Check } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useTranslation } from "react-i18next";

import { LANGUAGES, isLanguage } from "@/shared/i18n/detect";
import { languageStore } from "@/shared/i18n/language";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { isThemeChoice, themeStore } from "@/shared/theme/theme";
import { useTheme } from "@/shared/theme/useTheme";
import { cn } from "@/shared/ui/cn";
import { toast } from "@/shared/ui/toast";

import { menuItem } from "./menuStyles";

/** The theme and language radio groups of a dropdown menu: the account menu's, and the one a
 * visitor of a public diagram has (saved to the account when signed in, to the browser else). */
export function DisplayChoices() {
  const { t, i18n } = useTranslation();
  const { choice } = useTheme();
  const language = useLanguage();

  function onTheme(value: string) {
    if (!isThemeChoice(value)) return;
    themeStore.choose(value).catch(() => toast.error(t("theme.saveFailed")));
  }

  function onLanguage(value: string) {
    if (!isLanguage(value)) return;
    // Said in the language just picked (this render's `t` is bound to the one before).
    languageStore.choose(value).catch(() => toast.error(i18n.t("language.saveFailed")));
  }

  return (
    <>
      <DropdownMenu.Label className="px-3 pb-1 pt-2 text-xs font-medium text-slate-500">{t("theme.label")}</DropdownMenu.Label>
      <DropdownMenu.RadioGroup value={choice} onValueChange={onTheme}>
        {(["light", "dark", "system"] as const).map((value) => (
          <DropdownMenu.RadioItem key={value} value={value} className={cn(menuItem, "justify-between")} onSelect={(event) => event.preventDefault()}>
            {t(`theme.${value}`)}
            <DropdownMenu.ItemIndicator><Check className="size-4 text-brand-600" aria-hidden /></DropdownMenu.ItemIndicator>
          </DropdownMenu.RadioItem>
        ))}
      </DropdownMenu.RadioGroup>
      <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
      <DropdownMenu.Label className="px-3 pb-1 pt-2 text-xs font-medium text-slate-500">{t("language.label")}</DropdownMenu.Label>
      <DropdownMenu.RadioGroup value={language} onValueChange={onLanguage}>
        {LANGUAGES.map((value) => (
          <DropdownMenu.RadioItem key={value} value={value} lang={value} className={cn(menuItem, "justify-between")} onSelect={(event) => event.preventDefault()}>
            {t(`language.${value}`)}
            <DropdownMenu.ItemIndicator><Check className="size-4 text-brand-600" aria-hidden /></DropdownMenu.ItemIndicator>
          </DropdownMenu.RadioItem>
        ))}
      </DropdownMenu.RadioGroup>
    </>
  );
}
