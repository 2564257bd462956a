import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse, delay } from "msw";
import { describe, expect, it } from "vitest";

import { session } from "@/shared/auth/session";
import { themeStore } from "@/shared/theme/theme";
import { at, renderRoutes } from "@/test/render";
import { server, withMockApi } from "@/test/server";

import { AuthPage } from "./AuthPage";

withMockApi();

const user = { id: 7, username: "alice", email: "alice@example.com", avatar: null, bio: "", theme: "light", last_seen: null, date_joined: "2026-01-01T00:00:00Z" };

function renderAuth(path: string) {
  return renderRoutes(
    [at("/login", <AuthPage />), at("/register", <AuthPage />), at("/projects", <p>workspace</p>), at("/my-account", <p>account</p>)],
    path,
  );
}

describe("the login and register screen", () => {
  it("signs in with Enter, shows the busy label, then follows the redirect", async () => {
    server.use(
      http.post("*/api/auth/login/", async ({ request }) => {
        expect(await request.json()).toEqual({ username: "alice", password: "secret-pass" });
        await delay(50);
        return HttpResponse.json({ access: "A", refresh: "R", user, current_subscription: null });
      }),
    );
    const { router } = renderAuth("/login?redirect=%2Fmy-account");
    await userEvent.type(screen.getByLabelText("Nom d'utilisateur"), "alice");
    await userEvent.type(screen.getByLabelText("Mot de passe"), "secret-pass{Enter}");
    expect(await screen.findByRole("button", { name: "Connexion..." })).toBeDisabled();
    await screen.findByText("account");
    expect(router.state.location.pathname).toBe("/my-account");
    expect(session.get().access).toBe("A");
    expect(localStorage.getItem("refresh")).toBe("R");
  });

  it("shows Identifiants invalides when the server refuses", async () => {
    server.use(http.post("*/api/auth/login/", () =>
      HttpResponse.json({ error: "invalid_credentials", message: "Identifiants invalides" }, { status: 400 })));
    renderAuth("/login");
    await userEvent.type(screen.getByLabelText("Nom d'utilisateur"), "alice");
    await userEvent.type(screen.getByLabelText("Mot de passe"), "nope{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent("Identifiants invalides");
    expect(session.get().access).toBeNull();
  });

  it("registers with an email field, then returns to login mode with empty fields", async () => {
    let body: unknown = null;
    server.use(http.post("*/api/auth/register/", async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ user }, { status: 201 });
    }));
    const { router } = renderAuth("/register");
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    await userEvent.type(screen.getByLabelText("Nom d'utilisateur"), "alice");
    await userEvent.type(screen.getByLabelText("Email"), "alice@example.com");
    await userEvent.type(screen.getByLabelText("Mot de passe"), "secret-pass");
    await userEvent.click(screen.getByRole("button", { name: "Créer un compte" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    // A fresh browser follows the system: the new account keeps following it.
    expect(body).toEqual({ username: "alice", email: "alice@example.com", password: "secret-pass", theme: "system", language: "fr" });
    expect(await screen.findByRole("button", { name: "Se connecter" })).toBeInTheDocument();
    expect(screen.getByLabelText("Nom d'utilisateur")).toHaveValue("");
  });

  it("creates the account with the look the visitor picked", async () => {
    await themeStore.choose("dark");
    let body: { theme?: string } = {};
    server.use(http.post("*/api/auth/register/", async ({ request }) => {
      body = (await request.json()) as { theme?: string };
      return HttpResponse.json({ user }, { status: 201 });
    }));
    const { router } = renderAuth("/register");
    await userEvent.type(screen.getByLabelText("Nom d'utilisateur"), "alice");
    await userEvent.type(screen.getByLabelText("Email"), "alice@example.com");
    await userEvent.type(screen.getByLabelText("Mot de passe"), "secret-pass");
    await userEvent.click(screen.getByRole("button", { name: "Créer un compte" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(body.theme).toBe("dark");
  });

  it("shows Échec de l’inscription and the field messages when registration fails", async () => {
    server.use(http.post("*/api/auth/register/", () => HttpResponse.json(
      { error: "invalid", message: "Ce nom d'utilisateur est déjà utilisé", fields: { username: ["Ce nom d'utilisateur est déjà utilisé"] } },
      { status: 400 },
    )));
    renderAuth("/register");
    await userEvent.type(screen.getByLabelText("Nom d'utilisateur"), "alice");
    await userEvent.type(screen.getByLabelText("Email"), "alice@example.com");
    await userEvent.type(screen.getByLabelText("Mot de passe"), "secret-pass{Enter}");
    expect(await screen.findByText("Échec de l’inscription")).toBeInTheDocument();
    expect(screen.getByText("Ce nom d'utilisateur est déjà utilisé")).toBeInTheDocument();
  });

  it("clears the fields when switching mode", async () => {
    renderAuth("/login");
    await userEvent.type(screen.getByLabelText("Nom d'utilisateur"), "typed");
    await userEvent.click(screen.getByRole("link", { name: "Créer un compte" }));
    expect(await screen.findByLabelText("Email")).toHaveValue("");
    expect(screen.getByLabelText("Nom d'utilisateur")).toHaveValue("");
  });
});
