import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast } from "sonner";
import { afterEach, describe, expect, it } from "vitest";

import { at, renderRoutes } from "@/test/render";
import { server, withMockApi } from "@/test/server";
import { signIn } from "@/test/signIn";

import type { Project } from "../api/types";
import { folder, paged, project, team } from "../testData";
import { MoveDiagramDialog } from "./MoveDiagramDialog";

withMockApi();
afterEach(() => toast.dismiss());

const teams = [
  team({ id: 3, name: "Équipe Data", user_role: "owner" }),
  team({ id: 4, name: "Équipe Web", user_role: "owner" }),
  team({ id: 6, name: "Équipe RH", user_role: "admin" }),
];
const folders = [folder({ id: 5, name: "Clients" }), folder({ id: 8, name: "Archives" })];

function render(diagram: Project, answer: () => Response = () => HttpResponse.json(diagram)) {
  signIn();
  const bodies: unknown[] = [];
  server.use(
    http.get("*/api/teams/", () => HttpResponse.json(paged(teams))),
    http.get("*/api/folders/", () => HttpResponse.json(paged(folders))),
    http.patch(`*/api/projects/${diagram.id}/`, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  renderRoutes([at("/", <MoveDiagramDialog open onOpenChange={() => {}} project={diagram} />)], "/");
  return bodies;
}

const radio = (name: string) => screen.getByRole("radio", { name });
const submit = () => screen.getByRole("button", { name: "Déplacer" });

describe("MoveDiagramDialog (spec 000 §2, §6, §7)", () => {
  it("starts on the root for a diagram at the root, and moves it there with folder and team null", async () => {
    const bodies = render(project({ folder: null, team: null }));
    expect(radio("Racine (aucun dossier ni équipe)")).toBeChecked();
    await userEvent.click(submit());
    await waitFor(() => expect(bodies).toEqual([{ folder: null, team: null }]));
    expect(await screen.findByText("Diagramme déplacé avec succès")).toBeInTheDocument();
  });

  it("starts on the current folder", async () => {
    render(project({ folder: 8 }));
    expect(radio("Un dossier")).toBeChecked();
    expect(await screen.findByLabelText("Dossier")).toHaveValue("8");
  });

  it("starts on the team choice for a team diagram, offers owned teams only, the current one disabled and labelled (Actuelle)", async () => {
    render(project({ team: 3, visibility: "team" }));
    expect(radio("Une équipe")).toBeChecked();
    const select = await screen.findByLabelText("Équipe");
    await waitFor(() => expect(within(select).getAllByRole("option")).toHaveLength(3));
    const options = within(select).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["Choisir une équipe", "Équipe Data (Actuelle)", "Équipe Web"]);
    expect(within(select).getByRole("option", { name: "Équipe Data (Actuelle)" })).toBeDisabled();
    expect(within(select).getByRole("option", { name: "Équipe Web" })).toBeEnabled();
  });

  it("requires a team when the destination is a team, then sends it with folder null", async () => {
    const bodies = render(project({ folder: 5 }));
    await userEvent.click(radio("Une équipe"));
    expect(submit()).toBeDisabled();
    const select = await screen.findByLabelText("Équipe");
    await waitFor(() => expect(within(select).getAllByRole("option")).toHaveLength(3));
    await userEvent.selectOptions(select, "4");
    expect(submit()).toBeEnabled();
    await userEvent.click(submit());
    await waitFor(() => expect(bodies).toEqual([{ folder: null, team: 4 }]));
  });

  it("sends the chosen folder with team null", async () => {
    const bodies = render(project());
    await userEvent.click(radio("Un dossier"));
    expect(submit()).toBeDisabled();
    const select = await screen.findByLabelText("Dossier");
    await waitFor(() => expect(within(select).getAllByRole("option")).toHaveLength(3));
    await userEvent.selectOptions(select, "5");
    await userEvent.click(submit());
    await waitFor(() => expect(bodies).toEqual([{ folder: 5, team: null }]));
  });

  it("shows the server's message when the move fails, else Erreur lors du déplacement", async () => {
    render(project(), () => HttpResponse.json(
      { error: "invalid", message: "Vous ne pouvez choisir qu'une équipe dont vous êtes propriétaire." }, { status: 400 }));
    await userEvent.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent("Vous ne pouvez choisir qu'une équipe dont vous êtes propriétaire.");
  });

  it("falls back to Erreur lors du déplacement without a server message", async () => {
    render(project(), () => new HttpResponse(null, { status: 500 }));
    await userEvent.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent("Erreur lors du déplacement");
  });
});
