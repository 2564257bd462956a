import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import { at, renderRoutes } from "@/test/render";
import { server, withMockApi } from "@/test/server";

import { ProfileCard } from "./ProfileCard";

withMockApi();

const user = { id: 7, username: "alice", email: "alice@example.com", avatar: null, bio: "", theme: "light" as const, language: "fr" as const, last_seen: null, date_joined: "2026-01-01T00:00:00Z" };

describe("the profile card", () => {
  it("checks availability before saving and stops on a taken username", async () => {
    let patched = false;
    server.use(
      http.get("*/api/users/check_name_or_email_valid/", ({ request }) => {
        expect(new URL(request.url).searchParams.get("username")).toBe("bob");
        return HttpResponse.json({ username: false, email: true });
      }),
      http.patch("*/api/users/update_profile/", () => {
        patched = true;
        return HttpResponse.json(user);
      }),
    );
    renderRoutes([at("/", <ProfileCard user={user} />)], "/");
    await userEvent.clear(screen.getByLabelText("Nom d'utilisateur"));
    await userEvent.type(screen.getByLabelText("Nom d'utilisateur"), "bob");
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Ce nom d'utilisateur est déjà utilisé")).toBeInTheDocument();
    expect(patched).toBe(false);
  });

  it("counts a failed availability check as both taken", async () => {
    server.use(http.get("*/api/users/check_name_or_email_valid/", () => HttpResponse.error()));
    renderRoutes([at("/", <ProfileCard user={user} />)], "/");
    await userEvent.clear(screen.getByLabelText("Nom d'utilisateur"));
    await userEvent.type(screen.getByLabelText("Nom d'utilisateur"), "bob");
    await userEvent.clear(screen.getByLabelText("Email"));
    await userEvent.type(screen.getByLabelText("Email"), "bob@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Ce nom d'utilisateur est déjà utilisé")).toBeInTheDocument();
    expect(screen.getByText("Cet email est déjà utilisé")).toBeInTheDocument();
  });

  it("saves without a check when neither username nor email changed, and shows the server's field errors", async () => {
    server.use(http.patch("*/api/users/update_profile/", () => HttpResponse.json(
      { error: "invalid", message: "La bio ne doit pas dépasser 500 caractères.", fields: { bio: ["La bio ne doit pas dépasser 500 caractères."] } },
      { status: 400 },
    )));
    renderRoutes([at("/", <ProfileCard user={user} />)], "/");
    await userEvent.type(screen.getByLabelText("Bio"), "trop long");
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findAllByText("La bio ne doit pas dépasser 500 caractères.")).not.toHaveLength(0);
  });

  it("says the new email waits for its confirmation and keeps the current one meanwhile", async () => {
    let sent: unknown = null;
    server.use(
      http.get("*/api/users/check_name_or_email_valid/", () => HttpResponse.json({ username: true, email: true })),
      http.patch("*/api/users/update_profile/", async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...user, pending_email: "alice.new@example.com" });
      }),
    );
    renderRoutes([at("/", <ProfileCard user={user} />)], "/");
    await userEvent.clear(screen.getByLabelText("Email"));
    await userEvent.type(screen.getByLabelText("Email"), "alice.new@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    const notice = "Un e-mail de confirmation a été envoyé à alice.new@example.com. Votre adresse actuelle reste active jusqu'à la confirmation.";
    expect(await screen.findByText(notice, { selector: "p[role=status]" })).toBeInTheDocument();
    expect(sent).toMatchObject({ email: "alice.new@example.com" });
    expect(screen.getByLabelText("Email")).toHaveValue("alice@example.com");
  });

  it("shows a change still waiting for its confirmation", () => {
    renderRoutes([at("/", <ProfileCard user={{ ...user, pending_email: "alice.new@example.com" }} />)], "/");
    expect(screen.getByRole("status")).toHaveTextContent("Un e-mail de confirmation a été envoyé à alice.new@example.com.");
  });

  it("refuses a file that is not an image before sending anything", async () => {
    renderRoutes([at("/", <ProfileCard user={user} />)], "/");
    const file = new File(["hello"], "notes.txt", { type: "text/plain" });
    await userEvent.upload(screen.getByLabelText("Photo de profil"), file, { applyAccept: false });
    expect(await screen.findByText("Veuillez sélectionner une image")).toBeInTheDocument();
  });

  it("refuses an image over 2 MB", async () => {
    renderRoutes([at("/", <ProfileCard user={user} />)], "/");
    const file = new File([new Uint8Array(2_097_153)], "big.png", { type: "image/png" });
    await userEvent.upload(screen.getByLabelText("Photo de profil"), file);
    expect(await screen.findByText("L'image ne doit pas dépasser 2MB")).toBeInTheDocument();
  });
});
