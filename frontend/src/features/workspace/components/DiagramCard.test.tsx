import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";

import { at, renderRoutes } from "@/test/render";
import { server, withMockApi } from "@/test/server";
import { signIn } from "@/test/signIn";

import type { Project } from "../api/types";
import { project, sharedProject } from "../testData";
import { DiagramCard } from "./DiagramCard";

withMockApi();
// Sonner keeps toasts in a module store that outlives a test's render.
afterEach(() => toast.dismiss());

function renderCard(diagram: Project) {
  signIn();
  return renderRoutes([at("/", <DiagramCard project={diagram} />), at("/projects/:id", <p>designer</p>)], "/");
}

async function openMenu(name: string) {
  await userEvent.click(screen.getByRole("button", { name: `Actions pour ${name}` }));
  const menu = await screen.findByRole("menu");
  return within(menu).getAllByRole("menuitem").map((item) => item.textContent);
}

describe("DiagramCard menu by role (spec 000 §2, §6)", () => {
  it("gives the owner every action", async () => {
    renderCard(project());
    expect(await openMenu("Boutique")).toEqual([
      "Ouvrir", "Ajouter aux favoris", "Partager", "Modifier", "Déplacer", "Dupliquer", "Supprimer",
    ]);
  });

  it("gives an editor or admin Ouvrir, the favourite and Partager, nothing of the owner's", async () => {
    renderCard(sharedProject("editor"));
    expect(await openMenu("Catalogue")).toEqual(["Ouvrir", "Ajouter aux favoris", "Partager"]);
  });

  it("gives a viewer Ouvrir and the favourite only", async () => {
    renderCard(sharedProject("viewer", { is_favorite: true }));
    expect(await openMenu("Catalogue")).toEqual(["Ouvrir", "Retirer des favoris"]);
  });

  it("opens the diagram from Ouvrir", async () => {
    const { router } = renderCard(project());
    await openMenu("Boutique");
    await userEvent.click(screen.getByRole("menuitem", { name: "Ouvrir" }));
    expect(await screen.findByText("designer")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/projects/21");
  });
});

describe("DiagramCard content (spec 000 §9)", () => {
  it("cuts the description at 100 characters with an ellipsis", () => {
    const long = `${"x".repeat(100)}TAIL`;
    renderCard(project({ description: long }));
    expect(screen.getByText(`${"x".repeat(100)}…`)).toBeInTheDocument();
    expect(screen.queryByText(/TAIL/)).not.toBeInTheDocument();
  });

  it("shows three tags then +N", () => {
    renderCard(project({ tags: ["sql", "api", "crm", "erp", "web"] }));
    const tags = screen.getByRole("list", { name: "Étiquettes" });
    expect(within(tags).getByText("sql")).toBeInTheDocument();
    expect(within(tags).getByText("crm")).toBeInTheDocument();
    expect(within(tags).queryByText("erp")).not.toBeInTheDocument();
    expect(within(tags).getByText("+2")).toBeInTheDocument();
  });

  it("shows no +N with three tags or fewer", () => {
    renderCard(project({ tags: ["sql", "api", "crm"] }));
    expect(screen.queryByText(/^\+\d/)).not.toBeInTheDocument();
  });

  it("shows the owner only when it is someone else, and the collaborators count", () => {
    renderCard(sharedProject("viewer", { collaborators_count: 1 }));
    expect(screen.getByText("bruno")).toBeInTheDocument();
    expect(screen.getByText("1 collaborateur")).toBeInTheDocument();
  });

  it("hides the owner on the viewer's own diagram", () => {
    renderCard(project());
    expect(screen.queryByText("alice")).not.toBeInTheDocument();
    expect(screen.getByText("2 collaborateurs")).toBeInTheDocument();
  });

  it("shows a placeholder without a thumbnail", () => {
    renderCard(project({ thumbnail: null }));
    expect(screen.getByTestId("thumbnail-placeholder")).toBeInTheDocument();
  });

  it("shows the thumbnail image when there is one", () => {
    renderCard(project({ thumbnail: "/media/t.png" }));
    expect(screen.getByRole("img", { name: "Aperçu de Boutique" })).toHaveAttribute("src", "/media/t.png");
    expect(screen.queryByTestId("thumbnail-placeholder")).not.toBeInTheDocument();
  });

  it("gives the update date relative to today", () => {
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    renderCard(project({ updated_at: yesterday.toISOString() }));
    expect(screen.getByText("Modifié hier")).toBeInTheDocument();
  });
});

describe("DiagramCard actions", () => {
  it("asks in red before deleting, then deletes and says so", async () => {
    let deleted = 0;
    server.use(http.delete("*/api/projects/21/", () => {
      deleted += 1;
      return new HttpResponse(null, { status: 204 });
    }));
    renderCard(project());
    await openMenu("Boutique");
    await userEvent.click(screen.getByRole("menuitem", { name: "Supprimer" }));
    const dialog = await screen.findByRole("dialog", { name: 'Voulez-vous vraiment supprimer "Boutique" ?' });
    const confirm = within(dialog).getByRole("button", { name: "Supprimer" });
    expect(confirm.className).toContain("bg-red-600");
    await userEvent.click(confirm);
    expect(await screen.findByText("Diagramme supprimé avec succès")).toBeInTheDocument();
    expect(deleted).toBe(1);
  });

  it("does not delete when the confirmation is cancelled", async () => {
    let deleted = 0;
    server.use(http.delete("*/api/projects/21/", () => {
      deleted += 1;
      return new HttpResponse(null, { status: 204 });
    }));
    renderCard(project());
    await openMenu("Boutique");
    await userEvent.click(screen.getByRole("menuitem", { name: "Supprimer" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Annuler" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(deleted).toBe(0);
  });

  it("only logs a failed delete (silent failure, spec 000 §8)", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    server.use(http.delete("*/api/projects/21/", () =>
      HttpResponse.json({ error: "forbidden", message: "Seul le propriétaire du diagramme peut faire cela." }, { status: 403 })));
    renderCard(project());
    await openMenu("Boutique");
    await userEvent.click(screen.getByRole("menuitem", { name: "Supprimer" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Supprimer" }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByText("Diagramme supprimé avec succès")).not.toBeInTheDocument();
    expect(screen.queryByText(/Seul le propriétaire/)).not.toBeInTheDocument();
  });

  it("toggles the favourite with the diagram's id", async () => {
    let body: unknown = null;
    server.use(http.post("*/api/favorites/toggle/", async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ status: "added" });
    }));
    renderCard(project());
    await openMenu("Boutique");
    await userEvent.click(screen.getByRole("menuitem", { name: "Ajouter aux favoris" }));
    expect(await screen.findByText("Ajouté aux favoris")).toBeInTheDocument();
    expect(body).toEqual({ project_id: 21 });
  });

  it("opens the share dialog from Partager", async () => {
    server.use(
      http.get("*/api/projects/31/invitations/", () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })),
      http.get("*/api/projects/31/collaborators/", () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })),
    );
    renderCard(sharedProject("editor"));
    await openMenu("Catalogue");
    await userEvent.click(screen.getByRole("menuitem", { name: "Partager" }));
    expect(await screen.findByRole("dialog", { name: "Partager « Catalogue »" })).toBeInTheDocument();
  });
});
