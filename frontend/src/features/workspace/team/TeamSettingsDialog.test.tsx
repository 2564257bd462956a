import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import { at, renderRoutes } from "@/test/render";
import { server, withMockApi } from "@/test/server";

import { teamOut } from "./testData";
import { TeamSettingsDialog } from "./TeamSettingsDialog";

withMockApi();

function renderSettings(isOwner: boolean, team = teamOut({ avatar: "https://cdn.example.com/data.png" })) {
  return renderRoutes(
    [
      at("/projects/team/:teamId", <TeamSettingsDialog team={team} isOwner={isOwner} open onOpenChange={() => {}} />),
      at("/projects", <p>workspace</p>),
    ],
    "/projects/team/3",
  );
}

describe("the team settings dialog (spec 000 §2, §5, §8)", () => {
  it("saves name, description and an emptied avatar as null", async () => {
    let sent: unknown = null;
    server.use(http.patch("*/api/teams/:id/", async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json(teamOut({ name: "Équipe BI" }));
    }));
    renderSettings(false);
    const name = screen.getByLabelText("Nom de l'équipe");
    await userEvent.clear(name);
    expect(screen.getByRole("button", { name: "Enregistrer" })).toBeDisabled();
    await userEvent.type(name, "Équipe BI");
    await userEvent.clear(screen.getByLabelText("URL de l'avatar"));
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Équipe mise à jour avec succès")).toBeInTheDocument();
    expect(sent).toEqual({ name: "Équipe BI", description: "Les schémas de la plateforme", avatar: null });
  });

  it("says URL d'avatar invalide when the image does not load, and blocks saving", async () => {
    renderSettings(false, teamOut());
    await userEvent.type(screen.getByLabelText("URL de l'avatar"), "https://example.com/missing.png");
    const preview = within(screen.getByRole("img", { name: "Aperçu de l'avatar" })).getByRole("presentation", { hidden: true });
    fireEvent.error(preview);
    expect(await screen.findByText("URL d'avatar invalide")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Enregistrer" })).toBeDisabled();
  });

  it("shows the server's message, else Erreur lors de la mise à jour", async () => {
    server.use(http.patch("*/api/teams/:id/", () => new HttpResponse(null, { status: 500 })));
    renderSettings(false);
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Erreur lors de la mise à jour");

    server.use(http.patch("*/api/teams/:id/", () =>
      HttpResponse.json({ error: "invalid", message: "URL d'avatar invalide", fields: { avatar: ["URL d'avatar invalide"] } }, { status: 400 })));
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("URL d'avatar invalide"));
  });

  it("offers deletion to the owner only", () => {
    renderSettings(false);
    expect(screen.queryByRole("button", { name: "Supprimer l'équipe" })).not.toBeInTheDocument();
  });

  it("deletes the team after confirming that diagrams are not affected, then goes to /projects", async () => {
    let deleted = false;
    server.use(http.delete("*/api/teams/:id/", () => {
      deleted = true;
      return new HttpResponse(null, { status: 204 });
    }));
    const { router } = renderSettings(true);
    await userEvent.click(screen.getByRole("button", { name: "Supprimer l'équipe" }));
    const confirm = await screen.findByRole("dialog", { name: "Supprimer l'équipe ?" });
    expect(confirm).toHaveTextContent("Les diagrammes ne sont pas affectés");
    await userEvent.click(within(confirm).getByRole("button", { name: "Supprimer" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/projects"));
    expect(deleted).toBe(true);
    expect(await screen.findByText("Équipe supprimée avec succès")).toBeInTheDocument();
  });

  it("says Erreur lors de la suppression when deletion fails and stays", async () => {
    server.use(http.delete("*/api/teams/:id/", () =>
      HttpResponse.json({ error: "forbidden", message: "Seul le propriétaire de l'équipe peut faire cela." }, { status: 403 })));
    const { router } = renderSettings(true);
    await userEvent.click(screen.getByRole("button", { name: "Supprimer l'équipe" }));
    await userEvent.click(within(await screen.findByRole("dialog", { name: "Supprimer l'équipe ?" })).getByRole("button", { name: "Supprimer" }));
    expect(await screen.findByText("Erreur lors de la suppression")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/projects/team/3");
  });
});
