import { useTranslation } from "react-i18next";

import { memberSince } from "@/shared/lib/memberSince";

export function MemberSinceLabel({ joined }: { joined: string }) {
  const { t } = useTranslation("account");
  const { unit, count } = memberSince(joined);
  return <span className="text-sm text-slate-500">{t(`memberSince.${unit}`, { count })}</span>;
}
