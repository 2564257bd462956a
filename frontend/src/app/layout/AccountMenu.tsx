import { Check } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";

import { useLogout } from "@/features/auth/api/logout";
import { useSession } from "@/shared/auth/useSession";
import { LANGUAGES, isLanguage } from "@/shared/i18n/detect";
import { languageStore } from "@/shared/i18n/language";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { isThemeChoice, themeStore } from "@/shared/theme/theme";
import { useTheme } from "@/shared/theme/useTheme";
import { Avatar } from "@/shared/ui/Avatar";
import { cn } from "@/shared/ui/cn";
import { toast } from "@/shared/ui/toast";

export const menuContent = "z-50 min-w-56 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200";
export const menuItem =
  "flex cursor-pointer select-none items-center rounded-lg px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100";

/** The signed-in user's menu: initials, name and email, account links, logout to /login. */
export function AccountMenu() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const { choice } = useTheme();
  const language = useLanguage();
  if (!user) return null;

  function onTheme(value: string) {
    if (!isThemeChoice(value)) return;
    themeStore.choose(value).catch(() => toast.error(t("theme.saveFailed")));
  }

  function onLanguage(value: string) {
    if (!isLanguage(value)) return;
    // Said in the language just picked (this render's `t` is bound to the one before).
    languageStore.choose(value).catch(() => toast.error(i18n.t("language.saveFailed")));
  }

  async function onLogout() {
    await logout.mutateAsync().catch(() => undefined);
    navigate("/login");
  }

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger aria-label={t("accountMenu.label")} className="rounded-full focus-visible:outline-2 focus-visible:outline-brand-600">
        <Avatar name={user.username} src={user.avatar} size="sm" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menuContent} align="end" sideOffset={8}>
          <div className="px-3 py-2">
            <p className="text-sm font-semibold text-slate-900">{user.username}</p>
            <p className="truncate text-xs text-slate-500">{user.email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={menuItem} onSelect={() => navigate("/my-account")}>{t("accountMenu.myAccount")}</DropdownMenu.Item>
          <DropdownMenu.Item className={menuItem} onSelect={() => navigate("/projects/my-diagrams")}>{t("accountMenu.myDiagrams")}</DropdownMenu.Item>
          <DropdownMenu.Item className={menuItem} onSelect={() => navigate("/help")}>{t("accountMenu.help")}</DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
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
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={cn(menuItem, "text-red-600")} onSelect={onLogout}>{t("accountMenu.logout")}</DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
