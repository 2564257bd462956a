import { fireEvent, screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";

import { at, renderRoutes } from "@/test/render";
import { server, withMockApi } from "@/test/server";

import { AFTER_ENABLE_MS, ShareMenu, shareLink } from "./ShareMenu";

withMockApi();

const original = Object.getOwnPropertyDescriptor(navigator, "clipboard");
afterEach(() => {
  if (original) Object.defineProperty(navigator, "clipboard", original);
  else delete (navigator as { clipboard?: unknown }).clipboard;
});

function clipboard() {
  const copies: Array<{ text: string; at: number }> = [];
  Object.defineProperty(navigator, "clipboard", {
    configurable: true,
    value: { writeText: vi.fn(async (text: string) => { copies.push({ text, at: performance.now() }); }) },
  });
  return copies;
}

describe("the share popup (001 §2, §4, §9)", () => {
  it("turns sharing on first, then copies the link 500 ms later", async () => {
    let enabledAt = 0;
    server.use(http.post("*/api/projects/5/enable_public_sharing/", () => {
      enabledAt = performance.now();
      return HttpResponse.json({ id: 5, public_by_link: true, public_key: "n3w" });
    }));
    const copies = clipboard();
    renderRoutes([at("/", <ShareMenu projectId={5} isPublic={false} canShare />)], "/");
    fireEvent.click(screen.getByRole("button", { name: "Partager" }));
    fireEvent.click(await screen.findByRole("button", { name: "Copier" }));
    expect(await screen.findByText("Lien copié avec succès", {}, { timeout: 3000 })).toBeInTheDocument();
    expect(copies).toHaveLength(1);
    expect(copies[0].text).toBe(`${location.origin}/projects/5?key=n3w`);
    expect(enabledAt).toBeGreaterThan(0);
    expect(copies[0].at - enabledAt).toBeGreaterThanOrEqual(AFTER_ENABLE_MS - 20);
  });

  it("copies at once when the project is already public", async () => {
    const copies = clipboard();
    renderRoutes([at("/", <ShareMenu projectId={5} isPublic publicKey="k3y" canShare />)], "/");
    fireEvent.click(screen.getByRole("button", { name: "Partager" }));
    const started = performance.now();
    fireEvent.click(await screen.findByRole("button", { name: "Copier" }));
    expect(await screen.findByText("Lien copié avec succès")).toBeInTheDocument();
    expect(copies[0].at - started).toBeLessThan(AFTER_ENABLE_MS);
    expect(copies[0].text).toBe(shareLink(5, "k3y"));
  });

  it("never shows a link without its key: the id alone opens nothing", async () => {
    renderRoutes([at("/", <ShareMenu projectId={5} isPublic publicKey="k3y" canShare />)], "/");
    fireEvent.click(screen.getByRole("button", { name: "Partager" }));
    expect(await screen.findByLabelText("Lien de partage")).toHaveValue(`${location.origin}/projects/5?key=k3y`);
  });

  it("gives a member who does not administer the diagram no link to hand out", async () => {
    renderRoutes([at("/", <ShareMenu projectId={5} isPublic canShare={false} />)], "/");
    fireEvent.click(screen.getByRole("button", { name: "Partager" }));
    expect(await screen.findByText("Seuls le propriétaire et les administrateurs du diagramme peuvent le partager.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Copier" })).not.toBeInTheDocument();
  });

  it("gives the live image's addresses, with the link's key, once the diagram is shared", async () => {
    renderRoutes([at("/", <ShareMenu projectId={5} isPublic publicKey="k3y" canShare name="Boutique" />)], "/");
    fireEvent.click(screen.getByRole("button", { name: "Partager" }));
    expect(await screen.findByText("Image du diagramme")).toBeInTheDocument();
    expect(screen.getByLabelText("Adresse de l'image PNG")).toHaveValue(`${location.origin}/api/project/public/5/image.png?key=k3y`);
    expect(screen.getByLabelText("Adresse de l'image SVG")).toHaveValue(`${location.origin}/api/project/public/5/image.svg?key=k3y`);
  });

  it("shows no live image while the diagram is not shared", async () => {
    renderRoutes([at("/", <ShareMenu projectId={5} isPublic={false} canShare name="Boutique" />)], "/");
    fireEvent.click(screen.getByRole("button", { name: "Partager" }));
    expect(await screen.findByRole("button", { name: "Copier" })).toBeInTheDocument();
    expect(screen.queryByText("Image du diagramme")).not.toBeInTheDocument();
  });

  it("gives anyone the address of a public diagram", async () => {
    renderRoutes([at("/", <ShareMenu projectId={5} isPublic={false} openById canShare={false} />)], "/");
    fireEvent.click(screen.getByRole("button", { name: "Partager" }));
    expect(await screen.findByLabelText("Lien de partage")).toHaveValue(`${location.origin}/projects/5`);
  });
});
