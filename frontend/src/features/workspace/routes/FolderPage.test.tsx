import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import { at, renderRoutes } from "@/test/render";
import { server, withMockApi } from "@/test/server";
import { signIn } from "@/test/signIn";

import { folderDetailOut, folderOut } from "../folder/testData";
import { paged, projectOut } from "../team/testData";
import { FolderPage } from "./FolderPage";

withMockApi();

type Detail = ReturnType<typeof folderDetailOut>;

function serveFolder(detail: Detail = folderDetailOut(), options: { subfolders?: ReturnType<typeof folderOut>[]; projects?: ReturnType<typeof projectOut>[] } = {}) {
  const searches: string[] = [];
  server.use(
    http.get("*/api/folders/:id/", () => HttpResponse.json(detail)),
    http.get("*/api/folders/:id/subfolders/", () => HttpResponse.json(paged(options.subfolders ?? []))),
    http.get("*/api/folders/:id/projects/", ({ request }) => {
      const search = new URL(request.url).searchParams.get("search") ?? "";
      searches.push(search);
      const projects = options.projects ?? [projectOut({ folder: detail.id, team: null, visibility: "private" })];
      return HttpResponse.json(paged(search ? projects.filter((p) => p.name.includes(search)) : projects));
    }),
  );
  return searches;
}

function renderFolder() {
  signIn();
  return renderRoutes(
    [at("/projects/folder/:folderId", <FolderPage />), at("/projects", <p>workspace</p>)],
    "/projects/folder/8",
  );
}

describe("the folder page (spec 000 §2)", () => {
  it("shows Chargement du dossier... while the folder loads", async () => {
    serveFolder();
    server.use(http.get("*/api/folders/:id/", async () => {
      await delay(50);
      return HttpResponse.json(folderDetailOut());
    }));
    renderFolder();
    expect(screen.getByRole("status")).toHaveTextContent("Chargement du dossier...");
    await screen.findByRole("heading", { level: 1, name: "Clients" });
  });

  it("shows the breadcrumb, the info card with counts and the creation date in French", async () => {
    serveFolder();
    renderFolder();
    expect(await screen.findByRole("heading", { level: 1, name: "Clients" })).toBeInTheDocument();
    const breadcrumb = screen.getByRole("navigation", { name: "Fil d'Ariane" });
    expect(within(breadcrumb).getByRole("link", { name: "Espaces" })).toHaveAttribute("href", "/projects");
    expect(within(breadcrumb).getByRole("link", { name: "Agence" })).toHaveAttribute("href", "/projects/folder/5");
    expect(within(breadcrumb).getByText("Clients")).toHaveStyle({ color: "#3b82f6" });
    expect(screen.getByText("Les schémas des clients")).toBeInTheDocument();
    expect(screen.getByText("1 diagramme")).toBeInTheDocument();
    expect(screen.getByText("2 sous-dossiers")).toBeInTheDocument();
    expect(screen.getByText("Créé le 22 novembre 2026")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Paramètres" })).toBeInTheDocument();
  });

  it("words the counts in the plural", async () => {
    serveFolder(folderDetailOut({ projects_count: 3, subfolders_count: 1 }));
    renderFolder();
    expect(await screen.findByText("3 diagrammes")).toBeInTheDocument();
    expect(screen.getByText("1 sous-dossier")).toBeInTheDocument();
  });

  it("shows Paramètres to the folder owner only", async () => {
    serveFolder(folderDetailOut({ is_owner: false, owner: 99 }));
    renderFolder();
    await screen.findByRole("heading", { level: 1, name: "Clients" });
    expect(screen.queryByRole("button", { name: "Paramètres" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Nouveau/ })).toBeInTheDocument();
  });

  it("lists subfolders that open their own page, and hides the grid when there are none", async () => {
    serveFolder(folderDetailOut(), { subfolders: [folderOut(12, "Archives", 4)] });
    renderFolder();
    const grid = await screen.findByRole("region", { name: "Sous-dossiers" });
    expect(within(grid).getByRole("link", { name: /Archives/ })).toHaveAttribute("href", "/projects/folder/12");
    expect(within(grid).getByText("4 diagrammes")).toBeInTheDocument();
  });

  it("has no subfolder section without subfolders", async () => {
    serveFolder();
    renderFolder();
    await screen.findByRole("link", { name: "Facturation" });
    expect(screen.queryByRole("region", { name: "Sous-dossiers" })).not.toBeInTheDocument();
  });

  it("shows the diagrams in a grid by default, with their count", async () => {
    serveFolder();
    renderFolder();
    expect(await screen.findByRole("link", { name: "Facturation" })).toHaveAttribute("href", "/projects/11");
    expect(screen.getByRole("button", { name: "Grille" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("region", { name: /Diagrammes/ })).toHaveTextContent("(1)");
  });

  it("shows the empty state with a create button that opens the diagram dialog", async () => {
    serveFolder(folderDetailOut({ projects_count: 0 }), { projects: [] });
    server.use(http.get("*/api/teams/", () => HttpResponse.json(paged([]))));
    renderFolder();
    expect(await screen.findByText("Aucun diagramme")).toBeInTheDocument();
    expect(screen.getByText("Ce dossier ne contient pas encore de diagramme")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Créer un diagramme" }));
    expect(await screen.findByRole("dialog", { name: "Nouveau Diagramme" })).toBeInTheDocument();
  });

  it("searches the folder's diagrams and says Aucun résultat when nothing matches", async () => {
    const searches = serveFolder();
    renderFolder();
    await screen.findByRole("link", { name: "Facturation" });
    await userEvent.type(screen.getByPlaceholderText("Rechercher un diagramme..."), "zzz");
    expect(await screen.findByText("Aucun résultat")).toBeInTheDocument();
    expect(screen.getByText(/Essayez avec d'autres mots-clés/)).toBeInTheDocument();
    expect(searches).toContain("zzz");
    expect(screen.queryByText("Ce dossier ne contient pas encore de diagramme")).not.toBeInTheDocument();
  });

  it("creates a subfolder of this folder from the Nouveau menu", async () => {
    serveFolder();
    let sent: unknown = null;
    server.use(
      http.get("*/api/teams/", () => HttpResponse.json(paged([]))),
      http.post("*/api/folders/", async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(folderDetailOut({ id: 13, name: "Devis", parent: 8 }), { status: 201 });
      }),
    );
    renderFolder();
    await userEvent.click(await screen.findByRole("button", { name: /Nouveau/ }));
    expect(await screen.findByRole("menuitem", { name: "Nouveau Diagramme" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("menuitem", { name: "Nouveau Sous-dossier" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText("Nom du dossier"), "Devis");
    await userEvent.click(within(dialog).getByRole("button", { name: "Créer le dossier" }));
    await waitFor(() => expect(sent).toMatchObject({ name: "Devis", parent: 8 }));
  });

  it("says the folder is not found when the server hides it", async () => {
    server.use(http.get("*/api/folders/:id/", () => HttpResponse.json({ error: "not_found", message: "Ressource introuvable." }, { status: 404 })));
    renderFolder();
    expect(await screen.findByRole("heading", { name: "Dossier introuvable" })).toBeInTheDocument();
  });
});
