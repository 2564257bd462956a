import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import { at, renderRoutes } from "@/test/render";
import { server, withMockApi } from "@/test/server";

import { AddMemberDialog } from "./AddMemberDialog";

withMockApi();

const users = [
  { id: 21, username: "bob", email: "bob@example.com", avatar: null },
  { id: 22, username: "bobby", email: "bobby@example.com", avatar: null },
];

/** As the server answers: usernames containing the query, or the user whose address it is in
 * full; an address only in the latter case. */
function serveSearch() {
  const queries: string[] = [];
  server.use(http.get("*/api/users/search/", ({ request }) => {
    const q = new URL(request.url).searchParams.get("q") ?? "";
    queries.push(q);
    const results = users
      .filter((user) => user.username.includes(q) || user.email === q)
      .map((user) => ({ ...user, email: user.email === q ? user.email : null }));
    return HttpResponse.json({ results });
  }));
  return queries;
}

function renderDialog(memberIds: number[] = []) {
  return renderRoutes([at("/", <AddMemberDialog teamId={3} open onOpenChange={() => {}} memberIds={new Set(memberIds)} />)], "/");
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the add-member dialog (spec 000 §5, §8)", () => {
  it("does not search under 2 characters", async () => {
    const queries = serveSearch();
    renderDialog();
    await userEvent.type(screen.getByLabelText("Rechercher un utilisateur"), "b");
    await pause(400);
    expect(queries).toEqual([]);
    expect(screen.getByText("Saisissez au moins 2 caractères.")).toBeInTheDocument();
  });

  it("searches once, 300 ms after the last keystroke", async () => {
    const queries = serveSearch();
    renderDialog();
    await userEvent.type(screen.getByLabelText("Rechercher un utilisateur"), "bob");
    expect(queries).toEqual([]);
    await pause(200);
    expect(queries).toEqual([]);
    expect(await screen.findByRole("radio", { name: /^bobby/ })).toBeInTheDocument();
    expect(queries).toEqual(["bob"]);
  });

  it("requires a picked user, then adds them as Membre by default", async () => {
    serveSearch();
    let sent: unknown = null;
    server.use(http.post("*/api/teams/:id/add_member/", async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({}, { status: 201 });
    }));
    renderDialog();
    expect(screen.getByLabelText("Rôle")).toHaveValue("member");
    await userEvent.type(screen.getByLabelText("Rechercher un utilisateur"), "bob");
    await screen.findByRole("radio", { name: /^bobby/ });
    expect(screen.getByRole("button", { name: "Ajouter" })).toBeDisabled();
    await userEvent.click(screen.getByRole("radio", { name: /^bobby/ }));
    await userEvent.click(screen.getByRole("button", { name: "Ajouter" }));
    expect(await screen.findByText("Membre ajouté avec succès")).toBeInTheDocument();
    expect(sent).toEqual({ user_id: 22, role: "member" });
  });

  it("offers Membre and Observateur only, and sends viewer when chosen", async () => {
    serveSearch();
    let sent: unknown = null;
    server.use(http.post("*/api/teams/:id/add_member/", async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({}, { status: 201 });
    }));
    renderDialog();
    const role = screen.getByLabelText("Rôle");
    expect(Array.from(role.querySelectorAll("option")).map((o) => o.textContent)).toEqual(["Membre", "Observateur"]);
    await userEvent.selectOptions(role, "viewer");
    await userEvent.type(screen.getByLabelText("Rechercher un utilisateur"), "bob");
    await userEvent.click(await screen.findByRole("radio", { name: "bob" }));
    await userEvent.click(screen.getByRole("button", { name: "Ajouter" }));
    await waitFor(() => expect(sent).toEqual({ user_id: 21, role: "viewer" }));
  });

  it("marks users who already belong to the team and does not let them be picked", async () => {
    serveSearch();
    renderDialog([21]);
    await userEvent.type(screen.getByLabelText("Rechercher un utilisateur"), "bob");
    expect(await screen.findByRole("radio", { name: "bob, Déjà membre" })).toBeDisabled();
  });

  it("shows no address for a name, and the address typed in full", async () => {
    serveSearch();
    renderDialog();
    await userEvent.type(screen.getByLabelText("Rechercher un utilisateur"), "bob");
    expect(await screen.findByRole("radio", { name: "bobby" })).toBeInTheDocument();
    expect(screen.queryByText(/@example\.com/)).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText("Rechercher un utilisateur"));
    await userEvent.type(screen.getByLabelText("Rechercher un utilisateur"), "bobby@example.com");
    expect(await screen.findByRole("radio", { name: "bobby, bobby@example.com" })).toBeInTheDocument();
    expect(screen.getByText("bobby@example.com")).toBeInTheDocument();
  });

  it.each([
    ["a 400 as already a member", 400, { error: "already_member", message: "autre chose" }, "Cet utilisateur est déjà membre de l'équipe"],
    ["another refusal with the server's message", 403, { error: "quota_reached", message: "Votre plan limite l'équipe à 3 membres." }, "Votre plan limite l'équipe à 3 membres."],
    ["a failure without message as Erreur lors de l'ajout", 500, null, "Erreur lors de l'ajout"],
  ])("reports %s", async (_label, status, body, expected) => {
    serveSearch();
    server.use(http.post("*/api/teams/:id/add_member/", () =>
      body ? HttpResponse.json(body, { status }) : new HttpResponse(null, { status })));
    renderDialog();
    await userEvent.type(screen.getByLabelText("Rechercher un utilisateur"), "bob");
    await userEvent.click(await screen.findByRole("radio", { name: /^bobby/ }));
    await userEvent.click(screen.getByRole("button", { name: "Ajouter" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(expected);
  });

  it("offers the plans when the owner's plan refuses the member", async () => {
    serveSearch();
    server.use(http.post("*/api/teams/:id/add_member/", () =>
      HttpResponse.json({ error: "quota_reached", message: "Votre plan limite l'équipe à 0 membre." }, { status: 403 })));
    renderRoutes([
      at("/", <AddMemberDialog teamId={3} open onOpenChange={() => {}} memberIds={new Set()} />),
      at("/pricing", <p>page des plans</p>),
    ], "/");
    await userEvent.type(screen.getByLabelText("Rechercher un utilisateur"), "bob");
    await userEvent.click(await screen.findByRole("radio", { name: /^bobby/ }));
    await userEvent.click(screen.getByRole("button", { name: "Ajouter" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Votre plan limite l'équipe à 0 membre.");
    await userEvent.click(within(alert).getByRole("link", { name: "Voir les plans" }));
    expect(await screen.findByText("page des plans")).toBeInTheDocument();
  });

  it("offers no plans for a refusal that is not the plan's", async () => {
    serveSearch();
    server.use(http.post("*/api/teams/:id/add_member/", () =>
      HttpResponse.json({ error: "already_member", message: "Déjà membre." }, { status: 400 })));
    renderDialog();
    await userEvent.type(screen.getByLabelText("Rechercher un utilisateur"), "bob");
    await userEvent.click(await screen.findByRole("radio", { name: /^bobby/ }));
    await userEvent.click(screen.getByRole("button", { name: "Ajouter" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Cet utilisateur est déjà membre de l'équipe");
    expect(within(alert).queryByRole("link")).not.toBeInTheDocument();
  });
});
