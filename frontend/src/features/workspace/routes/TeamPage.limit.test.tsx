import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import { at, renderRoutes } from "@/test/render";
import { server, withMockApi } from "@/test/server";
import { signIn } from "@/test/signIn";

import { memberOut, paged, teamOut } from "../team/testData";
import { TeamPage } from "./TeamPage";

withMockApi();

type Limit = { members_limit: number; members_limit_reached: boolean };

function open(role: "owner" | "admin" | "member", limit: Limit) {
  server.use(
    http.get("*/api/teams/:id/", () => HttpResponse.json({ ...teamOut({ user_role: role }), ...limit })),
    http.get("*/api/teams/:id/projects/", () => HttpResponse.json(paged([]))),
    http.get("*/api/teams/:id/members/", () => HttpResponse.json(paged([memberOut(1, "olivia", "owner")]))),
  );
  signIn();
  renderRoutes([at("/projects/team/:teamId", <TeamPage />), at("/pricing", <p>page des plans</p>)], "/projects/team/3");
}

async function membersTab() {
  await userEvent.click(await screen.findByRole("tab", { name: "Membres" }));
  await screen.findByRole("list", { name: "Membres" });
}

describe("the team's member limit, said before anyone tries (issue 15)", () => {
  it("tells the owner on a plan without members, and leads to the plans", async () => {
    open("owner", { members_limit: 0, members_limit_reached: true });
    await membersTab();
    const note = screen.getByRole("note", { name: "Membres" });
    expect(note).toHaveTextContent("Votre offre ne permet pas d'ajouter de membres à une équipe.");
    expect(screen.getByRole("button", { name: "Ajouter un membre" })).toBeDisabled();
    await userEvent.click(screen.getByRole("link", { name: "Voir les plans" }));
    expect(await screen.findByText("page des plans")).toBeInTheDocument();
  });

  it("tells an admin that the owner's plan is full, in the plural", async () => {
    open("admin", { members_limit: 5, members_limit_reached: true });
    await membersTab();
    expect(screen.getByRole("note", { name: "Membres" })).toHaveTextContent(
      "L'offre du propriétaire permet 5 membres en plus de lui : cette équipe les a atteints.");
  });

  it("says nothing while there is room", async () => {
    open("owner", { members_limit: 5, members_limit_reached: false });
    await membersTab();
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Ajouter un membre" })).toBeEnabled();
  });

  it("says nothing to a member, who cannot add anyone", async () => {
    open("member", { members_limit: 0, members_limit_reached: true });
    await membersTab();
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
  });
});
