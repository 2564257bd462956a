import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";

import { at, renderRoutes } from "@/test/render";
import { server, withMockApi } from "@/test/server";
import { signIn } from "@/test/signIn";

import type { Collaborator, Invitation, Project } from "../api/types";
import { paged, project, sharedProject } from "../testData";
import { ShareDialog } from "./ShareDialog";

withMockApi();
afterEach(() => {
  toast.dismiss();
  vi.useRealTimers();
});

const collaborator: Collaborator = {
  id: 4, role: "viewer", added_at: "2026-01-10T10:00:00Z",
  user_details: { id: 12, username: "chloe", email: "chloe@example.com", avatar: null },
};
const pending: Invitation = {
  id: 9, role: "editor", email: "", inviter: "alice", created_at: "2026-01-10T10:00:00Z",
  expires_at: "2026-01-17T10:00:00Z", invitee: { id: 13, username: "denis", email: "denis@example.com", avatar: null },
};

type Log = string[];

function render(diagram: Project, { enable }: { enable?: () => Response } = {}) {
  signIn();
  const log: Log = [];
  let invitations: Invitation[] = [];
  server.use(
    http.post(`*/api/projects/${diagram.id}/enable_public_sharing/`, () => {
      log.push("enable");
      return enable ? enable() : HttpResponse.json({ ...diagram, public_by_link: true, public_key: "n3w" });
    }),
    http.post(`*/api/projects/${diagram.id}/disable_public_sharing/`, () => {
      log.push("disable");
      return HttpResponse.json({ ...diagram, public_by_link: false, public_key: null });
    }),
    http.get(`*/api/projects/${diagram.id}/invitations/`, () => HttpResponse.json(paged(invitations))),
    http.post(`*/api/projects/${diagram.id}/invitations/`, async ({ request }) => {
      log.push(`invite ${JSON.stringify(await request.json())}`);
      invitations = [pending];
      return HttpResponse.json({ ...pending, token: "tok", url: "http://relata.test/accept-invite?token=tok" }, { status: 201 });
    }),
    http.get(`*/api/projects/${diagram.id}/collaborators/`, () => HttpResponse.json(paged([collaborator]))),
    http.patch(`*/api/projects/${diagram.id}/collaborators/4/`, async ({ request }) => {
      log.push(`role ${JSON.stringify(await request.json())}`);
      return HttpResponse.json({ ...collaborator, role: "editor" });
    }),
  );
  renderRoutes([at("/", <ShareDialog open onOpenChange={() => {}} project={diagram} />)], "/");
  return log;
}

/** A diagram shared by link opens with its key only: the id alone is guessable. */
const keyed = (key: string) => `${location.origin}/projects/21?key=${key}`;
const link = keyed("n3w");

