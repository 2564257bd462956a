import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast } from "sonner";
import { afterEach, describe, expect, it } from "vitest";

import { at, renderRoutes } from "@/test/render";
import { server, withMockApi } from "@/test/server";
import { signIn } from "@/test/signIn";

import { team } from "../testData";
import { CreateTeamDialog } from "./CreateTeamDialog";

withMockApi();
afterEach(() => toast.dismiss());

function render(answer: () => Response = () => HttpResponse.json(team(), { status: 201 })) {
  signIn();
  const bodies: unknown[] = [];
  server.use(http.post("*/api/teams/", async ({ request }) => {
    bodies.push(await request.json());
    return answer();
  }));
  renderRoutes([at("/", <CreateTeamDialog open onOpenChange={() => {}} />)], "/");
  return bodies;
}

const submit = () => screen.getByRole("button", { name: "Créer l'équipe" });

describe("CreateTeamDialog (spec 000 §2, §5)", () => {
  it("stops the name, description and avatar URL at the server's lengths", () => {
    render();
    expect(screen.getByLabelText("Nom de l'équipe")).toHaveAttribute("maxlength", "100");
    expect(screen.getByLabelText("Description")).toHaveAttribute("maxlength", "1000");
    expect(screen.getByLabelText("URL de l'avatar")).toHaveAttribute("maxlength", "500");
  });

  it("requires a name and sends an empty avatar as null", async () => {
    const bodies = render();
    expect(submit()).toBeDisabled();
    await userEvent.type(screen.getByLabelText("Nom de l'équipe"), " Data ");
    await userEvent.type(screen.getByLabelText("Description"), "Les schémas");
    await userEvent.click(submit());
    await waitFor(() => expect(bodies).toEqual([{ name: "Data", description: "Les schémas", avatar: null }]));
    expect(await screen.findByText("Équipe créée avec succès")).toBeInTheDocument();
  });

  it("previews the avatar, and an image that fails to load says URL d'avatar invalide and blocks the submit", async () => {
    render();
    await userEvent.type(screen.getByLabelText("Nom de l'équipe"), "Data");
    await userEvent.type(screen.getByLabelText("URL de l'avatar"), "https://example.com/broken.png");
    const preview = screen.getByRole("img", { name: "Aperçu de l'avatar" });
    expect(preview).toHaveAttribute("src", "https://example.com/broken.png");
    fireEvent.error(preview);
    expect(await screen.findByText("URL d'avatar invalide")).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await userEvent.clear(screen.getByLabelText("URL de l'avatar"));
    expect(screen.queryByText("URL d'avatar invalide")).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it("sends an avatar whose image loaded", async () => {
    const bodies = render();
    await userEvent.type(screen.getByLabelText("Nom de l'équipe"), "Data");
    await userEvent.type(screen.getByLabelText("URL de l'avatar"), "https://example.com/logo.png");
    fireEvent.load(screen.getByRole("img", { name: "Aperçu de l'avatar" }));
    await userEvent.click(submit());
    await waitFor(() => expect(bodies).toEqual([{ name: "Data", description: "", avatar: "https://example.com/logo.png" }]));
  });

  it("shows Voir les plans when the team quota is reached", async () => {
    render(() => HttpResponse.json({ error: "quota_reached", message: "Limite d'équipes atteinte." }, { status: 403 }));
    await userEvent.type(screen.getByLabelText("Nom de l'équipe"), "Data");
    await userEvent.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent("Limite d'équipes atteinte.");
    expect(screen.getByRole("link", { name: "Voir les plans" })).toHaveAttribute("href", "/pricing");
  });
});
