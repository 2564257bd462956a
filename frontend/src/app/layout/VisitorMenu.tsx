import { SlidersHorizontal } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useTranslation } from "react-i18next";

import { DisplayChoices } from "./DisplayChoices";
import { menuContent } from "./menuStyles";

/** Where a visitor of a public diagram (no account menu) picks the theme and the language. */
export function VisitorMenu() {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger aria-label={t("visitorMenu.label")} className="rounded-lg p-1.5 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600">
        <SlidersHorizontal className="size-4" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menuContent} align="end" sideOffset={8}>
          <DisplayChoices />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
