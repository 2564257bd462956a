import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import { at, renderRoutes } from "@/test/render";
import { server, withMockApi } from "@/test/server";
import { alice, signIn } from "@/test/signIn";

import { memberOut, paged, projectOut, teamOut } from "../team/testData";
import { TeamPage } from "./TeamPage";

withMockApi();

const members = [
  memberOut(1, "olivia", "owner"),
  memberOut(2, "alice", "admin", alice.id),
  memberOut(3, "bruno", "member"),
  memberOut(4, "chloe", "viewer"),
];

function serveTeam(role: "owner" | "admin" | "member" | "viewer") {
  const calls = { team: 0 };
  server.use(
    http.get("*/api/teams/:id/", () => {
      calls.team += 1;
      return HttpResponse.json(teamOut({ user_role: role }));
    }),
    http.get("*/api/teams/:id/projects/", () => HttpResponse.json(paged([projectOut()]))),
    http.get("*/api/teams/:id/members/", () => HttpResponse.json(paged(members))),
  );
  return calls;
}

function renderTeam() {
  signIn();
  return renderRoutes([at("/projects/team/:teamId", <TeamPage />), at("/projects", <p>workspace</p>)], "/projects/team/3");
}

async function openMembers() {
  await userEvent.click(await screen.findByRole("tab", { name: "Membres" }));
  return screen.findByRole("list", { name: "Membres" });
}

describe("the team page (spec 000 §2, §6)", () => {
  it("shows the team card with counts and the user's role, and lists the team's diagrams", async () => {
    serveTeam("member");
    renderTeam();
    expect(await screen.findByRole("heading", { level: 1, name: "Équipe Data" })).toBeInTheDocument();
    expect(screen.getByText("Les schémas de la plateforme")).toBeInTheDocument();
    expect(screen.getByText("3 membres")).toBeInTheDocument();
    expect(screen.getByText("1 diagramme")).toBeInTheDocument();
    expect(screen.getByText("Votre rôle : Membre")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Espaces" })).toHaveAttribute("href", "/projects");
    expect(await screen.findByRole("link", { name: "Facturation" })).toHaveAttribute("href", "/projects/11");
  });

  it("hides settings, new diagram, add member, role changes and removal from a member", async () => {
    serveTeam("member");
    renderTeam();
    await screen.findByRole("heading", { level: 1, name: "Équipe Data" });
    expect(screen.queryByRole("button", { name: "Paramètres" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Nouveau diagramme" })).not.toBeInTheDocument();
    const list = await openMembers();
    expect(await within(list).findByText("bruno")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Ajouter un membre" })).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Retirer/ })).not.toBeInTheDocument();
    expect(within(list).getByText("Propriétaire")).toBeInTheDocument();
    expect(within(list).getByText("Observateur")).toBeInTheDocument();
  });

  it("gives an admin settings, new diagram, add member, and role changes to member or viewer on non-admins only", async () => {
    serveTeam("admin");
    renderTeam();
    expect(await screen.findByRole("button", { name: "Paramètres" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Nouveau diagramme" })).toBeInTheDocument();
    await openMembers();
    expect(await screen.findByRole("button", { name: "Ajouter un membre" })).toBeInTheDocument();
    const brunoRole = await screen.findByRole("combobox", { name: "Rôle de bruno" });
    expect(within(brunoRole).getAllByRole("option").map((o) => o.textContent)).toEqual(["Membre", "Observateur"]);
    expect(screen.getByRole("combobox", { name: "Rôle de chloe" })).toHaveValue("viewer");
    expect(screen.queryByRole("combobox", { name: "Rôle de olivia" })).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Rôle de alice" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Retirer bruno de l'équipe" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Retirer olivia de l'équipe" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Retirer alice de l'équipe" })).not.toBeInTheDocument();
  });

  it("opens the diagram dialog preset to this team from Nouveau diagramme", async () => {
    serveTeam("admin");
    server.use(http.get("*/api/teams/", () => HttpResponse.json(paged([teamOut()]))));
    renderTeam();
    await userEvent.click(await screen.findByRole("button", { name: "Nouveau diagramme" }));
    const dialog = await screen.findByRole("dialog", { name: "Nouveau Diagramme" });
    expect(within(dialog).getByLabelText("Visibilité")).toHaveValue("team");
    await waitFor(() => expect(within(dialog).getByLabelText("Équipe")).toHaveValue("3"));
  });

  it("lets the owner name an admin", async () => {
    serveTeam("owner");
    renderTeam();
    await openMembers();
    const aliceRole = await screen.findByRole("combobox", { name: "Rôle de alice" });
    expect(within(aliceRole).getAllByRole("option").map((o) => o.textContent)).toEqual(["Administrateur", "Membre", "Observateur"]);
  });

  it("changes a role and says so", async () => {
    serveTeam("admin");
    let sent: unknown = null;
    server.use(http.patch("*/api/teams/:id/update_role/", async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json(memberOut(3, "bruno", "viewer"));
    }));
    renderTeam();
    await openMembers();
    await userEvent.selectOptions(await screen.findByRole("combobox", { name: "Rôle de bruno" }), "viewer");
    expect(await screen.findByText("Rôle mis à jour avec succès")).toBeInTheDocument();
    expect(sent).toEqual({ member: 3, role: "viewer" });
  });

  it("reloads the team after a refused role change and shows the server's reason (spec 000 §4)", async () => {
    const calls = serveTeam("admin");
    server.use(http.patch("*/api/teams/:id/update_role/", () =>
      HttpResponse.json({ error: "forbidden", message: "Seul le propriétaire peut nommer un administrateur." }, { status: 403 })));
    renderTeam();
    await openMembers();
    const select = await screen.findByRole("combobox", { name: "Rôle de bruno" });
    const before = calls.team;
    await userEvent.selectOptions(select, "viewer");
    expect(await screen.findByText("Seul le propriétaire peut nommer un administrateur.")).toBeInTheDocument();
    await waitFor(() => expect(calls.team).toBeGreaterThan(before));
    expect(screen.getByRole("combobox", { name: "Rôle de bruno" })).toHaveValue("member");
  });

  it("removes a member after confirmation", async () => {
    serveTeam("admin");
    let removed: string | null = null;
    server.use(http.delete("*/api/teams/:id/remove_member/:memberId/", ({ params }) => {
      removed = String(params.memberId);
      return new HttpResponse(null, { status: 204 });
    }));
    renderTeam();
    await openMembers();
    await userEvent.click(await screen.findByRole("button", { name: "Retirer bruno de l'équipe" }));
    await userEvent.click(within(await screen.findByRole("dialog", { name: "Retirer bruno de l'équipe ?" })).getByRole("button", { name: "Retirer" }));
    expect(await screen.findByText("Membre retiré avec succès")).toBeInTheDocument();
    expect(removed).toBe("3");
  });

  it("says the team is not found when the server hides it", async () => {
    server.use(http.get("*/api/teams/:id/", () => HttpResponse.json({ error: "not_found", message: "Ressource introuvable." }, { status: 404 })));
    renderTeam();
    expect(await screen.findByRole("heading", { name: "Équipe introuvable" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Retour aux espaces" })).toHaveAttribute("href", "/projects");
  });
});
