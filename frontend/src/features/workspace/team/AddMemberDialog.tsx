import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";

import { ApiError, messageOf } from "@/shared/api/errors";
import { Avatar } from "@/shared/ui/Avatar";
import { Button } from "@/shared/ui/Button";
import { TextField } from "@/shared/ui/Field";
import { Modal } from "@/shared/ui/Modal";
import { toast } from "@/shared/ui/toast";

import { useAddMember } from "../api/teams/add-member";
import { USER_SEARCH_MIN_LENGTH, useUserSearch, type UserSummary } from "../api/teams/search-users";
import { FormError } from "../components/FormError";
import { SelectField } from "../components/SelectField";
import { useDebouncedValue } from "../hooks/useDebouncedValue";

type NewMemberRole = "member" | "viewer";

/** Spec 000 §8: a 400 means the user is already a member; else the server's message, else a fallback. */
export function addMemberError(error: unknown, t: (key: "addMember.alreadyInTeam" | "addMember.failed") => string): string {
  if (error instanceof ApiError && error.status === 400) return t("addMember.alreadyInTeam");
  return messageOf(error, t("addMember.failed"));
}

function Results({ query, selected, memberIds, onSelect }: {
  query: string;
  selected: UserSummary | null;
  memberIds: ReadonlySet<number>;
  onSelect: (user: UserSummary) => void;
}) {
  const { t } = useTranslation("teams");
  const search = useUserSearch(query);
  if (query.trim().length < USER_SEARCH_MIN_LENGTH) return <p className="text-sm text-slate-500">{t("addMember.searchHint")}</p>;
  if (search.isPending) return <p role="status" className="text-sm text-slate-500">{t("addMember.searching")}</p>;
  if (search.isError) return <p role="alert" className="text-sm text-red-600">{t("addMember.searchFailed")}</p>;
  if (!search.data.length) return <p className="text-sm text-slate-500">{t("addMember.noResults")}</p>;
  return (
    <fieldset>
      <legend className="sr-only">{t("addMember.results")}</legend>
      <ul className="max-h-56 space-y-1 overflow-y-auto">
        {search.data.map((user) => {
          const already = memberIds.has(user.id);
          return (
            <li key={user.id}>
              <label className={`flex items-center gap-3 rounded-lg px-3 py-2 ring-1 ring-inset focus-within:ring-2 focus-within:ring-brand-600 ${selected?.id === user.id ? "bg-brand-50 ring-brand-500" : "ring-transparent hover:bg-slate-50"} ${already ? "opacity-60" : "cursor-pointer"}`}>
                <input type="radio" name="user" className="sr-only" disabled={already}
                  aria-label={[user.username, user.email, already ? t("addMember.alreadyMember") : ""].filter(Boolean).join(", ")}
                  checked={selected?.id === user.id} onChange={() => onSelect(user)} />
                <span aria-hidden><Avatar name={user.username} src={user.avatar} size="sm" /></span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-slate-900">{user.username}</span>
                  {/* The server gives an address only when it was typed in full. */}
                  {user.email ? <span className="block truncate text-xs text-slate-500">{user.email}</span> : null}
                </span>
                {already ? <span className="text-xs text-slate-500">{t("addMember.alreadyMember")}</span> : null}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/**
 * Search from 2 characters, 300 ms after the last keystroke (spec 000 §5); a picked user is
 * required; role member (default) or viewer.
 */
export function AddMemberDialog({ teamId, open, onOpenChange, memberIds }: {
  teamId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  memberIds: ReadonlySet<number>;
}) {
  const { t } = useTranslation("teams");
  const [text, setText] = useState("");
  const query = useDebouncedValue(text);
  const [selected, setSelected] = useState<UserSummary | null>(null);
  const [role, setRole] = useState<NewMemberRole>("member");
  const [error, setError] = useState<string | null>(null);
  // The refusal itself, so a plan's limit also offers the plans.
  const [refusal, setRefusal] = useState<unknown>(null);
  const add = useAddMember(teamId);

  function close(next: boolean) {
    if (next) return;
    onOpenChange(false);
    setText("");
    setSelected(null);
    setRole("member");
    setError(null);
    setRefusal(null);
    add.reset();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!selected) {
      setError(t("addMember.selectRequired"));
      return;
    }
    setError(null);
    setRefusal(null);
    try {
      await add.mutateAsync({ user_id: selected.id, role });
      toast.success(t("addMember.added"));
      close(false);
    } catch (caught) {
      setError(addMemberError(caught, t));
      setRefusal(caught);
    }
  }

  return (
    <Modal open={open} onOpenChange={close} title={t("addMember.title")} description={t("addMember.description")}
      dismissible={!add.isPending} className="max-w-lg">
      <form className="mt-5 space-y-4" onSubmit={onSubmit}>
        <TextField label={t("addMember.search")} type="search" autoComplete="off" value={text}
          placeholder={t("addMember.searchPlaceholder")} onChange={(event) => setText(event.target.value)} />
        <Results query={query} selected={selected} memberIds={memberIds} onSelect={(user) => {
          setSelected(user);
          setError(null);
          setRefusal(null);
        }} />
        {selected ? <p className="text-sm text-slate-700">{t("addMember.selected", { name: selected.username })}</p> : null}
        <SelectField label={t("addMember.role")} value={role} onChange={(event) => setRole(event.target.value as NewMemberRole)}>
          <option value="member">{t("roles.member")}</option>
          <option value="viewer">{t("roles.viewer")}</option>
        </SelectField>
        <FormError error={refusal} message={error} fallback={t("addMember.failed")} />
        <div className="flex justify-end gap-3 pt-2">
          <Button variant="secondary" onClick={() => close(false)} disabled={add.isPending}>{t("actions.cancel", { ns: "common" })}</Button>
          <Button type="submit" disabled={!selected || add.isPending}>{add.isPending ? t("addMember.adding") : t("addMember.submit")}</Button>
        </div>
      </form>
    </Modal>
  );
}
