import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import { at, renderRoutes } from "@/test/render";
import { server, withMockApi } from "@/test/server";

import { FolderSettingsDialog } from "./FolderSettingsDialog";
import { folderDetailOut } from "./testData";

withMockApi();

function renderSettings(folder = folderDetailOut()) {
  return renderRoutes(
    [
      at("/projects/folder/:folderId", <FolderSettingsDialog folder={folder} open onOpenChange={() => {}} />),
      at("/projects", <p>workspace</p>),
    ],
    `/projects/folder/${folder.id}`,
  );
}

describe("the folder settings dialog", () => {
  it("offers the 8 colours of the palette with the folder's own checked", () => {
    renderSettings();
    const palette = screen.getByRole("group", { name: "Couleur" });
    const colours = within(palette).getAllByRole("radio");
    expect(colours.map((radio) => (radio as HTMLInputElement).value)).toEqual([
      "#e66239", "#3b82f6", "#10b981", "#f59e0b", "#8b5cf6", "#ec4899", "#06b6d4", "#84cc16",
    ]);
    expect(within(palette).getByRole("radio", { name: "Bleu" })).toBeChecked();
  });

  it("saves the name, description and colour", async () => {
    let sent: unknown = null;
    server.use(http.patch("*/api/folders/:id/", async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json(folderDetailOut({ name: "Clients VIP", color: "#ec4899" }));
    }));
    renderSettings();
    const name = screen.getByLabelText("Nom du dossier");
    await userEvent.clear(name);
    expect(screen.getByRole("button", { name: "Enregistrer" })).toBeDisabled();
    await userEvent.type(name, "Clients VIP");
    await userEvent.click(screen.getByRole("radio", { name: "Rose" }));
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Dossier mis à jour avec succès")).toBeInTheDocument();
    expect(sent).toEqual({ name: "Clients VIP", description: "Les schémas des clients", color: "#ec4899" });
  });

  it("shows the server's message when saving is refused", async () => {
    server.use(http.patch("*/api/folders/:id/", () =>
      HttpResponse.json({ error: "forbidden", message: "Seul le propriétaire du dossier peut faire cela." }, { status: 403 })));
    renderSettings();
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Seul le propriétaire du dossier peut faire cela.");
  });

  it("deletes after confirmation and goes up to the parent folder", async () => {
    let deleted = false;
    server.use(http.delete("*/api/folders/:id/", () => {
      deleted = true;
      return new HttpResponse(null, { status: 204 });
    }));
    const { router } = renderSettings();
    await userEvent.click(screen.getByRole("button", { name: "Supprimer le dossier" }));
    const confirm = await screen.findByRole("dialog", { name: "Supprimer le dossier « Clients » ?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Supprimer" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/projects/folder/5"));
    expect(deleted).toBe(true);
    expect(await screen.findByText("Dossier supprimé avec succès")).toBeInTheDocument();
  });

  it("goes to /projects after deleting a top-level folder", async () => {
    server.use(http.delete("*/api/folders/:id/", () => new HttpResponse(null, { status: 204 })));
    const { router } = renderSettings(folderDetailOut({ parent: null, ancestors: [] }));
    await userEvent.click(screen.getByRole("button", { name: "Supprimer le dossier" }));
    await userEvent.click(within(await screen.findByRole("dialog", { name: /Supprimer le dossier/ })).getByRole("button", { name: "Supprimer" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/projects"));
  });

  it("keeps the folder when the confirmation is cancelled", async () => {
    let deleted = false;
    server.use(http.delete("*/api/folders/:id/", () => {
      deleted = true;
      return new HttpResponse(null, { status: 204 });
    }));
    const { router } = renderSettings();
    await userEvent.click(screen.getByRole("button", { name: "Supprimer le dossier" }));
    await userEvent.click(within(await screen.findByRole("dialog", { name: /Supprimer le dossier/ })).getByRole("button", { name: "Annuler" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: /Supprimer le dossier «/ })).not.toBeInTheDocument());
    expect(deleted).toBe(false);
    expect(router.state.location.pathname).toBe("/projects/folder/8");
  });
});
