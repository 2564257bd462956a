import { Popover } from "radix-ui";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

import type { Editor } from "@/editor/editor";
import type { DiagramSync } from "@/editor/sync/diagramSync";

import { canFollow, groupPeople, splitOverflow, type Person } from "./people";
import { dataUserId, PersonBadge, PersonFace, usePersonLabel } from "./PersonBadge";
import { useFollowing, usePresenceUsers, useViewSharing } from "./usePresence";

/** Beyond this many avatars the header shows "+N" (the rest are in the popover). */
export const MAX_AVATARS = 4;

export interface CollaboratorAvatarsProps {
  /** Null while there is no live session (local-only mode): the list is then empty. */
  sync: DiagramSync | null;
  editor: Editor;
  max?: number;
}

/**
 * The designer header's avatars (001 §2): everyone on the diagram, this user included and first,
 * so the header always tells who is there. Clicking a collaborator follows their view.
 */
export function CollaboratorAvatars({ sync, editor, max = MAX_AVATARS }: CollaboratorAvatarsProps) {
  const { t } = useTranslation("presence");
  const { users, me } = usePresenceUsers(sync);
  const sharing = useViewSharing(sync, editor);
  const following = useFollowing(sharing);
  const people = useMemo(() => groupPeople(users, me), [users, me]);
  const { visible, hiddenCount } = splitOverflow(people, max);

  const toggle = (person: Person) => {
    if (!sharing) return;
    if (following?.key === person.key) sharing.stop();
    else sharing.follow(person);
  };

  return (
    <div data-testid="collaborators" role="group" aria-label={t("label")} className="flex items-center -space-x-2 px-1">
      {visible.map((person) => (
        <PersonBadge key={person.key} person={person} followed={following?.key === person.key} onToggle={toggle} />
      ))}
      {hiddenCount > 0 ? <Overflow people={people} count={hiddenCount} followingKey={following?.key ?? null} onToggle={toggle} /> : null}
    </div>
  );
}

/** "+N": the whole list, each collaborator with a follow button. */
function Overflow({ people, count, followingKey, onToggle }: { people: Person[]; count: number; followingKey: string | null; onToggle: (person: Person) => void }) {
  const { t } = useTranslation("presence");
  const labelOf = usePersonLabel();
  return (
    <Popover.Root>
      <Popover.Trigger
        data-testid="collaborators-more"
        aria-label={t("more", { count })}
        title={t("more", { count })}
        className="relative inline-flex size-9 items-center justify-center rounded-full border-2 border-white bg-slate-100 text-xs font-semibold text-slate-700 hover:bg-slate-200 data-[state=open]:bg-slate-200"
      >
        {t("moreBadge", { count })}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="end" sideOffset={6} className="z-50 max-h-96 w-64 overflow-y-auto rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200">
          <h2 className="px-2 py-1.5 text-xs font-semibold uppercase tracking-wide text-slate-500">{t("listTitle")}</h2>
          <ul>
            {people.map((person) => {
              const label = labelOf(person);
              const followed = followingKey === person.key;
              return (
                <li key={person.key} data-testid="collaborator-entry" data-user-id={dataUserId(person)} className="flex items-center gap-2 rounded-lg px-2 py-1.5">
                  <PersonFace person={person} followed={followed} />
                  <span className="min-w-0 flex-1 truncate text-sm text-slate-800">{label}</span>
                  {canFollow(person) ? (
                    <Popover.Close
                      aria-label={followed ? t("stopFollowingName", { name: label }) : t("follow", { name: label })}
                      onClick={() => onToggle(person)}
                      className="rounded-md px-2 py-1 text-xs font-medium text-brand-600 hover:bg-brand-50"
                    >
                      {followed ? t("stopFollowing") : t("followShort")}
                    </Popover.Close>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
