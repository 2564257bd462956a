import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";

import { at, renderRoutes } from "@/test/render";
import { server, withMockApi } from "@/test/server";
import { signIn } from "@/test/signIn";

import { folder, paged, project, team } from "../testData";
import { WorkspacePage } from "./WorkspacePage";

withMockApi();

function serve({ count = 1, failTeams = false } = {}) {
  const folderQueries: string[] = [];
  server.use(
    http.get("*/api/projects/", () => HttpResponse.json(paged([project()], count))),
    http.get("*/api/folders/", ({ request }) => {
      folderQueries.push(new URL(request.url).search);
      return HttpResponse.json(paged([folder({ id: 5, name: "Clients", projects_count: 3 })]));
    }),
    http.get("*/api/teams/", () => failTeams
      ? HttpResponse.json({ error: "server_error", message: "Erreur" }, { status: 500 })
      : HttpResponse.json(paged([team({ id: 3, name: "Équipe Data", members_count: 4, projects_count: 1 })]))),
  );
  return folderQueries;
}

function render() {
  signIn();
  return renderRoutes([at("/projects", <WorkspacePage />)], "/projects");
}

describe("the workspace (spec 000 §2)", () => {
  it("shows the loader, then the Mes Diagrammes card with a singular count", async () => {
    serve({ count: 1 });
    render();
    expect(screen.getByRole("status")).toHaveTextContent("Chargement du workspace...");
    const card = await screen.findByRole("link", { name: /Mes Diagrammes/ });
    expect(card).toHaveAttribute("href", "/projects/my-diagrams");
    expect(within(card).getByText("1 diagramme")).toBeInTheDocument();
  });

  it("words the count in the plural", async () => {
    serve({ count: 12 });
    render();
    expect(await screen.findByText("12 diagrammes")).toBeInTheDocument();
  });

  it("lists the root folders and one card per team, each opening its page", async () => {
    const folderQueries = serve();
    render();
    const folderCard = await screen.findByRole("link", { name: /Clients/ });
    expect(folderCard).toHaveAttribute("href", "/projects/folder/5");
    expect(within(folderCard).getByText("3 diagrammes")).toBeInTheDocument();
    expect(folderQueries[0]).toContain("root=true");
    const teamCard = screen.getByRole("link", { name: /Équipe Data/ });
    expect(teamCard).toHaveAttribute("href", "/projects/team/3");
    expect(within(teamCard).getByText("4 membres · 1 diagramme")).toBeInTheDocument();
  });

  it("only logs a failed team list and shows the rest", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    serve({ failTeams: true });
    render();
    expect(await screen.findByText("Vous ne faites partie d'aucune équipe pour l'instant.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Clients/ })).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("opens Nouvelle Équipe and Nouveau dossier from the Créer menu", async () => {
    serve();
    render();
    await userEvent.click(await screen.findByRole("button", { name: "Créer" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Nouvelle Équipe" }));
    expect(await screen.findByRole("dialog", { name: "Nouvelle Équipe" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await userEvent.click(screen.getByRole("button", { name: "Créer" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Nouveau dossier" }));
    expect(await screen.findByRole("dialog", { name: "Nouveau dossier" })).toBeInTheDocument();
  });

  it("opens a diagram created from the workspace in the editor", async () => {
    serve();
    server.use(http.post("*/api/projects/", () => HttpResponse.json(project({ id: 77, name: "Boutique" }), { status: 201 })));
    signIn();
    renderRoutes([at("/projects", <WorkspacePage />), at("/projects/:projectId", <p>éditeur du diagramme</p>)], "/projects");
    await userEvent.click(await screen.findByRole("button", { name: "Nouveau Diagramme" }));
    const dialog = await screen.findByRole("dialog", { name: "Nouveau Diagramme" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Nom" }), "Boutique");
    await userEvent.click(within(dialog).getByRole("button", { name: "Créer" }));
    expect(await screen.findByText("éditeur du diagramme")).toBeInTheDocument();
  });
});
