import { describe, expect, it } from "vitest";

import { assignableRoles, canChangeRole, canRemoveMember, isTeamAdmin } from "./permissions";

describe("team permissions (spec 000 §6)", () => {
  it("counts the owner and admins as team admins, not members or viewers", () => {
    expect([isTeamAdmin("owner"), isTeamAdmin("admin"), isTeamAdmin("member"), isTeamAdmin("viewer"), isTeamAdmin(null)])
      .toEqual([true, true, false, false, false]);
  });

  it("lets admins give member or viewer and only the owner name an admin", () => {
    expect(assignableRoles("owner")).toEqual(["admin", "member", "viewer"]);
    expect(assignableRoles("admin")).toEqual(["member", "viewer"]);
    expect(assignableRoles("member")).toEqual([]);
  });

  it.each([
    ["owner", "admin", true],
    ["owner", "viewer", true],
    ["owner", "owner", false],
    ["admin", "member", true],
    ["admin", "viewer", true],
    ["admin", "admin", false],
    ["admin", "owner", false],
    ["member", "viewer", false],
    ["viewer", "member", false],
  ] as const)("a %s changing or removing a %s: %s", (actor, target, allowed) => {
    expect(canChangeRole(actor, target)).toBe(allowed);
    expect(canRemoveMember(actor, target)).toBe(allowed);
  });
});
