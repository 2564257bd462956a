import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import { at, renderRoutes } from "@/test/render";
import { server, withMockApi } from "@/test/server";
import { signIn } from "@/test/signIn";

import { DiagramViewerPage } from "./DiagramViewerPage";

withMockApi();

const schema = {
  format: 1,
  tables: [
    { id: "t1", name: "clients", comment: "Les clients de la boutique", attributes: [
      { id: "a1", name: "id", type: "INT", isPrimaryKey: true },
      { id: "a2", name: "email", type: "VARCHAR", length: 255, isNullable: true },
    ] },
    { id: "t2", name: "commandes", attributes: [{ id: "b1", name: "client_id", type: "INT", isForeignKey: true, isNullable: false }] },
  ],
  relations: [{ id: "r1", type: "one-to-many", fromTableId: "t1", fromAttributeId: "a1", toTableId: "t2", toAttributeId: "b1" }],
};

function detail(access: string, body: Record<string, unknown> = {}) {
  return http.get("*/api/projects/:id", () => HttpResponse.json({ id: 5, name: "Boutique", access, schema, ...body }));
}

function renderViewer(path = "/projects/5") {
  return renderRoutes([at("/projects/:projectId", <DiagramViewerPage />)], path);
}

describe("the read-only diagram viewer", () => {
  it("outlines every table with its columns, types and markers, and the relations", async () => {
    signIn();
    server.use(detail("owner"));
    renderViewer();
    expect(await screen.findByRole("heading", { level: 1, name: "Boutique" })).toBeInTheDocument();
    expect(screen.queryByText("Lecture seule")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Retour à mes projets/ })).toHaveAttribute("href", "/projects");

    const clients = screen.getByRole("region", { name: "clients" });
    expect(within(clients).getByText("Les clients de la boutique")).toBeInTheDocument();
    const columns = within(clients).getByRole("table", { name: "Colonnes de la table clients" });
    const email = within(columns).getByRole("row", { name: /email/ });
    expect(within(email).getByText("VARCHAR(255)")).toBeInTheDocument();
    expect(within(email).getByText("NULL")).toBeInTheDocument();
    const id = within(columns).getByRole("row", { name: /^id/ });
    expect(within(id).getByText("PK")).toBeInTheDocument();
    expect(within(id).getByText("NOT NULL")).toBeInTheDocument();

    const relations = screen.getByRole("region", { name: "Relations" });
    expect(within(relations).getByText("clients.id → commandes.client_id")).toBeInTheDocument();
    expect(within(relations).getByText("Un à plusieurs (1:N)")).toBeInTheDocument();
  });

  it("marks a diagram the member may only view as Lecture seule", async () => {
    signIn();
    server.use(detail("viewer"));
    renderViewer();
    expect(await screen.findByText("Lecture seule")).toBeInTheDocument();
  });

  it("falls back to the public copy when the signed-in user cannot see the diagram", async () => {
    signIn();
    server.use(
      http.get("*/api/projects/:id", () => HttpResponse.json({ error: "not_found", message: "Ressource introuvable." }, { status: 404 })),
      http.get("*/api/project/public/:id/", () => HttpResponse.json({ id: 5, name: "Boutique publique", schema, updated_at: "2026-01-01T00:00:00Z" })),
    );
    renderViewer();
    expect(await screen.findByRole("heading", { level: 1, name: "Boutique publique" })).toBeInTheDocument();
    expect(screen.getByText("Lecture seule")).toBeInTheDocument();
  });

  it("shows a signed-out visitor the public copy, read-only and without the back link", async () => {
    let askedAsMember = false;
    server.use(
      http.get("*/api/projects/:id", () => {
        askedAsMember = true;
        return HttpResponse.json({}, { status: 401 });
      }),
      http.get("*/api/project/public/:id/", () => HttpResponse.json({ id: 5, name: "Boutique", schema: { format: 1, tables: [], relations: [] }, updated_at: "2026-01-01T00:00:00Z" })),
    );
    renderViewer();
    expect(await screen.findByText("Ce diagramme ne contient encore aucune table.")).toBeInTheDocument();
    expect(screen.getByText("Lecture seule")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Retour/ })).not.toBeInTheDocument();
    expect(askedAsMember).toBe(false);
  });

  it("says so clearly when the diagram is neither visible nor public", async () => {
    server.use(http.get("*/api/project/public/:id/", () => HttpResponse.json({ error: "not_found", message: "Ressource introuvable." }, { status: 404 })));
    renderViewer();
    expect(await screen.findByRole("heading", { name: "Diagramme introuvable" })).toBeInTheDocument();
  });
});