describe("ShareDialog public link", () => {
  it("shows the link, with its key, in a read-only field", () => {
    render(project({ public_by_link: true, public_key: "k3y" }));
    const field = screen.getByLabelText("Lien public du diagramme");
    expect(field).toHaveValue(keyed("k3y"));
    expect(field).toHaveAttribute("readonly");
  });

  it("shows no address while the link is off: it has no key yet", () => {
    render(project());
    expect(screen.getByLabelText("Lien public du diagramme")).toHaveValue("");
  });

  it("shows a new link once the link is turned off and on again", async () => {
    const user = userEvent.setup();
    const log = render(project({ public_by_link: true, public_key: "k3y" }));
    await user.click(screen.getByRole("button", { name: "Désactiver le partage" }));
    await waitFor(() => expect(screen.getByLabelText("Lien public du diagramme")).toHaveValue(""));
    await user.click(screen.getByRole("button", { name: "Activer le partage" }));
    await waitFor(() => expect(screen.getByLabelText("Lien public du diagramme")).toHaveValue(link));
    expect(log).toEqual(["disable", "enable"]);
  });

  it("turns sharing on before copying when it is off, then says Lien copié for 3 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const log = render(project({ public_by_link: false }));
    vi.spyOn(navigator.clipboard, "writeText").mockImplementation(async (text) => {
      log.push(`copy ${text}`);
    });
    await user.click(screen.getByRole("button", { name: "Copier" }));
    expect(await screen.findByText("Lien copié avec succès")).toBeInTheDocument();
    expect(log).toEqual(["enable", `copy ${link}`]);
    expect(screen.getByRole("button", { name: "Désactiver le partage" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2500));
    expect(screen.getByText("Lien copié avec succès")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByText("Lien copié avec succès")).not.toBeInTheDocument();
  });

  it("copies without calling the server when sharing is already on", async () => {
    const user = userEvent.setup();
    const log = render(project({ public_by_link: true, public_key: "k3y" }));
    await user.click(screen.getByRole("button", { name: "Copier" }));
    expect(await screen.findByText("Lien copié avec succès")).toBeInTheDocument();
    expect(log).toEqual([]);
  });

  it("does not copy when turning sharing on fails, and shows the server's message", async () => {
    const user = userEvent.setup();
    const write = vi.spyOn(navigator.clipboard, "writeText");
    render(project(), { enable: () => HttpResponse.json({ error: "forbidden", message: "Vous n'avez pas le droit de partager ce diagramme." }, { status: 403 }) });
    await user.click(screen.getByRole("button", { name: "Copier" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Vous n'avez pas le droit de partager ce diagramme.");
    expect(write).not.toHaveBeenCalled();
  });

  it("falls back to Erreur lors de l'activation du partage without a server message", async () => {
    const user = userEvent.setup();
    render(project(), { enable: () => new HttpResponse(null, { status: 500 }) });
    await user.click(screen.getByRole("button", { name: "Activer le partage" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Erreur lors de l'activation du partage");
  });

  it("says Impossible de copier le lien when the clipboard refuses", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    render(project({ public_by_link: true, public_key: "k3y" }));
    await user.click(screen.getByRole("button", { name: "Copier" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Impossible de copier le lien");
  });

  it("copies a public diagram's address without turning the link on", async () => {
    const user = userEvent.setup();
    const log = render(project({ visibility: "public", public_by_link: false }));
    expect(screen.queryByRole("button", { name: "Activer le partage" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Copier" }));
    expect(await screen.findByText("Lien copié avec succès")).toBeInTheDocument();
    expect(log).toEqual([]);
  });

  it("gives an editor neither activation nor copy while the link is off", () => {
    render(sharedProject("editor", { id: 21 }));
    expect(screen.queryByRole("button", { name: "Activer le partage" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Copier" })).not.toBeInTheDocument();
    expect(screen.getByText("Seuls le propriétaire et les administrateurs peuvent activer le lien public.")).toBeInTheDocument();
  });

  it("gives an editor no link of a diagram shared by link: the server keeps its key from them", () => {
    render(sharedProject("editor", { id: 21, public_by_link: true, public_key: null }));
    expect(screen.queryByLabelText("Lien public du diagramme")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Copier" })).not.toBeInTheDocument();
    expect(screen.getByText("Le partage par lien est activé ; seuls le propriétaire et les administrateurs disposent du lien.")).toBeInTheDocument();
  });

  it("gives an editor the address of a public diagram", () => {
    render(sharedProject("editor", { id: 21, visibility: "public" }));
    expect(screen.getByLabelText("Lien public du diagramme")).toHaveValue(`${location.origin}/projects/21`);
  });
});

const image = (format: string, key?: string) => `${location.origin}/api/project/public/21/image.${format}${key ? `?key=${key}` : ""}`;

describe("ShareDialog image du diagramme", () => {
  it("shows nothing while the diagram is private", () => {
    render(project());
    expect(screen.queryByText("Image du diagramme")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Copier le Markdown" })).not.toBeInTheDocument();
  });

  it("gives the PNG and SVG addresses of a diagram shared by link, with its key", () => {
    render(project({ public_by_link: true, public_key: "k3y" }));
    expect(screen.getByText("Image du diagramme")).toBeInTheDocument();
    expect(screen.getByLabelText("Adresse de l'image PNG")).toHaveValue(image("png", "k3y"));
    expect(screen.getByLabelText("Adresse de l'image SVG")).toHaveValue(image("svg", "k3y"));
  });

  it("gives a public diagram's addresses without a key", () => {
    render(project({ visibility: "public", public_by_link: true, public_key: "k3y" }));
    expect(screen.getByLabelText("Adresse de l'image PNG")).toHaveValue(image("png"));
    expect(screen.getByLabelText("Adresse de l'image SVG")).toHaveValue(image("svg"));
  });

  it("copies a Markdown snippet of the PNG", async () => {
    const user = userEvent.setup();
    const write = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    render(project({ name: "Boutique [v2]", public_by_link: true, public_key: "k3y" }));
    await user.click(screen.getByRole("button", { name: "Copier le Markdown" }));
    expect(write).toHaveBeenCalledWith(`![Boutique \\[v2\\]](${image("png", "k3y")})`);
    expect(await screen.findByText("Markdown de l'image copié")).toBeInTheDocument();
  });

  it("says Impossible de copier le Markdown when the clipboard refuses", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    render(project({ public_by_link: true, public_key: "k3y" }));
    await user.click(screen.getByRole("button", { name: "Copier le Markdown" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Impossible de copier le Markdown");
  });

  it("appears when the link is turned on and goes when it is turned off", async () => {
    const user = userEvent.setup();
    render(project());
    await user.click(screen.getByRole("button", { name: "Activer le partage" }));
    expect(await screen.findByLabelText("Adresse de l'image PNG")).toHaveValue(image("png", "n3w"));
    await user.click(screen.getByRole("button", { name: "Désactiver le partage" }));
    await waitFor(() => expect(screen.queryByText("Image du diagramme")).not.toBeInTheDocument());
  });

  it("gives an editor no image of a diagram shared by link: its key is kept from them", () => {
    render(sharedProject("editor", { id: 21, public_by_link: true, public_key: null }));
    expect(screen.queryByText("Image du diagramme")).not.toBeInTheDocument();
  });
});

describe("ShareDialog invitations and collaborators", () => {
  it("invites by username with a role, shows the link to pass on and the pending invitation", async () => {
    const user = userEvent.setup();
    const log = render(project());
    await user.type(screen.getByLabelText("Nom d'utilisateur ou email"), " denis ");
    await user.selectOptions(screen.getByLabelText("Rôle"), "editor");
    await user.click(screen.getByRole("button", { name: "Inviter" }));
    expect(await screen.findByLabelText("Lien d'invitation")).toHaveValue("http://relata.test/accept-invite?token=tok");
    expect(log).toEqual([`invite ${JSON.stringify({ user: "denis", role: "editor" })}`]);
    expect(await screen.findByRole("button", { name: "Révoquer l'invitation de denis" })).toBeInTheDocument();
  });

  it("lets an admin change a collaborator's role", async () => {
    const user = userEvent.setup();
    const log = render(project());
    await user.selectOptions(await screen.findByRole("combobox", { name: "Rôle de chloe" }), "editor");
    await waitFor(() => expect(log).toEqual([`role ${JSON.stringify({ role: "editor" })}`]));
    expect(await screen.findByText("Rôle mis à jour avec succès")).toBeInTheDocument();
  });

  it("lets only owners and admins invite: an editor sees the pending invitations", async () => {
    render(sharedProject("editor", { id: 21 }));
    expect(screen.getByText("Seuls le propriétaire du diagramme et les administrateurs de son équipe peuvent inviter des collaborateurs.")).toBeInTheDocument();
    expect(screen.queryByLabelText("Nom d'utilisateur ou email")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Inviter" })).not.toBeInTheDocument();
    expect(await screen.findByText("Aucune invitation en attente.")).toBeInTheDocument();
  });

  it("shows an editor the collaborators' roles without controls", async () => {
    render(sharedProject("editor", { id: 21 }));
    const section = (await screen.findByText("chloe")).closest("li");
    expect(section).not.toBeNull();
    expect(within(section as HTMLElement).getByText("Lecteur")).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Rôle de chloe" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Retirer chloe" })).not.toBeInTheDocument();
  });
});
