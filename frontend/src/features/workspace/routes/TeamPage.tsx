import { Tabs } from "radix-ui";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";

import { ApiError } from "@/shared/api/errors";
import { Spinner } from "@/shared/ui/Spinner";

import { useTeam } from "../api/teams/get-team";
import { useTeamMembers } from "../api/teams/get-team-members";
import { CreateEditDiagramDialog } from "../components/CreateEditDiagramDialog";
import { PageUnavailable } from "../components/PageUnavailable";
import { AddMemberDialog } from "../team/AddMemberDialog";
import { MembersPanel } from "../team/MembersPanel";
import { isTeamAdmin } from "../team/permissions";
import { TeamDiagrams } from "../team/TeamDiagrams";
import { TeamHeader } from "../team/TeamHeader";
import { TeamSettingsDialog } from "../team/TeamSettingsDialog";

type Dialog = "settings" | "diagram" | "member" | null;

const tab =
  "border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700";

function Breadcrumb({ current }: { current?: string }) {
  const { t } = useTranslation("teams");
  return (
    <nav aria-label={t("page.breadcrumb")} className="text-sm text-slate-500">
      <ol className="flex items-center gap-2">
        <li><Link to="/projects" className="hover:text-brand-700 hover:underline">{t("page.back")}</Link></li>
        {current ? <><li aria-hidden>/</li><li aria-current="page" className="font-medium text-slate-900">{current}</li></> : null}
      </ol>
    </nav>
  );
}

/** /projects/team/{id} (spec 000 §2, §6): the team card, its diagrams and its members. */
export function TeamPage() {
  const { t } = useTranslation("teams");
  const teamId = Number(useParams().teamId);
  const team = useTeam(teamId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const admin = isTeamAdmin(team.data?.user_role);
  const members = useTeamMembers(teamId, { enabled: admin });
  const memberIds = useMemo(() => new Set(members.data?.results.map((member) => member.user)), [members.data]);
  const close = (open: boolean) => !open && setDialog(null);

  const notFound = !Number.isInteger(teamId) || (team.error instanceof ApiError && team.error.status === 404);
  useEffect(() => {
    // Spec 000 §8: a failed team load is only logged; the page offers a retry.
    if (team.isError && !notFound) console.error("Team load failed", team.error);
  }, [team.isError, team.error, notFound]);

  let body;
  if (notFound) {
    body = <PageUnavailable ns="teams" notFound onRetry={() => team.refetch()} />;
  } else if (team.isError) {
    body = <PageUnavailable ns="teams" notFound={false} onRetry={() => team.refetch()} />;
  } else if (team.isPending) {
    body = <div className="flex justify-center py-16"><Spinner label={t("page.loading")} /></div>;
  } else {
    const current = team.data;
    const role = current.user_role;
    body = (
      <>
        <TeamHeader team={current} onSettings={() => setDialog("settings")} onNewDiagram={() => setDialog("diagram")} />
        <Tabs.Root defaultValue="diagrams" className="mt-8">
          <Tabs.List aria-label={t("page.tabsLabel")} className="flex gap-2 border-b border-slate-200">
            <Tabs.Trigger value="diagrams" className={tab}>{t("page.tabs.diagrams")}</Tabs.Trigger>
            <Tabs.Trigger value="members" className={tab}>{t("page.tabs.members")}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="diagrams" className="pt-6 focus:outline-none">
            <TeamDiagrams teamId={current.id} onCreate={admin ? () => setDialog("diagram") : undefined} />
          </Tabs.Content>
          <Tabs.Content value="members" className="pt-6 focus:outline-none">
            <MembersPanel teamId={current.id} actorRole={role} onAdd={admin ? () => setDialog("member") : undefined}
              limit={{ max: current.members_limit, reached: current.members_limit_reached, ownerIsYou: role === "owner" }} />
          </Tabs.Content>
        </Tabs.Root>
        {admin ? (
          <>
            <TeamSettingsDialog team={current} isOwner={role === "owner"} open={dialog === "settings"} onOpenChange={close} />
            <AddMemberDialog teamId={current.id} open={dialog === "member"} onOpenChange={close} memberIds={memberIds} />
            {dialog === "diagram" ? <CreateEditDiagramDialog open onOpenChange={close} defaultTeamId={current.id} /> : null}
          </>
        ) : null}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <Breadcrumb current={team.data?.name} />
      {body}
    </div>
  );
}
