/**
 * Who may do what on a team page (spec 000 §6, web/teams/services.py). The server decides; these
 * rules only hide what it would refuse.
 */
export type TeamRole = "owner" | "admin" | "member" | "viewer";
export type AssignableRole = Exclude<TeamRole, "owner">;

/** Team admin means the owner or a member with role admin. */
export function isTeamAdmin(role: TeamRole | null | undefined): boolean {
  return role === "owner" || role === "admin";
}

/** Admins give member or viewer; only the owner may also name an admin. */
export function assignableRoles(actor: TeamRole): AssignableRole[] {
  if (actor === "owner") return ["admin", "member", "viewer"];
  if (actor === "admin") return ["member", "viewer"];
  return [];
}

/** The owner's role never changes; an admin's role is the owner's to change. */
export function canChangeRole(actor: TeamRole, target: TeamRole): boolean {
  if (target === "owner" || !isTeamAdmin(actor)) return false;
  return actor === "owner" || target === "member" || target === "viewer";
}

/** Admins remove members and viewers; the owner removes admins too; nobody removes the owner. */
export function canRemoveMember(actor: TeamRole, target: TeamRole): boolean {
  return canChangeRole(actor, target);
}
