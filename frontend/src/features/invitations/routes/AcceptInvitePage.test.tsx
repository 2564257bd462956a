import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";

import { at, renderRoutes } from "@/test/render";
import { server, withMockApi } from "@/test/server";

import { AcceptInvitePage } from "./AcceptInvitePage";

withMockApi();
afterEach(() => vi.useRealTimers());

function tokenFor(payload: Record<string, unknown>): string {
  const json = btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(payload))));
  return `${json.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")}:1tXyZa:signature`;
}

const editorToken = tokenFor({ id: 9, role: "editor", name: "Boutique", username: "alice" });

function renderPage(search: string) {
  return renderRoutes(
    [
      at("/accept-invite", <AcceptInvitePage />),
      at("/projects", <p>workspace</p>),
      at("/projects/:projectId", <p>diagram</p>),
    ],
    `/accept-invite${search}`,
  );
}

describe("the invitation acceptance page (spec 000 §2)", () => {
  it("shows the diagram, the inviter and the role read from the token before any call", () => {
    renderPage(`?token=${editorToken}`);
    expect(screen.getByText("Boutique")).toBeInTheDocument();
    expect(screen.getAllByText("alice").length).toBeGreaterThan(0);
    expect(screen.getByText("Éditeur")).toBeInTheDocument();
    expect(screen.getByText("Peut modifier le diagramme")).toBeInTheDocument();
  });

  it("shows an unknown role as Lecteur (read-only)", () => {
    renderPage(`?token=${tokenFor({ role: "admin", name: "Boutique", username: "alice" })}`);
    expect(screen.getByText("Lecteur")).toBeInTheDocument();
    expect(screen.getByText("Lecture seule")).toBeInTheDocument();
  });

  it("explains a missing token and offers the way back to the projects", () => {
    renderPage("");
    expect(screen.getByRole("alert")).toHaveTextContent("Token d'invitation manquant");
    expect(screen.getByRole("link", { name: "Retour à mes projets" })).toHaveAttribute("href", "/projects");
    expect(screen.queryByRole("button", { name: "Accepter" })).not.toBeInTheDocument();
  });

  it("explains an undecodable token", () => {
    renderPage("?token=n0t-a-token");
    expect(screen.getByRole("alert")).toHaveTextContent("Le lien d'invitation est invalide ou a expiré");
  });

  it("sends the token, reads Acceptation... while busy, then opens the diagram after 1 second", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let sent: unknown = null;
    server.use(http.post("*/api/accept-invitation/", async ({ request }) => {
      sent = await request.json();
      await delay(30);
      return HttpResponse.json({ project: { id: 42, name: "Boutique" }, role: "editor" });
    }));
    const { router } = renderPage(`?token=${editorToken}`);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole("button", { name: "Accepter" }));
    expect(await screen.findByRole("button", { name: "Acceptation..." })).toBeDisabled();
    expect(await screen.findByText("Invitation acceptée ! Ouverture du diagramme...")).toBeInTheDocument();
    expect(sent).toEqual({ token: editorToken });

    await act(() => vi.advanceTimersByTimeAsync(800));
    expect(router.state.location.pathname).toBe("/accept-invite");
    await act(() => vi.advanceTimersByTimeAsync(250));
    await waitFor(() => expect(router.state.location.pathname).toBe("/projects/42"));
  });

  it("shows the server's message when the acceptance is refused", async () => {
    server.use(http.post("*/api/accept-invitation/", () => HttpResponse.json(
      { error: "invitation_used", message: "Cette invitation a déjà été utilisée." }, { status: 400 })));
    renderPage(`?token=${editorToken}`);
    await userEvent.click(screen.getByRole("button", { name: "Accepter" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Cette invitation a déjà été utilisée.");
    expect(screen.getByRole("link", { name: "Retour à mes projets" })).toBeInTheDocument();
  });

  it("falls back to the generic message when the server gives none", async () => {
    server.use(http.post("*/api/accept-invitation/", () => new HttpResponse("Bad gateway", { status: 502 })));
    renderPage(`?token=${editorToken}`);
    await userEvent.click(screen.getByRole("button", { name: "Accepter" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Une erreur est survenue lors de l'acceptation de l'invitation",
    );
  });

  it("asks before declining, stays on cancel, and goes to the projects on confirm", async () => {
    const { router } = renderPage(`?token=${editorToken}`);
    await userEvent.click(screen.getByRole("button", { name: "Refuser" }));
    const dialog = await screen.findByRole("dialog", { name: "Êtes-vous sûr de vouloir refuser cette invitation ?" });
    expect(dialog).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Annuler" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe("/accept-invite");

    await userEvent.click(screen.getByRole("button", { name: "Refuser" }));
    await userEvent.click(await screen.findByRole("button", { name: "Refuser l'invitation" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/projects"));
  });
});
