import { useEffect } from "react";
import { useTranslation } from "react-i18next";

import { SubscriptionCard } from "@/features/billing/components/SubscriptionCard";
import { useMe } from "@/shared/auth/useMe";
import { Spinner } from "@/shared/ui/Spinner";
import { toast } from "@/shared/ui/toast";

import { DangerZone } from "../components/DangerZone";
import { PasswordCard } from "../components/PasswordCard";
import { ProfileCard } from "../components/ProfileCard";

export function MyAccountPage() {
  const { t } = useTranslation("account");
  const me = useMe();

  useEffect(() => {
    if (me.isError) toast.error(t("loadFailed"));
  }, [me.isError, t]);

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold">{t("title")}</h1>
        <p className="mt-1 text-slate-600">{t("subtitle")}</p>
      </header>
      {me.data ? (
        <>
          <ProfileCard key={me.data.user.id} user={me.data.user} />
          <SubscriptionCard subscription={me.data.current_subscription} profile={me.data.user} />
          <PasswordCard />
          <DangerZone userId={me.data.user.id} />
        </>
      ) : me.isPending ? (
        <Spinner label={t("loading", { ns: "common" })} />
      ) : null}
    </div>
  );
}
