import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, http, HttpResponse } from "msw";
import { toast } from "sonner";
import { afterEach, describe, expect, it } from "vitest";

import { at, renderRoutes } from "@/test/render";
import { server, withMockApi } from "@/test/server";
import { signIn } from "@/test/signIn";

import type { Project } from "../api/types";
import { paged, project, team } from "../testData";
import { CreateEditDiagramDialog } from "./CreateEditDiagramDialog";

withMockApi();
afterEach(() => toast.dismiss());

const teams = [
  team({ id: 3, name: "Équipe Data", user_role: "owner" }),
  team({ id: 4, name: "Équipe Web", user_role: "admin" }),
  team({ id: 5, name: "Équipe Ops", user_role: "member" }),
];

function render(props: { project?: Project; folderId?: number } = {}) {
  signIn();
  server.use(http.get("*/api/teams/", () => HttpResponse.json(paged(teams))));
  return renderRoutes([at("/", <CreateEditDiagramDialog open onOpenChange={() => {}} {...props} />)], "/");
}

function captureCreate(answer: () => Response | Promise<Response> = () => HttpResponse.json(project(), { status: 201 })) {
  const bodies: unknown[] = [];
  server.use(http.post("*/api/projects/", async ({ request }) => {
    bodies.push(await request.json());
    return answer();
  }));
  return bodies;
}

const nameField = () => screen.getByLabelText("Nom");
const submit = () => screen.getByRole("button", { name: "Créer" });

describe("CreateEditDiagramDialog (spec 000 §2, §5, §8)", () => {
  it("stops the name and description at the server's lengths (200 and 2000)", () => {
    render();
    expect(nameField()).toHaveAttribute("maxlength", "200");
    expect(screen.getByLabelText("Description")).toHaveAttribute("maxlength", "2000");
  });

  it("keeps Créer disabled while the name is empty or blank, and while the call runs", async () => {
    captureCreate(async () => {
      await delay(50);
      return HttpResponse.json(project(), { status: 201 });
    });
    render();
    expect(submit()).toBeDisabled();
    await userEvent.type(nameField(), "   ");
    expect(submit()).toBeDisabled();
    await userEvent.type(nameField(), "Boutique");
    expect(submit()).toBeEnabled();
    await userEvent.click(submit());
    expect(await screen.findByRole("button", { name: "Création..." })).toBeDisabled();
  });

  it("adds tags with Enter, strips commas, trims, ignores empties and duplicates, removes one, and sends them", async () => {
    const bodies = captureCreate();
    render();
    await userEvent.type(nameField(), "Boutique");
    const tagInput = screen.getByLabelText("Étiquettes");
    await userEvent.type(tagInput, "  sql, {Enter}");
    await userEvent.type(tagInput, "SQL{Enter}");
    await userEvent.type(tagInput, " , {Enter}");
    await userEvent.type(tagInput, "api{Enter}");
    await userEvent.type(tagInput, "crm{Enter}");
    const tags = screen.getByRole("list", { name: "Étiquettes" });
    expect(within(tags).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["sql", "api", "crm"]);
    await userEvent.click(screen.getByRole("button", { name: "Retirer l'étiquette api" }));
    // Enter in the tag field never submitted the form.
    expect(bodies).toHaveLength(0);
    await userEvent.click(submit());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ name: "Boutique", description: "", visibility: "private", tags: ["sql", "crm"], team: null, folder: null });
  });

  it("shows the team select only for team visibility, with owned teams and Aucune équipe", async () => {
    const bodies = captureCreate();
    render({ folderId: 8 });
    await userEvent.type(nameField(), "Boutique");
    expect(screen.queryByLabelText("Équipe")).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText("Visibilité"), "team");
    const select = await screen.findByLabelText("Équipe");
    await waitFor(() => expect(within(select).getAllByRole("option").map((o) => o.textContent)).toEqual(["Aucune équipe", "Équipe Data"]));
    await userEvent.selectOptions(select, "3");
    await userEvent.click(submit());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ visibility: "team", team: 3, folder: 8 });
    await userEvent.selectOptions(screen.getByLabelText("Visibilité"), "public");
    expect(screen.queryByLabelText("Équipe")).not.toBeInTheDocument();
  });

  it("marks the profile stale after a creation, so My account shows the new diagram count", async () => {
    captureCreate();
    const { client } = render();
    client.setQueryData(["users", "me"], { user: { diagrams_count: 3 } });
    await userEvent.type(nameField(), "Boutique");
    await userEvent.click(submit());
    await waitFor(() => expect(client.getQueryState(["users", "me"])?.isInvalidated).toBe(true));
  });

  it("shows the server's message, and Voir les plans when the quota is reached", async () => {
    captureCreate(() => HttpResponse.json(
      { error: "quota_reached", message: "Vous avez atteint la limite de diagrammes de votre plan." }, { status: 403 }));
    render();
    await userEvent.type(nameField(), "Boutique");
    await userEvent.click(submit());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Vous avez atteint la limite de diagrammes de votre plan.");
    expect(within(alert).getByRole("link", { name: "Voir les plans" })).toHaveAttribute("href", "/pricing");
  });

  it("shows no plans link for other errors, and the fallback when the server sends no message", async () => {
    captureCreate(() => new HttpResponse("Bad gateway", { status: 502 }));
    render();
    await userEvent.type(nameField(), "Boutique");
    await userEvent.click(submit());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Erreur lors de la création");
    expect(within(alert).queryByRole("link")).not.toBeInTheDocument();
  });

  it("edits a diagram: prefilled fields, PATCH with the changes", async () => {
    const bodies: unknown[] = [];
    server.use(http.patch("*/api/projects/21/", async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(project({ name: "Boutique v2" }));
    }));
    render({ project: project({ tags: ["sql"], description: "Ancienne" }) });
    expect(screen.getByRole("dialog", { name: "Modifier le diagramme" })).toBeInTheDocument();
    expect(nameField()).toHaveValue("Boutique");
    await userEvent.clear(nameField());
    await userEvent.type(nameField(), "Boutique v2");
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ name: "Boutique v2", description: "Ancienne", visibility: "private", tags: ["sql"] });
    expect(await screen.findByText("Diagramme mis à jour avec succès")).toBeInTheDocument();
  });
});
