import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast } from "sonner";
import { afterEach, describe, expect, it } from "vitest";

import { at, renderRoutes } from "@/test/render";
import { server, withMockApi } from "@/test/server";
import { signIn } from "@/test/signIn";

import { folder, paged, team } from "../testData";
import { CreateFolderDialog } from "./CreateFolderDialog";

withMockApi();
afterEach(() => toast.dismiss());

function render(props: { parentId?: number } = {}, answer: () => Response = () => HttpResponse.json({ ...folder(), ancestors: [] }, { status: 201 })) {
  signIn();
  const bodies: unknown[] = [];
  server.use(
    http.get("*/api/teams/", () => HttpResponse.json(paged([team({ id: 3, name: "Équipe Data" }), team({ id: 4, name: "Équipe RH", user_role: "member" })]))),
    http.post("*/api/folders/", async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  renderRoutes([at("/", <CreateFolderDialog open onOpenChange={() => {}} {...props} />)], "/");
  return bodies;
}

const submit = () => screen.getByRole("button", { name: "Créer le dossier" });

describe("CreateFolderDialog (spec 000 §2, §9)", () => {
  it("stops the name and description at the server's lengths (100 and 1000)", () => {
    render();
    expect(screen.getByLabelText("Nom du dossier")).toHaveAttribute("maxlength", "100");
    expect(screen.getByLabelText("Description")).toHaveAttribute("maxlength", "1000");
  });

  it("offers the 8 colours with #e66239 chosen, requires a name, and sends the chosen colour and owned team", async () => {
    const bodies = render();
    const palette = screen.getByRole("group", { name: "Couleur" });
    const colours = within(palette).getAllByRole("radio");
    expect(colours.map((c) => (c as HTMLInputElement).value)).toEqual(
      ["#e66239", "#3b82f6", "#10b981", "#f59e0b", "#8b5cf6", "#ec4899", "#06b6d4", "#84cc16"]);
    expect(within(palette).getByRole("radio", { name: "Orange" })).toBeChecked();
    expect(submit()).toBeDisabled();
    await userEvent.type(screen.getByLabelText("Nom du dossier"), "Clients");
    await userEvent.click(within(palette).getByRole("radio", { name: "Bleu" }));
    const teamSelect = screen.getByLabelText("Équipe (facultatif)");
    await waitFor(() => expect(within(teamSelect).getAllByRole("option").map((o) => o.textContent)).toEqual(["Aucune équipe", "Équipe Data"]));
    await userEvent.selectOptions(teamSelect, "3");
    await userEvent.click(submit());
    await waitFor(() => expect(bodies).toEqual([{ name: "Clients", description: "", color: "#3b82f6", parent: null, team: 3 }]));
  });

  it("creates a subfolder of the caller's folder without a team choice", async () => {
    const bodies = render({ parentId: 5 });
    expect(screen.getByRole("dialog", { name: "Nouveau sous-dossier" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Équipe (facultatif)")).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Nom du dossier"), "2026");
    await userEvent.click(submit());
    await waitFor(() => expect(bodies).toEqual([{ name: "2026", description: "", color: "#e66239", parent: 5, team: null }]));
  });

  it("shows the server's message, else Erreur lors de la création", async () => {
    render({}, () => new HttpResponse(null, { status: 500 }));
    await userEvent.type(screen.getByLabelText("Nom du dossier"), "Clients");
    await userEvent.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent("Erreur lors de la création");
  });
});
