import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, http, HttpResponse, ws } from "msw";
import { useState } from "react";
import { toast } from "sonner";
import { afterEach, describe, expect, it } from "vitest";

import { at, renderRoutes } from "@/test/render";
import { server, withMockApi } from "@/test/server";
import { signIn } from "@/test/signIn";

import { useProjects } from "../api/get-projects";
import type { Project } from "../api/types";
import { paged, project } from "../testData";
import { DiagramCollection } from "./DiagramCollection";

withMockApi();
afterEach(() => toast.dismiss());

function Harness() {
  const [search, setSearch] = useState("");
  const projects = useProjects({ search });
  return (
    <DiagramCollection
      projects={projects.data?.results}
      isLoading={projects.isPending}
      search={search}
      onSearchChange={setSearch}
      empty={<p>Rien ici</p>}
    />
  );
}

function serve(results: (search: string) => Project[]) {
  const calls: string[] = [];
  server.use(http.get("*/api/projects/", ({ request }) => {
    const search = new URL(request.url).searchParams.get("search") ?? "";
    calls.push(search);
    return HttpResponse.json(paged(results(search)));
  }));
  return calls;
}

function render() {
  signIn();
  return renderRoutes([at("/", <Harness />)], "/");
}

describe("DiagramCollection", () => {
  it("shows a grid by default and switches to a list", async () => {
    serve(() => [project(), project({ id: 22, name: "Paie" })]);
    render();
    const grid = await screen.findByRole("list", { name: "Grille" });
    expect(within(grid).getAllByRole("article")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Grille" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(screen.getByRole("button", { name: "Liste" }));
    const list = screen.getByRole("list", { name: "Liste" });
    expect(within(list).getByRole("link", { name: "Paie" })).toHaveAttribute("href", "/projects/22");
    expect(screen.queryByRole("list", { name: "Grille" })).not.toBeInTheDocument();
  });

  it("shows the caller's empty state without a search, and Aucun résultat with one", async () => {
    serve(() => []);
    render();
    expect(await screen.findByText("Rien ici")).toBeInTheDocument();
    await userEvent.type(screen.getByRole("searchbox", { name: "Rechercher un diagramme" }), "zzz");
    expect(await screen.findByText("Aucun résultat")).toBeInTheDocument();
    expect(screen.getByText("Essayez avec d'autres mots-clés.")).toBeInTheDocument();
    expect(screen.queryByText("Rien ici")).not.toBeInTheDocument();
  });

  it("shows the loader until the first answer", async () => {
    serve(() => [project()]);
    render();
    expect(screen.getByRole("status")).toHaveTextContent("Chargement des diagrammes...");
    expect(await screen.findByRole("article")).toBeInTheDocument();
  });

  it("announces a copy when the worker's project.duplicated event arrives, and refreshes the list", async () => {
    let copied = false;
    const calls = serve(() => (copied ? [project({ id: 99, name: "Boutique (copie)" }), project()] : [project()]));
    server.use(http.post("*/api/projects/21/duplicate/", () =>
      HttpResponse.json({ status: "scheduled", request_id: "req-1" }, { status: 202 })));
    const channel = ws.link(`${location.origin.replace(/^http/, "ws")}/ws/user/`);
    let send: (message: object) => void = () => {};
    server.use(channel.addEventListener("connection", ({ client }) => {
      send = (message) => client.send(JSON.stringify(message));
      client.addEventListener("message", () => client.send(JSON.stringify({ type: "ready", seq: 0 })));
    }));
    render();
    await userEvent.click(await screen.findByRole("button", { name: "Actions pour Boutique" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Dupliquer" }));
    expect(await screen.findByText("Copie de « Boutique » en cours...")).toBeInTheDocument();
    const before = calls.length;

    copied = true;
    send({ type: "event", seq: 1, event: "project.duplicated", data: { project_id: 99, source_id: 21, name: "Boutique (copie)", request_id: "req-1" } });
    expect(await screen.findByText("Copie créée : « Boutique (copie) »")).toBeInTheDocument();
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
    expect(await screen.findByRole("link", { name: "Boutique (copie)" })).toBeInTheDocument();
  });

  it("announces a copy whose event arrives before the answer to Dupliquer", async () => {
    serve(() => [project()]);
    const channel = ws.link(`${location.origin.replace(/^http/, "ws")}/ws/user/`);
    let send: (message: object) => void = () => {};
    server.use(channel.addEventListener("connection", ({ client }) => {
      send = (message) => client.send(JSON.stringify(message));
      client.addEventListener("message", () => client.send(JSON.stringify({ type: "ready", seq: 0 })));
    }));
    server.use(http.post("*/api/projects/21/duplicate/", async () => {
      // The worker is quicker than the answer.
      send({ type: "event", seq: 1, event: "project.duplicated", data: { project_id: 99, source_id: 21, name: "Boutique (copie)", request_id: "req-2" } });
      await delay(50);
      return HttpResponse.json({ status: "scheduled", request_id: "req-2" }, { status: 202 });
    }));
    render();
    await userEvent.click(await screen.findByRole("button", { name: "Actions pour Boutique" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Dupliquer" }));
    expect(await screen.findByText("Copie de « Boutique » en cours...")).toBeInTheDocument();
    expect(await screen.findByText("Copie créée : « Boutique (copie) »")).toBeInTheDocument();
  });
});
