import { Users } from "lucide-react";
import { useTranslation } from "react-i18next";

import { Avatar } from "@/shared/ui/Avatar";

import { canFollow, headcount, VISITORS_KEY, type Person } from "./people";

/** The name shown for a person: "Alice (vous)", "3 visiteurs", "Bob". */
export function usePersonLabel() {
  const { t } = useTranslation("presence");
  return (person: Person) => {
    if (person.group) return t("visitors", { count: headcount(person) });
    // The server names anonymous visitors; an empty name still reads as one.
    const name = person.name || t("visitor");
    return person.isMe ? t("youName", { name }) : name;
  };
}

/** What browser tests find an avatar by: the account id, else what kind of visitor it is. */
export const dataUserId = (person: Person) => person.accountId ?? (person.group ? VISITORS_KEY : "anonymous");

/** The round picture (or initials) with a ring in the person's live colour (001 §3). */
export function PersonFace({ person, followed = false }: { person: Person; followed?: boolean }) {
  const ring = followed ? `0 0 0 2px white, 0 0 0 4px ${person.color}` : `0 0 0 2px ${person.color}`;
  return (
    <span aria-hidden className="inline-flex shrink-0 rounded-full border-2 border-white bg-white" style={{ boxShadow: ring }}>
      {person.group ? (
        <span className="inline-flex size-8 items-center justify-center rounded-full bg-slate-200 text-slate-600">
          <Users className="size-4" />
        </span>
      ) : (
        <Avatar name={person.name} src={person.avatar} size="sm" />
      )}
    </span>
  );
}

/** One avatar of the header: a button that follows (or stops following) a collaborator;
 * oneself and a group of visitors are only shown. */
export function PersonBadge({ person, followed, onToggle }: { person: Person; followed: boolean; onToggle: (person: Person) => void }) {
  const { t } = useTranslation("presence");
  const label = usePersonLabel()(person);
  const marks = { "data-testid": "collaborator", "data-user-id": dataUserId(person), "data-me": person.isMe ? "true" : undefined };
  if (!canFollow(person)) {
    return (
      <span {...marks} role="img" aria-label={label} title={label} className="relative inline-flex">
        <PersonFace person={person} />
      </span>
    );
  }
  const action = followed ? t("stopFollowingName", { name: label }) : t("follow", { name: label });
  return (
    <button
      type="button"
      {...marks}
      aria-label={action}
      aria-pressed={followed}
      title={action}
      onClick={() => onToggle(person)}
      className="relative inline-flex rounded-full outline-none transition-transform hover:z-10 hover:-translate-y-0.5 focus-visible:z-10 focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <PersonFace person={person} followed={followed} />
    </button>
  );
}
