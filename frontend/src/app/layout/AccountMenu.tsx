import { DropdownMenu } from "radix-ui";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";

import { useLogout } from "@/features/auth/api/logout";
import { useSession } from "@/shared/auth/useSession";
import { Avatar } from "@/shared/ui/Avatar";
import { cn } from "@/shared/ui/cn";

import { DisplayChoices } from "./DisplayChoices";
import { menuContent, menuItem } from "./menuStyles";

export { menuContent, menuItem };

/** The signed-in user's menu: initials, name and email, account links, logout to /login. */
export function AccountMenu() {
  const { t } = useTranslation();
  const { user } = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  if (!user) return null;

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
          <DisplayChoices />
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={cn(menuItem, "text-red-600")} onSelect={onLogout}>{t("accountMenu.logout")}</DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
